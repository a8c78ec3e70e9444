import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { whatsAppIdOf } from "../phone-number.ts";
import { MessagingError, type MessagingProvider, type TemplateMessage } from "../port.ts";
import { isWhatsAppTemplate, whatsAppTemplates } from "../templates.ts";

export const whatsAppDefaultTimeoutMs = 15_000;

/** The platform's error codes this adapter acts on (docs/decisions/whatsapp.md). */
export const whatsAppErrorCodes = {
  notOnWhatsApp: 131026,
  throughput: 130429,
  pairRateLimit: 131056,
  reEngagement: 131047,
} as const;

export interface WhatsAppOptions {
  token: string;
  phoneNumberId: string;
  apiVersion: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** `POST /{version}/{phone-number-id}/messages`'s template body, exactly the documented fields. */
export function templateRequestBody(message: TemplateMessage) {
  const components: unknown[] = [];
  if (message.body.length > 0) {
    components.push({ type: "body", parameters: message.body.map((text) => ({ type: "text", text })) });
  }
  if (message.button !== undefined) {
    components.push({
      type: "button",
      sub_type: "url",
      index: "0",
      parameters: [{ type: "text", text: message.button }],
    });
  }
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: whatsAppIdOf(message.to),
    type: "template",
    template: { name: message.template, language: { code: message.locale }, components },
    biz_opaque_callback_data: message.reference,
  };
}

interface GraphError {
  error?: { code?: number; message?: string };
}

/** How long the platform asks us to wait: Retry-After (seconds), else a minute (its limits reset within one). */
function retryAfterMs(header: string | string[] | undefined): number {
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : 60_000;
}

/** The platform's refusal as the port's typed error. */
export function errorOfAnswer(status: number, body: GraphError, retryAfter: string | string[] | undefined) {
  const code = body.error?.code ?? 0;
  const text = `WhatsApp ${status} (#${code}) ${body.error?.message ?? ""}`.trim();
  if (code === whatsAppErrorCodes.notOnWhatsApp) return new MessagingError("not-on-whatsapp", code, text);
  if (status === 429 || code === whatsAppErrorCodes.throughput || code === whatsAppErrorCodes.pairRateLimit) {
    return new MessagingError("rate-limited", code, text, { retryAfterMs: retryAfterMs(retryAfter) });
  }
  if (status >= 500) return new MessagingError("temporary", code, text);
  return new MessagingError("permanent", code, text);
}

/** The answer's message id, or the port's typed error for its status and body. */
function readAnswer(
  status: number,
  text: string,
  retryAfter: string | string[] | undefined,
): string | MessagingError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = {};
  }
  if (status !== 200) return errorOfAnswer(status, body as GraphError, retryAfter);
  const id = (body as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
  return typeof id === "string" && id.length > 0
    ? id
    : new MessagingError("unknown-outcome", 0, "WhatsApp 200 without a message id");
}

/** Where every send goes and how: the keep-alive agent, the path with version and number id, the token. */
interface Connection {
  base: URL;
  agent: HttpAgent | HttpsAgent;
  path: string;
  token: string;
  timeoutMs: number;
}

/** One POST of a JSON body: the message id, or a MessagingError (a refused connection: `temporary`). */
function post(connection: Connection, payload: string): Promise<string> {
  const { base } = connection;
  const send = base.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<string>((resolve, reject) => {
    let answered = false;
    const request = send(
      {
        agent: connection.agent,
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        path: connection.path,
        method: "POST",
        headers: {
          authorization: `Bearer ${connection.token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
        timeout: connection.timeoutMs,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", (error) =>
          reject(new MessagingError("unknown-outcome", 0, error.message, { cause: error })),
        );
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const result = readAnswer(response.statusCode ?? 0, text, response.headers["retry-after"]);
          if (typeof result === "string") resolve(result);
          else reject(result);
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${connection.timeoutMs} ms`)));
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      // Refused before anything was sent: nothing reached the platform, a retry is safe.
      const beforeSending = ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"].includes(error.code ?? "");
      const kind = beforeSending ? "temporary" : "unknown-outcome";
      reject(new MessagingError(kind, 0, error.message, { cause: error }));
    });
    request.end(payload);
  });
}

/**
 * The Cloud API adapter: one keep-alive agent per process (like the Xendit client), a bearer token, and
 * answers read into the port's typed errors. A request that left without an answer is `unknown-outcome`.
 */
export function createWhatsAppProvider(options: WhatsAppOptions): MessagingProvider {
  const base = new URL(options.baseUrl);
  const connection: Connection = {
    base,
    agent:
      base.protocol === "https:"
        ? new HttpsAgent({ keepAlive: true, maxSockets: 64 })
        : new HttpAgent({ keepAlive: true, maxSockets: 64 }),
    path: `${base.pathname.replace(/\/+$/, "")}/${options.apiVersion}/${options.phoneNumberId}/messages`,
    token: options.token,
    timeoutMs: options.timeoutMs ?? whatsAppDefaultTimeoutMs,
  };
  return {
    code: "whatsapp",
    sendTemplate(message) {
      if (
        !isWhatsAppTemplate(message.template) ||
        whatsAppTemplates[message.template].parameters.length !== message.body.length
      ) {
        const text = `template ${message.template} with ${message.body.length} parameters`;
        return Promise.reject(new MessagingError("permanent", 0, text));
      }
      return post(connection, JSON.stringify(templateRequestBody(message)));
    },
  };
}
