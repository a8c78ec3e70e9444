import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rimbun/ui";
import { Check, Copy } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

const confirmationMs = 4000;

/**
 * One snippet to paste on a partner's site: shown in full (selectable, for a browser that refuses the
 * clipboard) with a copy button; the confirmation is spoken by screen readers through a status region.
 */
export function CopySnippet({ label, hint, snippet }: { label: string; hint: ReactNode; snippet: string }) {
  const { t } = useLingui();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(snippet);
      setStatus("copied");
      timer.current = setTimeout(() => setStatus("idle"), confirmationMs);
    } catch {
      // The clipboard can be refused (permissions, an old browser): the code is selected to copy by hand.
      box.current?.focus();
      box.current?.select();
      setStatus("failed");
    }
  }

  return (
    <div className="rb-field embed-snippet">
      <label className="rb-field__label" htmlFor={`${id}-code`}>
        {label}
      </label>
      <p className="rb-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <textarea
        ref={box}
        id={`${id}-code`}
        className="rb-input embed-snippet__code"
        readOnly
        rows={4}
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="embed-snippet__actions">
        <Button
          variant="secondary"
          size="small"
          icon={
            status === "copied" ? (
              <Check size={16} aria-hidden="true" />
            ) : (
              <Copy size={16} aria-hidden="true" />
            )
          }
          // Which of the two codes, for a screen reader's list of buttons; the visible words come first.
          aria-label={t`Copy code: ${label}`}
          onClick={() => void copy()}
        >
          <Trans>Copy code</Trans>
        </Button>
        <span className="embed-snippet__status" role="status">
          {status === "copied"
            ? t`Copied. Paste it into the partner's page.`
            : status === "failed"
              ? t`The browser did not allow copying: the code is selected, press Ctrl+C to copy it.`
              : ""}
        </span>
      </div>
    </div>
  );
}
