import { useLingui } from "@lingui/react/macro";
import { timings } from "@rimbun/domain/constants";
import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

export type ToastTone = "success" | "error" | "info";

export interface ToastMessage {
  readonly id: number;
  readonly tone: ToastTone;
  readonly message: ReactNode;
}

export interface ToastProps {
  tone?: ToastTone;
  message: ReactNode;
  onDismiss: () => void;
  /** Toasts hide after 3 seconds (docs/product/accounts.md#dashboard-layout). */
  durationMs?: number;
}

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

export function Toast({ tone = "info", message, onDismiss, durationMs = timings.toastMs }: ToastProps) {
  const { t } = useLingui();
  const Icon = icons[tone];
  // Keep the latest callback without restarting the timer on each parent render.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const timer = setTimeout(() => dismiss.current(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);
  const toneLabel = { success: t`Success`, error: t`Error`, info: t`Information` }[tone];
  return (
    <div className={`rb-toast rb-toast--${tone}`}>
      <Icon className="rb-toast__icon" size={20} aria-hidden="true" />
      <p className="rb-toast__message">
        <span className="visually-hidden">{toneLabel}: </span>
        {message}
      </p>
      <button type="button" className="rb-toast__close" onClick={onDismiss} aria-label={t`Dismiss`}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}

export interface ToastRegionProps {
  toasts: readonly ToastMessage[];
  onDismiss: (id: number) => void;
  durationMs?: number;
}

/** Always in the DOM so screen readers pick up toasts added later (a live region must exist first). */
export function ToastRegion({ toasts, onDismiss, durationMs }: ToastRegionProps) {
  const { t } = useLingui();
  return (
    <section className="rb-toast-region" aria-label={t`Notifications`}>
      <div role="status" aria-live="polite" className="rb-toast-region__list">
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            tone={toast.tone}
            message={toast.message}
            onDismiss={() => onDismiss(toast.id)}
            durationMs={durationMs}
          />
        ))}
      </div>
    </section>
  );
}

interface ToastApi {
  show: (message: ReactNode, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the app's toasts and renders the region once; screens call `useToast().show(...)`. */
export function ToastProvider({ children, durationMs }: { children: ReactNode; durationMs?: number }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);
  const show = useCallback((message: ReactNode, tone: ToastTone = "info") => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, tone, message }]);
  }, []);
  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} durationMs={durationMs} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a <ToastProvider> above it");
  return api;
}
