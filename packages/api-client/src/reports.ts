import type { ReportExportDataset, ReportExportFormat, ResponseOf } from "@rimbun/contract";
import { type ApiClientConfig, ApiError, call, DEFAULT_TIMEOUT_MS, type Envelope } from "./http.ts";

export type {
  IncomeKind,
  Report,
  ReportExportDataset,
  ReportExportFormat,
  ReportMonth,
} from "@rimbun/contract";

/** Jakarta days, both inclusive; either may be left out (the API's default: the last 12 months). */
export interface ReportRange {
  startDate?: string;
  endDate?: string;
}

/** GET /v1/admin/reports (staff): income, monthly donors, MRR, failed payments, points, payouts, campaigns. */
export function getReport(
  config: ApiClientConfig,
  range: ReportRange = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getReport">> {
  return call(config, "getReport", "/v1/admin/reports", {
    query: { startDate: range.startDate, endDate: range.endDate },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

export interface ReportFile {
  blob: Blob;
  filename: string;
  rows: number;
  /** The range held more rows than a file may (the file has the first ones). */
  truncated: boolean;
}

/**
 * GET /v1/admin/reports/export (staff, audited): donations, donors or payouts of a range as CSV
 * (UTF-8 with BOM) or XLSX, answered as a file. Refusals come back in the API's envelope.
 */
export async function downloadReportExport(
  config: ApiClientConfig,
  request: ReportRange & { dataset: ReportExportDataset; format: ReportExportFormat },
): Promise<ReportFile> {
  const url = new URL(
    "v1/admin/reports/export",
    config.baseUrl.endsWith("/") ? config.baseUrl : `${config.baseUrl}/`,
  );
  for (const [key, value] of Object.entries(request)) if (value) url.searchParams.set(key, value);
  const token = typeof config.token === "function" ? config.token() : config.token;
  let response: Response;
  try {
    response = await (config.fetch ?? globalThis.fetch)(url.toString(), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: "include",
      // A year of donations takes a while to write.
      signal: AbortSignal.timeout(Math.max(config.timeoutMs ?? DEFAULT_TIMEOUT_MS, 120_000)),
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === "AbortError" || error.name === "TimeoutError"))
      throw error;
    throw new ApiError(0, "NETWORK", "error.internal");
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => ({}))) as Partial<Envelope<unknown>>;
    if (response.status === 401) config.onUnauthorized?.();
    throw new ApiError(
      response.status,
      envelope.code ?? "HTTP_ERROR",
      envelope.message ?? "error.internal",
      envelope.fields ?? {},
    );
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename =
    /filename="([^"]+)"/.exec(disposition)?.[1] ?? `rimbun-${request.dataset}.${request.format}`;
  return {
    blob: await response.blob(),
    filename,
    rows: Number(response.headers.get("x-export-rows") ?? 0),
    truncated: response.headers.get("x-export-truncated") === "true",
  };
}
