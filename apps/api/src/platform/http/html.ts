import { html as honoHtml, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

export type { HtmlEscapedString };
export { raw };

/**
 * HTML pages the API serves (mailed links' pages, the sandbox's pay page, the development outbox) are
 * written with Hono's `html` template (docs/decisions/html-pages.md): every value put into it is
 * escaped (`& < > " '`), except another `html` template, so text from a person or a link can never
 * become markup. This is that template, synchronous: the pages are built from values, never promises.
 * `raw` is for markup the API itself made and trusts (an inline SVG, a style sheet), never for text.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): HtmlEscapedString {
  const written = honoHtml(strings, ...values);
  if (written instanceof Promise) throw new TypeError("an HTML page was given a promise");
  return written;
}

/** Parts of a page one per line (each already a template, so nothing is escaped twice). */
export function lines(parts: readonly HtmlEscapedString[]): HtmlEscapedString {
  return raw(parts.join("\n"));
}
