import type { QueryClient } from "@tanstack/react-query";
import type { EmbedCode } from "../../lib/api.ts";

/** The embed codes' list (the editor reads one code from it); every change refreshes it. */
export const staffEmbedsKey = ["staff-embeds"] as const;

/**
 * The code the API answered, put in the cached list at once: the editor opened right after a create
 * finds it there before the list's refresh comes back (newest first, as the API lists them).
 */
export function keepSavedEmbed(queryClient: QueryClient, saved: EmbedCode) {
  queryClient.setQueryData<EmbedCode[]>(staffEmbedsKey, (old = []) =>
    old.some((embed) => embed.id === saved.id)
      ? old.map((embed) => (embed.id === saved.id ? saved : embed))
      : [saved, ...old],
  );
}
