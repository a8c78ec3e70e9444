import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

export interface ModalProps {
  open: boolean;
  /** Called on the close button, Escape and a click on the backdrop; the parent sets `open` false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: "small" | "medium" | "large";
  /** Fills the screen at 768 px and below (the donation flow's welcome modal). */
  fullScreenOnPhone?: boolean;
  /** A dialog asking for a decision (e.g. confirm a withdrawal) may turn this off. */
  closeOnBackdrop?: boolean;
  className?: string;
}

/**
 * Native `<dialog>` opened with showModal(): the browser traps focus, makes the page inert, and
 * returns focus to the opener on close. Escape is turned into `onClose` so the parent stays in charge.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = "medium",
  fullScreenOnPhone = false,
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `rb${useId().replace(/:/g, "")}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Older engines (and jsdom) lack showModal: the dialog still shows, without the inert page.
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);

  const classes = ["rb-modal", `rb-modal--${size}`, fullScreenOnPhone && "rb-modal--full-on-phone", className]
    .filter(Boolean)
    .join(" ");

  return (
    // The backdrop click is a pointer convenience; Escape and the close button cover the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's cancel event
    <dialog
      ref={ref}
      className={classes}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The browser closed it on its own (e.g. a second Escape): tell the parent.
        if (open) onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="rb-modal__surface">
        <header className="rb-modal__header">
          <h2 className="rb-modal__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="rb-modal__close" onClick={onClose} aria-label={t`Close`}>
            <X size={22} aria-hidden="true" />
          </button>
        </header>
        <div className="rb-modal__body">{children}</div>
        {footer && <footer className="rb-modal__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
