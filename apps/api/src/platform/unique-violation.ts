/**
 * Whether `error` (or any error in its `cause` chain: drizzle wraps the driver's) is PostgreSQL's unique
 * violation (23505), optionally of one constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const found = current as { code?: unknown; constraint?: unknown };
    if (found.code === "23505") return constraint === undefined || found.constraint === constraint;
  }
  return false;
}
