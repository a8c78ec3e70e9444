import { Trans, useLingui } from "@lingui/react/macro";
import type { DateRange } from "@rimbun/domain/dates";
import { formatNumber, toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { Download } from "lucide-react";
import { useState } from "react";
import {
  ApiError,
  downloadReportExport,
  type ReportExportDataset,
  type ReportExportFormat,
} from "../../lib/api.ts";
import { describeApiMessage } from "../../lib/api-errors.ts";

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

type Busy = `${ReportExportDataset}.${ReportExportFormat}` | null;

/** The accountant's files: donations, donors and payouts of the filter's range, CSV or XLSX. */
export function ExportPanel({ range }: { range: DateRange }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const [busy, setBusy] = useState<Busy>(null);
  const [status, setStatus] = useState<string>("");
  const datasets: { id: ReportExportDataset; label: string }[] = [
    { id: "donations", label: t`Donations` },
    { id: "donors", label: t`Donors` },
    { id: "payouts", label: t`Payouts` },
    { id: "matches", label: t`Partner matches` },
    { id: "partners", label: t`Gifts through partners' sites` },
  ];

  async function download(dataset: ReportExportDataset, format: ReportExportFormat) {
    setBusy(`${dataset}.${format}`);
    setStatus("");
    try {
      const file = await downloadReportExport({ dataset, format, ...range });
      saveFile(file.blob, file.filename);
      const rows = formatNumber(file.rows, locale);
      setStatus(
        file.truncated
          ? t`Downloaded ${file.filename}: the first ${rows} rows only. Choose a shorter range for the rest.`
          : t`Downloaded ${file.filename} (${rows} rows).`,
      );
    } catch (error) {
      const reason = describeApiMessage(i18n, error instanceof ApiError ? error.messageId : "error.internal");
      setStatus(t`The export failed: ${reason}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="rb-card reports-exports" aria-labelledby="reports-exports-title">
      <h2 id="reports-exports-title" className="reports__title">
        <Trans>Exports for the accountant</Trans>
      </h2>
      <p className="reports__hint">
        <Trans>
          The filter's range. CSV opens in Excel (UTF-8); names only, no phone numbers, e-mails masked. Every
          export is recorded in the audit log.
        </Trans>
      </p>
      <ul className="reports-exports__list">
        {datasets.map((dataset) => (
          <li key={dataset.id} className="reports-exports__row">
            <span className="reports-exports__name">{dataset.label}</span>
            {(["csv", "xlsx"] as const).map((format) => (
              <Button
                key={format}
                variant="secondary"
                size="small"
                icon={<Download size={16} aria-hidden="true" />}
                loading={busy === `${dataset.id}.${format}`}
                disabled={busy !== null && busy !== `${dataset.id}.${format}`}
                aria-label={`${dataset.label} ${format.toUpperCase()}`}
                onClick={() => download(dataset.id, format)}
              >
                {format.toUpperCase()}
              </Button>
            ))}
          </li>
        ))}
      </ul>
      <p className="reports__hint" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
