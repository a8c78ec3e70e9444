import { useLingui } from "@lingui/react/macro";
import { timings } from "@rimbun/domain/constants";
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";

/** Copies text; a checkmark shows for 1.5 s (SPEC 4). A failed copy is only logged (SPEC 8). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), timings.copyCheckMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      console.error(error);
    }
  };

  return (
    <button
      type="button"
      className="rb-button rb-button--secondary rb-button--small copy-button"
      onClick={copy}
    >
      {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
      <span>{copied ? t`Copied` : (label ?? t`Copy link`)}</span>
      <span className="visually-hidden" role="status">
        {copied ? t`Link copied to the clipboard.` : ""}
      </span>
    </button>
  );
}
