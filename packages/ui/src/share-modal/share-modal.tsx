import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CopyField } from "../copy-field/copy-field.tsx";
import { Modal } from "../modal/modal.tsx";
import { ShareButtons } from "../share-buttons/share-buttons.tsx";

export interface ShareModalProps {
  open: boolean;
  onClose: () => void;
  link: string;
  /** Invitation text, already translated. */
  text: string;
  title?: ReactNode;
  /** A line above the buttons, e.g. why sharing helps. */
  description?: ReactNode;
  /** Shown in the copy field instead of the full link (the truncated referral link). */
  displayLink?: string;
}

export function ShareModal({ open, onClose, link, text, title, description, displayLink }: ShareModalProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={title ?? t`Share`} size="small">
      <div className="rb-stack">
        {description && <p className="rb-share-modal__description">{description}</p>}
        <ShareButtons link={link} text={text} />
        <CopyField label={t`Or copy the link`} value={link} displayValue={displayLink} />
      </div>
    </Modal>
  );
}
