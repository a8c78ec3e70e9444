/** The incentive screen's reads (figures and history, per range and page); a point request refreshes them all. */
export const incentiveQueryKey = ["incentive"] as const;
