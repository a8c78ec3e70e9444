/**
 * The embed loader a partner pastes as one script tag (docs/embed.md, docs/decisions/embed-loader.md):
 *
 *   <script async src="https://<site>/embed.js" data-rimbun-embed="<id>" data-locale="id|en"
 *     data-presets="50000,100000" data-colour="#0b6e4f" data-meter="true"
 *     style="display:block;height:176px"></script>
 *
 * It reserves the widget's whole size the moment it runs, then fills a shadow root (no CSS crosses
 * either way) with the goal meter and the donate buttons. A button opens our flow page in a modal
 * dialog (a new tab on a very small screen); the provider's page opens in the top window, never in the
 * frame. Built to one file, /embed.js, by src/integrations/embed-loader.ts; no framework, ≤ 8 KB gz.
 */
import { embedMessageTypes } from "../embed-messages.ts";

/** What /embed/config/<id> answers (src/pages/embed/config/[id].ts). */
interface EmbedConfig {
  id: string;
  locale: "id" | "en";
  colour: string;
  title: string;
  presets: { amount: number; text: string; label: string }[];
  meter: { text: string; donors: string; percent: number | null; label: string } | null;
  words: { donate: string; dialogTitle: string; close: string; openInNewTab: string };
  ignored: string[];
  allowed_origins: string[];
  flow_path: string;
}

const say = (message: string) => `Rimbun embed: ${message}`;

/** Below this the dialog leaves too little of the flow in view: the flow opens in a new tab instead. */
const DIALOG_MIN = { width: 320, height: 440 };

/** Fixed heights (px): the space is reserved before anything loads, so nothing on the page moves. */
const HEIGHT = { meter: 68, presets: 44, donate: 48, gap: 8 };

const STYLE = `
:host{all:initial;display:block;contain:content}
*{box-sizing:border-box}
.w{display:grid;gap:${HEIGHT.gap}px;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2d1f}
.m{height:${HEIGHT.meter}px;display:grid;align-content:center;gap:4px}
.m p{margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.t{font-weight:700}.d{font-size:13px}
.bar{height:8px;border-radius:4px;background:#e3e7e3;overflow:hidden}
.bar span{display:block;height:100%;background:var(--c)}
.p{height:${HEIGHT.presets}px;display:flex;gap:8px;overflow-x:auto;scrollbar-width:none}
button,a.b{font:inherit;font-weight:700;border-radius:8px;border:2px solid var(--c);cursor:pointer;min-height:44px;padding:0 14px;white-space:nowrap}
.p button{background:#fff;color:var(--c);flex:0 0 auto}
.go{height:${HEIGHT.donate}px;width:100%;background:var(--c);color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #f2b134;outline-offset:2px}
dialog{padding:0;border:0;border-radius:12px;width:min(960px,calc(100vw - 32px));height:min(880px,calc(100vh - 32px));max-width:none;max-height:none;overflow:hidden;background:#fff}
dialog::backdrop{background:rgba(0,0,0,.55)}
dialog[open]{display:flex;flex-direction:column}
@media (max-width:640px){dialog{width:100vw;height:100vh;border-radius:0}}
.h{display:flex;align-items:center;gap:12px;padding:8px 8px 8px 16px;border-bottom:1px solid #dfe5df;font:15px/1.4 system-ui,sans-serif;color:#1f2d1f}
.h h2{flex:1;font-size:16px;margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.h a{color:#1e5c33;font-size:14px}
.x{background:#fff;color:#1f2d1f;border-color:#6b756b;min-width:44px;padding:0 10px}
iframe{flex:1;width:100%;border:0}
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A constructed sheet where the browser has one (no inline <style> for the partner's CSP to refuse). */
function addStyle(root: ShadowRoot): void {
  if ("adoptedStyleSheets" in root && typeof CSSStyleSheet === "function") {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(STYLE);
      root.adoptedStyleSheets = [sheet];
      return;
    } catch {
      // An older engine: the <style> below.
    }
  }
  root.append(element("style", {}, STYLE));
}

function reservedHeight(withMeter: boolean): number {
  return (withMeter ? HEIGHT.meter + HEIGHT.gap : 0) + HEIGHT.presets + HEIGHT.gap + HEIGHT.donate;
}

function mount(script: HTMLScriptElement): void {
  const id = script.dataset.rimbunEmbed ?? "";
  const site = new URL(script.src, location.href).origin;
  const host = element("div", { "data-rimbun-embed-host": id });
  // The meter's room is kept unless the snippet turns it off: the code's own default is not known yet.
  const height = reservedHeight(script.dataset.meter !== "false");
  host.style.cssText = `display:block;width:100%;max-width:420px;height:${height}px;overflow:hidden`;
  // The snippet may hold the same room itself (`style="display:block;height:…"` on the script tag,
  // docs/embed.md): the widget takes it over in the same frame, so nothing below it moves at all.
  script.before(host);
  script.style.display = "none";
  const query = new URLSearchParams();
  for (const name of ["locale", "presets", "colour", "meter"] as const) {
    const value = script.dataset[name];
    if (value) query.set(name, value);
  }
  fetch(`${site}/embed/config/${encodeURIComponent(id)}?${query}`, { credentials: "omit" })
    .then((response) => {
      if (response.status === 404) throw new Error(`the code "${id}" is unknown or switched off.`);
      if (!response.ok) throw new Error(`the code "${id}" could not be loaded (${response.status}).`);
      return response.json() as Promise<EmbedConfig>;
    })
    .then((config) => {
      if (!config.allowed_origins.includes(location.origin)) {
        host.remove();
        console.error(
          say(
            `this page's origin ${location.origin} is not on the allowlist of the code "${id}" ` +
              `(${config.allowed_origins.join(", ")}), so nothing is shown. Ask the foundation to add it.`,
          ),
        );
        return;
      }
      if (config.ignored.length > 0) {
        console.warn(say(`ignored ${config.ignored.join(", ")} (not valid; the code's defaults apply).`));
      }
      render(host, config, site);
    })
    .catch((error: unknown) => {
      host.remove();
      console.error(say(error instanceof Error ? error.message : String(error)));
    });
}

function render(host: HTMLElement, config: EmbedConfig, site: string): void {
  const root = host.attachShadow({ mode: "open" });
  addStyle(root);
  const widget = element("div", { class: "w", lang: config.locale });
  widget.style.setProperty("--c", config.colour);
  if (config.meter) widget.append(meter(config.meter));
  const presets = element("div", { class: "p" });
  const dialog = flowDialog(config, site);
  for (const preset of config.presets) {
    const button = element("button", { type: "button", "aria-label": preset.label }, preset.text);
    button.addEventListener("click", () => dialog.open(button, preset.amount));
    presets.append(button);
  }
  const donate = element("button", { type: "button", class: "go" }, config.words.donate);
  donate.setAttribute("aria-label", config.words.dialogTitle);
  donate.addEventListener("click", () => dialog.open(donate, null));
  widget.append(presets, donate);
  root.append(widget, dialog.node);
}

function meter(data: NonNullable<EmbedConfig["meter"]>): HTMLElement {
  const box = element("div", { class: "m", role: "group", "aria-label": data.label });
  box.append(element("p", { class: "t" }, data.text));
  if (data.percent !== null) {
    const bar = element("div", { class: "bar", "aria-hidden": "true" });
    const fill = element("span");
    fill.style.width = `${data.percent}%`;
    bar.append(fill);
    box.append(bar);
  }
  box.append(element("p", { class: "d" }, data.donors));
  return box;
}

/**
 * The modal dialog around our flow page: focus moves in (to its close button), Escape and the close
 * button close it (Escape inside the frame arrives as a message), focus returns to the button pressed.
 */
function flowDialog(config: EmbedConfig, site: string) {
  const node = element("dialog", { "aria-labelledby": "rimbun-embed-title" });
  const bar = element("div", { class: "h" });
  const title = element("h2", { id: "rimbun-embed-title" }, config.words.dialogTitle);
  const newTab = element("a", { target: "_blank", rel: "noopener" }, config.words.openInNewTab);
  const close = element("button", { type: "button", class: "x", "aria-label": config.words.close }, "×");
  bar.append(title, newTab, close);
  node.append(bar);
  let frame: HTMLIFrameElement | null = null;
  let opener: HTMLElement | null = null;

  const flowUrl = (amount: number | null) => {
    const url = new URL(config.flow_path, site);
    if (amount !== null) url.searchParams.set("amount", String(amount));
    url.searchParams.set("return_to", location.origin);
    return url.href;
  };
  close.addEventListener("click", () => node.close());
  // The flow goes on in the new tab: this one is closed.
  newTab.addEventListener("click", () => node.close());
  node.addEventListener("close", () => {
    frame?.remove();
    frame = null;
    opener?.focus();
  });
  window.addEventListener("message", (event) => {
    if (event.origin !== site || !frame || event.source !== frame.contentWindow) return;
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type === embedMessageTypes.close) node.close();
    if (
      data?.type === embedMessageTypes.pay &&
      typeof data.url === "string" &&
      /^https?:\/\//.test(data.url)
    ) {
      // The provider's page in the top window: card data is never typed inside a frame.
      (event.source as Window).postMessage({ type: embedMessageTypes.paying }, site);
      location.assign(data.url);
    }
  });

  return {
    node,
    open(button: HTMLElement, amount: number | null) {
      const url = flowUrl(amount);
      if (
        typeof node.showModal !== "function" ||
        innerWidth < DIALOG_MIN.width ||
        innerHeight < DIALOG_MIN.height
      ) {
        window.open(url, "_blank", "noopener");
        return;
      }
      opener = button;
      newTab.href = url;
      frame = element("iframe", { src: url, title: config.words.dialogTitle, allow: "payment" });
      node.append(frame);
      node.showModal();
      close.focus();
    },
  };
}

function start(): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>("script[data-rimbun-embed]")) {
    if (script.dataset.rimbunMounted) continue;
    script.dataset.rimbunMounted = "true";
    mount(script);
  }
}

start();
