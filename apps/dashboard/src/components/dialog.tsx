import { Modal } from "@rimbun/ui";
import type { ReactNode } from "react";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** While a call is in flight Escape, the backdrop and the close button do nothing. */
  busy?: boolean;
}

/** The shared Modal (native `<dialog>`), kept from closing while the dialog's call runs. */
export function Dialog({ open, onClose, title, children, busy = false }: DialogProps) {
  return (
    <Modal open={open} onClose={busy ? () => {} : onClose} title={title} size="small" closeOnBackdrop={!busy}>
      {children}
    </Modal>
  );
}
