import { useLingui } from "@lingui/react/macro";
import { useToastStore } from "../app/toast-store.ts";

/** Toasts announce through a polite live region (DESIGN); errors interrupt (assertive). */
export function ToastRegion() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const { t } = useLingui();
  return (
    <div className="app-toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`app-toast app-toast--${toast.tone}`}
          role={toast.tone === "danger" ? "alert" : "status"}
        >
          <div className="app-toast__text">
            {toast.title ? <strong className="app-toast__title">{toast.title}</strong> : null}
            <span>{toast.message}</span>
          </div>
          <button
            type="button"
            className="app-toast__close"
            onClick={() => dismiss(toast.id)}
            aria-label={t`Close notification`}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
