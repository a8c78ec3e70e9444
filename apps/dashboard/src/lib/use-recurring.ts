import { useQuery } from "@tanstack/react-query";
import { getRecurringDonation } from "./api.ts";
import { useFailurePage } from "./use-failure-page.ts";

/** Every recurring card on the page (sidebar, page, dashboard) reads this; a plan change refreshes it. */
export const recurringQueryKey = ["recurring"] as const;

/** The session donor's monthly plan (call 2), or null when there is none. */
export function useRecurring() {
  const query = useQuery({
    queryKey: recurringQueryKey,
    queryFn: ({ signal }) => getRecurringDonation({ signal }),
  });
  useFailurePage(query.error);
  return query;
}
