import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getRecurringDonation } from "./api.ts";
import { useFailurePage } from "./use-failure-page.ts";

/** Broadcast after a change so every recurring card on the page (sidebar, page, dashboard) refreshes (SPEC 4). */
export const PAYMENT_CHANGE_EVENT = "payment-change";
export const AMOUNT_CHANGE_EVENT = "amount-change";
export const RECURRING_CHANGE_EVENT = "recurring-change";

export const recurringQueryKey = ["recurring"] as const;

export function announceRecurringChange(event: string): void {
  window.dispatchEvent(new CustomEvent(event));
}

/** The session donor's monthly plan (call 2), or null when there is none. */
export function useRecurring() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: recurringQueryKey,
    queryFn: ({ signal }) => getRecurringDonation({ signal }),
  });
  useFailurePage(query.error);
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: recurringQueryKey });
    const events = [PAYMENT_CHANGE_EVENT, AMOUNT_CHANGE_EVENT, RECURRING_CHANGE_EVENT];
    for (const event of events) window.addEventListener(event, refresh);
    return () => {
      for (const event of events) window.removeEventListener(event, refresh);
    };
  }, [queryClient]);
  return query;
}
