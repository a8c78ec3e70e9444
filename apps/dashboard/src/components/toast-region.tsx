import { ToastRegion as SharedToastRegion } from "@rimbun/ui";
import { type ToastTone, useToastStore } from "../app/toast-store.ts";

// The shared region knows three tones; a warning (Incomplete Profile) asks for action like an error.
const sharedTone = {
  success: "success",
  danger: "error",
  warning: "error",
  info: "info",
} as const satisfies Record<ToastTone, "success" | "error" | "info">;

/**
 * The dashboard's toasts in the shared live region; each hides after 3 s
 * (docs/product/accounts.md#dashboard-layout).
 */
export function ToastRegion() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <SharedToastRegion
      toasts={toasts.map((toast) => ({
        id: toast.id,
        tone: sharedTone[toast.tone],
        message: (
          <>
            {toast.title ? <strong className="app-toast__title">{toast.title}</strong> : null}
            <span>{toast.message}</span>
          </>
        ),
      }))}
      onDismiss={dismiss}
    />
  );
}
