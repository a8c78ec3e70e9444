import { formatLongDate } from "@rimbun/i18n";
import { wayBackMailMessages } from "../mail/way-back-messages.ts";
import type { Services } from "../platform/context.ts";
import { translate } from "../platform/http/i18n.ts";
import { billingStateOf, type PlanRow } from "./plan-state.ts";

/**
 * The invoice mails' line about the plan's charge day and the next due day
 * (docs/product/monthly-giving.md#charge-day: a donor who chose another day reads the new date in the next
 * invoice). Undefined for a plan without a state.
 */
export async function chargeDayNote(services: Services, plan: PlanRow): Promise<string | undefined> {
  const state = await billingStateOf(services.db, plan);
  if (!state) return undefined;
  return translate(plan.locale, wayBackMailMessages.chargeDayLine, {
    day: state.anchorDay,
    next: formatLongDate(state.nextDue, plan.locale),
  });
}
