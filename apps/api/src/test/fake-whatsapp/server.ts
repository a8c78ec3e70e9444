import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { whatsAppSignature } from "../../messaging/whatsapp/signature.ts";

/**
 * A strict local stand-in for the WhatsApp Business Platform's Cloud API (`POST /{version}/{phone-number-id}/messages`,
 * template messages only) and its signed webhooks. It refuses what the documented request lacks or has
 * beyond it, templates it does not know, a wrong token; answers slowly, 429 or 5xx when told; knows numbers
 * that are not on WhatsApp (error 131026); and sends statuses and inbound texts, signed with the app secret,
 * to `deliver` (the app's real webhook route in tests).
 */
export interface FakeWhatsAppOptions {
  token: string;
  phoneNumberId: string;
  apiVersion: string;
  appSecret: string;
  /** Registered templates: name → languages and the body's parameter count, and whether it has a URL button. */
  templates: Record<string, { languages: readonly string[]; parameters: number; button?: boolean }>;
  deliver?: (request: { rawBody: string; headers: Record<string, string> }) => Promise<{ status: number }>;
}

export interface SentTemplate {
  id: string;
  to: string;
  template: string;
  language: string;
  body: string[];
  button?: string;
  reference?: string;
}

export interface FakeWhatsApp {
  url: string;
  /** Every message the fake accepted (what the platform would have sent). */
  sent: SentTemplate[];
  /** Every request, accepted or refused. */
  requests: { status: number; body: unknown }[];
  notOnWhatsApp: Set<string>;
  /** The next answers: a status (429, 500, 503) with an error code and an optional Retry-After. */
  failNext(...answers: { status: number; code: number; retryAfter?: number }[]): number;
  /** Delay every answer by this long (a slow platform). */
  slowMs: number;
  /**
   * Accept a message (it is in `sent`: the donor gets it) and only then wait this long before answering:
   * the window in which a caller that dies has sent a message it never recorded.
   */
  stallAcceptedMs: number;
  /** Sends a signed status webhook for a message the fake accepted. */
  status(id: string, status: "sent" | "delivered" | "read" | "failed", errorCode?: number): Promise<number>;
  /** Sends a signed inbound text from a number (`628…`). */
  inbound(from: string, text: string): Promise<number>;
  close(): Promise<void>;
}

const allowed = {
  top: new Set(["messaging_product", "recipient_type", "to", "type", "template", "biz_opaque_callback_data"]),
  template: new Set(["name", "language", "components"]),
  language: new Set(["code", "policy"]),
  body: new Set(["type", "parameters"]),
  button: new Set(["type", "sub_type", "index", "parameters"]),
  parameter: new Set(["type", "text"]),
};

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function only(value: unknown, keys: Set<string>, where: string): Record<string, unknown> {
  if (!isObject(value)) throw new Refusal(400, 100, `(#100) ${where} must be an object`);
  for (const key of Object.keys(value)) {
    if (!keys.has(key)) throw new Refusal(400, 100, `(#100) Param ${where}.${key} is not allowed`);
  }
  return value;
}

function textParameters(value: unknown, where: string): string[] {
  if (!Array.isArray(value)) throw new Refusal(400, 100, `(#100) ${where}.parameters must be an array`);
  return value.map((parameter) => {
    const p = only(parameter, allowed.parameter, `${where}.parameters`);
    if (p.type !== "text" || typeof p.text !== "string" || p.text.length === 0 || p.text.length > 1024)
      throw new Refusal(400, 131008, `(#131008) ${where} parameter must be non-empty text`);
    return p.text;
  });
}

/** The documented template request, or a Refusal as the platform words it. */
function readTemplateRequest(raw: unknown, options: FakeWhatsAppOptions) {
  const body = only(raw, allowed.top, "body");
  if (body.messaging_product !== "whatsapp")
    throw new Refusal(400, 100, "(#100) messaging_product must be whatsapp");
  if (body.recipient_type !== undefined && body.recipient_type !== "individual")
    throw new Refusal(400, 100, "(#100) recipient_type");
  if (body.type !== "template") throw new Refusal(400, 100, "(#100) only template messages here");
  if (typeof body.to !== "string" || !/^\+?\d{8,15}$/.test(body.to)) throw new Refusal(400, 100, "(#100) to");
  const template = only(body.template, allowed.template, "template");
  const language = only(template.language, allowed.language, "template.language");
  const name = String(template.name);
  const registered = options.templates[name];
  if (!registered?.languages.includes(String(language.code)))
    throw new Refusal(404, 132001, "(#132001) Template name does not exist in the translation");
  let bodyParameters: string[] = [];
  let button: string | undefined;
  const components = template.components ?? [];
  if (!Array.isArray(components)) throw new Refusal(400, 100, "(#100) components");
  for (const component of components) {
    if (isObject(component) && component.type === "button") {
      const b = only(component, allowed.button, "button");
      if (b.sub_type !== "url" || b.index !== "0" || !registered.button)
        throw new Refusal(400, 132000, "(#132000) button does not match the template");
      [button] = textParameters(b.parameters, "button");
    } else {
      const c = only(component, allowed.body, "component");
      if (c.type !== "body") throw new Refusal(400, 100, "(#100) component type");
      bodyParameters = textParameters(c.parameters, "body");
    }
  }
  if (bodyParameters.length !== registered.parameters || (registered.button && button === undefined))
    throw new Refusal(
      400,
      132000,
      "(#132000) Number of parameters does not match the expected number of params",
    );
  const reference = body.biz_opaque_callback_data;
  if (reference !== undefined && (typeof reference !== "string" || reference.length > 512))
    throw new Refusal(400, 100, "(#100) biz_opaque_callback_data");
  return {
    to: body.to.replace(/^\+/, ""),
    template: name,
    language: String(language.code),
    body: bodyParameters,
    ...(button === undefined ? {} : { button }),
    ...(reference === undefined ? {} : { reference }),
  };
}

function answer(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

function graphError(code: number, message: string) {
  return {
    error: {
      message,
      type: "OAuthException",
      code,
      error_data: { messaging_product: "whatsapp", details: message },
      fbtrace_id: "Fake",
    },
  };
}

type Forced = { status: number; code: number; retryAfter?: number };

/** What the fake remembers between requests. */
interface FakeState {
  queued: Forced[];
  counter: number;
  sent: SentTemplate[];
  requests: { status: number; body: unknown }[];
  notOnWhatsApp: Set<string>;
  slowMs: number;
  stallAcceptedMs: number;
}

/** `POST /{version}/{phone-number-id}/messages`, judged as strictly as the platform documents it. */
async function handleSend(
  options: FakeWhatsAppOptions,
  state: FakeState,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (state.slowMs > 0) await new Promise((resolve) => setTimeout(resolve, state.slowMs));
  let parsed: unknown = null;
  const reply = (status: number, body: unknown, headers?: Record<string, string>) => {
    state.requests.push({ status, body: parsed });
    answer(response, status, body, headers);
  };
  if (request.method !== "POST" || request.url !== `/${options.apiVersion}/${options.phoneNumberId}/messages`)
    return reply(404, graphError(100, "Unsupported post request"));
  if (request.headers.authorization !== `Bearer ${options.token}`)
    return reply(401, graphError(190, "Invalid OAuth access token"));
  if (!String(request.headers["content-type"]).startsWith("application/json"))
    return reply(400, graphError(100, "(#100) content type"));
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return reply(400, graphError(100, "(#100) body is not JSON"));
  }
  const forced = state.queued.shift();
  if (forced) {
    const headers: Record<string, string> =
      forced.retryAfter === undefined ? {} : { "retry-after": String(forced.retryAfter) };
    return reply(forced.status, graphError(forced.code, `(#${forced.code}) forced`), headers);
  }
  try {
    const message = readTemplateRequest(parsed, options);
    if (state.notOnWhatsApp.has(message.to))
      return reply(400, graphError(131026, "(#131026) Message undeliverable"));
    state.counter += 1;
    const id = `wamid.FAKE${String(state.counter).padStart(6, "0")}`;
    state.sent.push({ id, ...message });
    if (state.stallAcceptedMs > 0) await new Promise((resolve) => setTimeout(resolve, state.stallAcceptedMs));
    return reply(200, {
      messaging_product: "whatsapp",
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id, message_status: "accepted" }],
    });
  } catch (error) {
    if (error instanceof Refusal) return reply(error.status, graphError(error.code, error.message));
    throw error;
  }
}

/** One `messages` webhook delivery, signed with the app secret as the platform signs it. */
async function sendWebhook(options: FakeWhatsAppOptions, value: Record<string, unknown>): Promise<number> {
  const metadata = { display_phone_number: "6281100000000", phone_number_id: options.phoneNumberId };
  const rawBody = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "FAKE_WABA",
        changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata, ...value } }],
      },
    ],
  });
  if (!options.deliver) return 0;
  const headers = {
    "content-type": "application/json",
    "x-hub-signature-256": whatsAppSignature(rawBody, options.appSecret),
  };
  return (await options.deliver({ rawBody, headers })).status;
}

export async function startFakeWhatsApp(options: FakeWhatsAppOptions): Promise<FakeWhatsApp> {
  const state: FakeState = {
    queued: [],
    counter: 0,
    sent: [],
    requests: [],
    notOnWhatsApp: new Set<string>(),
    slowMs: 0,
    stallAcceptedMs: 0,
  };
  const server = createServer((request, response) => {
    handleSend(options, state, request, response).catch((error: unknown) =>
      answer(response, 500, graphError(1, String(error))),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fake WhatsApp did not listen");
  const timestamp = () => String(Math.floor(Date.now() / 1000) + state.counter++);

  return Object.assign(state, {
    url: `http://127.0.0.1:${address.port}`,
    failNext: (...answers: Forced[]) => state.queued.push(...answers),
    status(id: string, status: "sent" | "delivered" | "read" | "failed", errorCode?: number) {
      const message = state.sent.find((candidate) => candidate.id === id);
      const step = {
        id,
        status,
        timestamp: timestamp(),
        recipient_id: message?.to ?? "",
        ...(message?.reference ? { biz_opaque_callback_data: message.reference } : {}),
        ...(errorCode ? { errors: [{ code: errorCode, title: "failed" }] } : {}),
      };
      return sendWebhook(options, { statuses: [step] });
    },
    inbound(from: string, text: string) {
      const message = {
        from,
        id: `wamid.IN${timestamp()}`,
        timestamp: timestamp(),
        type: "text",
        text: { body: text },
      };
      return sendWebhook(options, {
        contacts: [{ profile: { name: "Donor" }, wa_id: from }],
        messages: [message],
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
