import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rimbun/ui";
import { Copy, Download } from "lucide-react";
import { useState } from "react";

/**
 * The recovery codes, shown once: each signs in once instead of an app code. Copy them or download
 * them as a text file; the API never shows them again.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const text = `${t`Rimbun Lestari recovery codes (each works once)`}\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "rimbun-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="two-factor__codes">
      <p>
        <Trans>
          If you lose your phone, each of these codes signs you in once instead of an app code. Keep them
          somewhere safe, away from your phone: this is the only time they are shown.
        </Trans>
      </p>
      <ol className="two-factor__code-list" aria-label={t`Recovery codes`} translate="no">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor__code-actions">
        <Button variant="secondary" icon={<Copy size={18} aria-hidden="true" />} onClick={copy}>
          <Trans>Copy codes</Trans>
        </Button>
        <Button variant="secondary" icon={<Download size={18} aria-hidden="true" />} onClick={download}>
          <Trans>Download as a text file</Trans>
        </Button>
      </div>
      <p className="two-factor__live" role="status">
        {copied ? <Trans>Codes copied.</Trans> : null}
      </p>
    </div>
  );
}
