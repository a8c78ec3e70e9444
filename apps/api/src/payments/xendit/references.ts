import { jakartaDay } from "@rimbun/domain";

/**
 * Our references on Xendit's plans and the pgids of their cycles. A plan's `reference_id` starts
 * with our plan's pgid (the first donation's id) and names the day its schedule is anchored on, so
 * every cycle webhook carries what we need to find the cycle's donation, and a re-anchored plan (skip,
 * pause, reactivate, a new charge day) never repeats a pgid:
 *
 *   plan       <pgid>_a<YYYYMMDD>[_<n>]      n: the n-th Xendit plan of our plan (from 2 on)
 *   cycle      <plan reference>_c<YYYYMMDD>  Xendit's scheduled attempt of the cycle due that day
 *   retry      <cycle pgid>_r<n>             our n-th retry (a payment request on the linked method)
 *
 * Xendit's immediate cycle (`immediate_action_type: FULL_AMOUNT`) is the plan's first payment: its
 * pgid is the first donation's, `<pgid>`. `_` never occurs in our pgids (UUIDs).
 */
export function planReference(pgId: string, anchorDue: string, n = 1): string {
  const base = `${pgId}_a${anchorDue.replaceAll("-", "")}`;
  return n > 1 ? `${base}_${n}` : base;
}

/** The first donation's pgid and the anchor day a plan reference names, or null for another shape. */
export function readPlanReference(reference: string): { pgId: string; anchorDue: string | null; n: number } {
  const [pgId = reference, anchor, count] = reference.split("_");
  const day = anchor?.match(/^a(\d{4})(\d{2})(\d{2})$/);
  const n = count && /^\d+$/.test(count) ? Number(count) : 1;
  return { pgId, anchorDue: day ? `${day[1]}-${day[2]}-${day[3]}` : null, n };
}

/** Xendit's scheduled attempt of the cycle due on `dueDay` (Jakarta). */
export function scheduledCyclePgId(reference: string, dueDay: string): string {
  return `${reference}_c${dueDay.replaceAll("-", "")}`;
}

/** Our n-th retry (1-3) of the cycle due on `dueDay`. */
export function retryPgId(reference: string, dueDay: string, retry: number): string {
  return `${scheduledCyclePgId(reference, dueDay)}_r${retry}`;
}

/** The pgid of a cycle webhook: the first donation's for the immediate cycle, else its due day's. */
export function cyclePgIdOf(cycle: {
  reference_id: string;
  type?: string;
  scheduled_timestamp?: string;
}): string {
  if (cycle.type === "IMMEDIATE") return readPlanReference(cycle.reference_id).pgId;
  const scheduled = cycle.scheduled_timestamp ? new Date(cycle.scheduled_timestamp) : null;
  if (!scheduled || Number.isNaN(scheduled.getTime())) return `${cycle.reference_id}_c?`;
  return scheduledCyclePgId(cycle.reference_id, jakartaDay(scheduled));
}

/** Hours after the billing machine's 09:00 (Jakarta) that Xendit's schedule charges: the invoice mail goes first. */
export const scheduleDelayHours = 3;
