import type { ResponseOf } from "@rimbun/contract";
import { type ApiClientConfig, ApiError, call, DEFAULT_TIMEOUT_MS, type Envelope } from "./http.ts";

export type { Tribute } from "@rimbun/contract";

/** GET /v1/tributes: the signed-in donor's gifts in someone's name (docs/product/donation-flow.md#gifts-in-someones-name). */
export function listTributes(config: ApiClientConfig): Promise<ResponseOf<"listTributes">> {
  return call(config, "listTributes", "/v1/tributes");
}

/** PUT /v1/tributes/{localId}/day: the card to another day (409 once it is due or sent). */
export function changeTributeDay(
  config: ApiClientConfig,
  localId: string,
  sendOn: string,
): Promise<ResponseOf<"changeTributeDay">> {
  return call(config, "changeTributeDay", `/v1/tributes/${encodeURIComponent(localId)}/day`, {
    method: "PUT",
    json: { send_on: sendOn },
  });
}

/** POST /v1/tributes/{localId}/resend: the card now, or again (409 while one is on its way). */
export function resendTribute(
  config: ApiClientConfig,
  localId: string,
): Promise<ResponseOf<"resendTribute">> {
  return call(config, "resendTribute", `/v1/tributes/${encodeURIComponent(localId)}/resend`, {
    method: "POST",
  });
}

export interface CertificateFile {
  blob: Blob;
  filename: string;
}

/**
 * The certificate PDF of a gift in someone's name, in `locale`: with the session (`localId`), or with a
 * mailed receipt link's token (a guest; the token in a header, never in the URL, no cookies sent).
 */
export async function downloadTributeCertificate(
  config: ApiClientConfig,
  request: { locale: "id" | "en" } & ({ localId: string } | { linkToken: string }),
): Promise<CertificateFile> {
  const path =
    "localId" in request
      ? `v1/tributes/${encodeURIComponent(request.localId)}/certificate`
      : "v1/tributes/certificate/by-link";
  const url = new URL(path, config.baseUrl.endsWith("/") ? config.baseUrl : `${config.baseUrl}/`);
  url.searchParams.set("locale", request.locale);
  const token = typeof config.token === "function" ? config.token() : config.token;
  const headers: Record<string, string> = {};
  if ("linkToken" in request) headers["x-link-token"] = request.linkToken;
  else if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await (config.fetch ?? globalThis.fetch)(url.toString(), {
      headers,
      credentials: "linkToken" in request ? "omit" : "include",
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === "AbortError" || error.name === "TimeoutError"))
      throw error;
    throw new ApiError(0, "NETWORK", "error.internal");
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => ({}))) as Partial<Envelope<unknown>>;
    if (response.status === 401) config.onUnauthorized?.();
    throw new ApiError(response.status, envelope.code ?? "HTTP_ERROR", envelope.message ?? "error.internal");
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  return {
    blob: await response.blob(),
    filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? "certificate.pdf",
  };
}
