/** The embed codes' list (the editor reads one code from it); every change refreshes it. */
export const staffEmbedsKey = ["staff-embeds"] as const;
