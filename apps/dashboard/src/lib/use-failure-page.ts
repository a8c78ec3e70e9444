import { useEffect } from "react";
import { useNavigate } from "react-router";

/** A request the browser stopped (the 10 s limit, a newer filter): ignored silently. */
export function isAborted(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "AbortError" || error.name === "TimeoutError");
}

/**
 * A failed read goes to /oops/500, except an aborted one, which the screen leaves empty
 * (docs/product/accounts.md#dashboard-layout).
 */
export function useFailurePage(error: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (error && !isAborted(error)) navigate("/oops/500");
  }, [error, navigate]);
}

/** Aborts with `signal` (the query cache cancelling) or after `ms`, whichever comes first. */
export function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
