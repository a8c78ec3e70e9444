import { Trans, useLingui } from "@lingui/react/macro";
import { OFFLINE_PROOF_MAX_BYTES } from "@rimbun/domain/offline-gifts";
import type { ReactNode } from "react";
import { ChoiceProblem } from "../../components/dialog-parts.tsx";

/** The form's values as typed (the API judges them again). */
export interface GiftDraft {
  fullname: string;
  email: string;
  phone: string;
  locale: "id" | "en";
  date: string;
  amount: string;
  campaign: string;
  method: "bank_transfer" | "cash";
  reason: string;
}

/** A labelled select or textarea with its problem under it (the ui package's TextField covers inputs). */
export function LabelledControl({
  id,
  label,
  problem,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  problem: string | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rb-field">
      <label className="rb-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="rb-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <ChoiceProblem id={`${id}-error`} text={problem} />
    </div>
  );
}

const proofTypes = ["image/jpeg", "image/png", "image/webp", "application/pdf"];

/** The proof: a picture or a PDF, checked here for type and size and again, by its bytes, by the API. */
export function ProofField({
  required,
  problem,
  onPick,
}: {
  required: boolean;
  problem: string | null;
  onPick: (file: File | null, problem: string | null) => void;
}) {
  const { t } = useLingui();
  return (
    <LabelledControl
      id="gift-proof"
      label={required ? <Trans>Proof of the transfer</Trans> : <Trans>Proof (optional for cash)</Trans>}
      problem={problem}
      hint={
        <Trans>
          A photo or screenshot (JPEG, PNG, WebP) or a PDF, at most 2.5 MB. Only staff can open it.
        </Trans>
      }
    >
      <input
        id="gift-proof"
        type="file"
        accept={proofTypes.join(",")}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`gift-proof-hint${problem ? " gift-proof-error" : ""}`}
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          if (!picked) return onPick(null, null);
          if (!proofTypes.includes(picked.type))
            return onPick(null, t`Choose a picture (JPEG, PNG, WebP) or a PDF.`);
          if (picked.size > OFFLINE_PROOF_MAX_BYTES) return onPick(null, t`This file is larger than 2.5 MB.`);
          onPick(picked, null);
        }}
      />
    </LabelledControl>
  );
}
