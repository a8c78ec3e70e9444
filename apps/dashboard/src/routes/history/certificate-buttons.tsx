import { useLingui } from "@lingui/react/macro";
import { Button } from "@rimbun/ui/button/button";
import { useState } from "react";
import { downloadTributeCertificate } from "../../lib/api.ts";

/** Hands a downloaded file to the browser as a download. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whose certificate: the signed-in donor's gift, or the gift a mailed receipt link names. */
export type CertificateOf = { localId: string } | { linkToken: string };

/**
 * A gift in someone's name's certificate in either language (docs/product/donation-flow.md#gifts-in-someones-name),
 * from the history or from the receipt page a guest opens from the mail.
 */
export function CertificateButtons({ of }: { of: CertificateOf }) {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download(locale: "id" | "en") {
    setDownloading(true);
    setFailed(false);
    try {
      const file = await downloadTributeCertificate({ ...of, locale });
      saveFile(file.blob, file.filename);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <>
      <Button variant="ghost" size="small" disabled={downloading} onClick={() => void download("id")}>
        {t`Certificate (Indonesian)`}
      </Button>
      <Button variant="ghost" size="small" disabled={downloading} onClick={() => void download("en")}>
        {t`Certificate (English)`}
      </Button>
      {failed ? <p role="alert">{t`The certificate could not be downloaded. Please try again.`}</p> : null}
    </>
  );
}
