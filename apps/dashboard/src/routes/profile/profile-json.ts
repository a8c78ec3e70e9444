import type { SessionProfile, SessionUser } from "../../lib/api.ts";

/** The volunteer's grouped fields travel as JSON text; a broken or missing text is an empty group. */
export function profileGroup(user: SessionUser, field: keyof SessionProfile): Record<string, string> {
  const raw = user.profile[field];
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      value = {};
    }
  }
  if (!value || typeof value !== "object") return {};
  const group: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === "string" || typeof entry === "number") group[key] = String(entry);
  }
  return group;
}
