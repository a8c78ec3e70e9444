import { useLingui } from "@lingui/react/macro";
import { timings } from "@rimbun/domain/constants";
import { messages } from "@rimbun/domain/messages";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { showToast } from "../../app/toast-store.ts";
import { describeApiMessage, isRefusal } from "../../lib/api-errors.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a profile save: the spinner lasts at least 1 s (SPEC 9) so a fast answer does not flicker,
 * a success toast follows, a refused save shows the API's message (or "Failed to update profile.")
 * and a server failure goes to /oops/500 (SPEC 8). Returns null when nothing was saved.
 */
export function useProfileSave() {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  return useCallback(
    async <T>(call: () => Promise<T>, successMessage: string): Promise<{ result: T } | null> => {
      try {
        const [result] = await Promise.all([call(), wait(timings.saveSpinnerMs)]);
        showToast({ tone: "success", message: successMessage });
        return { result };
      } catch (error) {
        if (isRefusal(error)) {
          showToast({
            tone: "danger",
            message: describeApiMessage(i18n, error.messageId, messages.profileUpdateFailed.id),
          });
        } else {
          navigate("/oops/500");
        }
        return null;
      }
    },
    [i18n, navigate],
  );
}
