import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Blocks Escape and the close button while a call is in flight. */
  busy?: boolean;
}

/** Native `<dialog>` (DESIGN): showModal traps focus, Escape closes, the title labels it. */
export function Dialog({ open, onClose, title, children, busy = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useLingui();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="app-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open ? (
        <div className="app-dialog__body">
          <div className="app-dialog__head">
            <h2 className="app-dialog__title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="app-dialog__close" onClick={onClose} disabled={busy}>
              <X size={20} aria-hidden="true" />
              <span className="visually-hidden">{t`Close`}</span>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
