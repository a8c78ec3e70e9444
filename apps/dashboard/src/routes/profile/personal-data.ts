import type { PersonalDataExport } from "../../lib/api.ts";

const csvColumns = [
  "local_id",
  "created_at",
  "paid_at",
  "type",
  "status",
  "amount",
  "channel",
  "campaign",
  "referral_code",
  "fullname",
  "email",
  "phone",
] as const;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading `= + - @` (or tab/CR)
 * gets an apostrophe so a spreadsheet never runs a typed name as a formula.
 */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The donations of the export as CSV (one row per donation, amounts in whole rupiah). */
export function donationsCsv(data: Pick<PersonalDataExport, "donations">): string {
  const rows = data.donations.map((gift) =>
    csvColumns.map((column) => csvCell(gift[column as keyof typeof gift])).join(","),
  );
  return `${[csvColumns.join(","), ...rows].join("\r\n")}\r\n`;
}

/** Saves text as a file through a temporary link (the browser's own download). */
export function saveFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `rimbun-<what>-YYYY-MM-DD.<ext>`, dated by the export's own time. */
export function exportFileName(what: string, exportedAt: string, extension: string): string {
  return `rimbun-${what}-${exportedAt.slice(0, 10)}.${extension}`;
}
