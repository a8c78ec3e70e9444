import { useLingui } from "@lingui/react/macro";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { showToast } from "../app/toast-store.ts";
import type { ApiError } from "./api.ts";
import { describeApiMessage, isRefusal } from "./api-errors.ts";
import { broadcast } from "./events.ts";

export interface ApiMutationOptions<TInput, TResult> {
  /** The API call (a function of `lib/api.ts`). */
  call: (input: TInput) => Promise<TResult>;
  /** Reads that show what the call changed; refreshed once it went through. */
  invalidates?: readonly QueryKey[];
  /** The window event for this change (`payment-change`, `close-donate`, ...), sent once it went through. */
  event?: string;
  /** Words for the live region (a success toast) once it went through. */
  announce?: string;
  /**
   * Whether an answer means it went through. Some answers mean it did not: a falsy password
   * result, a referral code answered "locked". Those get `onDeclined` and no refresh, event or toast.
   */
  accepts?: (result: TResult) => boolean;
  /** The screen's own follow-up (session profile, clearing fields, closing the dialog). */
  onSuccess?: (result: TResult, input: TInput) => void;
  onDeclined?: (result: TResult) => void;
  /** Where a refusal's words go: `refusal`, shown by the form (default), or a toast. */
  refusalShown?: "form" | "toast";
  /** Read when the API refuses with an id no catalog knows (default: the generic error). */
  refusalFallback?: string;
  /** A refusal the screen shows itself (a field's error); return true and the hook shows nothing. */
  onRefused?: (error: ApiError) => boolean | undefined;
  /** A refusal also changes what the reads show (a request someone else decided): refresh them too. */
  refreshAfterRefusal?: boolean;
  /**
   * Any other failure goes to /oops/500. Calls whose failures are only logged give these words instead:
   * the failure is logged and the words show where refusals do.
   */
  failure?: string;
  /** With `failure`: a refusal reads those words too instead of the API's reason. */
  refusalsAsFailures?: boolean;
  /** The spinner lasts at least this long, so a fast answer does not flicker (profile saves: 1 s). */
  minPendingMs?: number;
}

/**
 * How a submit ended: `done` (it went through), `declined` (an answer that is not a success),
 * `failed` (refused or broken; the person was told) or `busy` (a call was already running: ignored).
 */
export type MutationOutcome<TResult> =
  | { status: "done"; result: TResult }
  | { status: "declined" | "failed" | "busy" };

export interface ApiMutation<TInput, TResult> {
  /** Runs the call; a second submit while one runs does nothing. */
  submit: (input: TInput) => Promise<MutationOutcome<TResult>>;
  pending: boolean;
  /** The refusal in the reader's language, for the form to show (with `refusalShown: "form"`). */
  refusal: string | null;
  /** Shows words of the screen's own (a check before the call) or clears them (`null`). */
  setRefusal: (text: string | null) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The dashboard's one way to change something through the API: pending state, the refusal in
 * words, the success announcement, the refresh of the reads (in react-query's `onSuccess`, not
 * through a window listener) and the window event (docs/product/accounts.md#dashboard-layout).
 */
export function useApiMutation<TInput, TResult>(
  options: ApiMutationOptions<TInput, TResult>,
): ApiMutation<TInput, TResult> {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  // react-query's pending flag arrives with the next render; a double click must not send twice.
  const running = useRef(false);

  const refresh = () => {
    for (const queryKey of options.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
  };
  const show = (text: string) => {
    if (options.refusalShown === "toast") showToast({ tone: "danger", message: text });
    else setRefusal(text);
  };

  const mutation = useMutation({
    mutationFn: async (input: TInput) => {
      if (!options.minPendingMs) return options.call(input);
      const [result] = await Promise.all([options.call(input), wait(options.minPendingMs)]);
      return result;
    },
    onSuccess: (result, input) => {
      if (options.accepts && !options.accepts(result)) {
        options.onDeclined?.(result);
        return;
      }
      options.onSuccess?.(result, input);
      refresh();
      if (options.event) broadcast(options.event);
      if (options.announce) showToast({ tone: "success", message: options.announce });
    },
    onError: (error) => {
      if (isRefusal(error) && !(options.failure && options.refusalsAsFailures)) {
        if (options.refreshAfterRefusal) refresh();
        if (options.onRefused?.(error)) return;
        show(describeApiMessage(i18n, error.messageId, options.refusalFallback));
        return;
      }
      if (options.failure === undefined) {
        navigate("/oops/500");
        return;
      }
      console.error(error);
      show(options.failure);
    },
  });

  async function submit(input: TInput): Promise<MutationOutcome<TResult>> {
    if (running.current) return { status: "busy" };
    running.current = true;
    setRefusal(null);
    try {
      const result = await mutation.mutateAsync(input);
      return options.accepts && !options.accepts(result)
        ? { status: "declined" }
        : { status: "done", result };
    } catch {
      // onError above already told the person.
      return { status: "failed" };
    } finally {
      running.current = false;
    }
  }

  return { submit, pending: mutation.isPending, refusal, setRefusal };
}
