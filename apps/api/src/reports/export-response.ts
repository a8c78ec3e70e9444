import type { ReportExportDataset, ReportExportFormat } from "@rimbun/contract";
import type { DateRange } from "@rimbun/domain/dates";
import writeXlsxFile from "write-excel-file/node";
import type { AppContext } from "../platform/context.ts";
import { type Cell, csvLine, exportDefinitions, exportRows, neutralizeFormula } from "./exports.ts";

/** The CSV streams (a page of rows in memory at a time); the XLSX is built in memory, so it holds fewer. */
export const EXPORT_MAX_ROWS: Record<ReportExportFormat, number> = { csv: 100_000, xlsx: 20_000 };

const BOM = "\uFEFF";
const contentTypes: Record<ReportExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * Counts the range's rows first (so the headers can say how many the file has and whether the cap cut
 * it), calls `recorded` (the audit entry) before any byte is sent, then answers the file.
 */
export async function sendExport(
  c: AppContext,
  request: { dataset: ReportExportDataset; format: ReportExportFormat; range: DateRange },
  recorded: (rows: number, truncated: boolean) => Promise<void>,
): Promise<Response> {
  const db = c.get("services").db;
  const definition = exportDefinitions[request.dataset];
  const max = EXPORT_MAX_ROWS[request.format];
  const total = await definition.count(db, request.range);
  const rows = Math.min(total, max);
  await recorded(rows, total > max);
  const filename = `rimbun-${request.dataset}-${request.range.startDate}-${request.range.endDate}.${request.format}`;
  const headers = {
    "content-type": contentTypes[request.format],
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "no-store",
    "x-export-rows": String(rows),
    "x-export-truncated": String(total > max),
    "access-control-expose-headers": "content-disposition, x-export-rows, x-export-truncated",
  };
  if (request.format === "xlsx") {
    const sheet: Cell[][] = [definition.header];
    for await (const page of exportRows(db, definition, request.range, max)) sheet.push(...page);
    const data = sheet.map((row) =>
      row.map((cell) => (typeof cell === "string" ? { type: String, value: neutralizeFormula(cell) } : cell)),
    );
    const buffer = await writeXlsxFile(data, { sheet: request.dataset }).toBuffer();
    return new Response(new Uint8Array(buffer), { status: 200, headers });
  }
  const encoder = new TextEncoder();
  const pages = exportRows(db, definition, request.range, max);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + csvLine(definition.header)));
    },
    async pull(controller) {
      const next = await pages.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
  return new Response(stream, { status: 200, headers });
}
