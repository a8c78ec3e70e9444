// What a page must never do with text people typed, and the policy that backs it up (docs/security.md,
// "Browsers of our users"): no script of theirs runs, no dialog opens, and the page's own scripts run
// under its Content-Security-Policy without one report of a blocked script, style, image or request.
import type { Page, Response } from "@playwright/test";
import { apiUrl } from "./api.ts";
import { expect } from "./fixtures.ts";

export interface PageWatch {
  dialogs: string[];
  /** `securitypolicyviolation` events and the console's "Content Security Policy" errors. */
  violations: string[];
}

/** Starts watching every document this page loads (call before the first navigation). */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { dialogs: [], violations: [] };
  page.on("dialog", (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/content.security.policy/i.test(message.text())) watch.violations.push(message.text());
  });
  await page.exposeBinding("__reportViolation", (_source, text: string) => {
    watch.violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return watch;
}

/** Nothing of the hostile text ran on the page as it is now, and the page's own code was not blocked. */
export async function expectNothingRan(page: Page, watch: PageWatch) {
  const where = page.url();
  expect(await page.evaluate(() => "__pwned" in window), `a typed script ran on ${where}`).toBe(false);
  expect(watch.dialogs, `dialogs on ${where}`).toEqual([]);
  expect(watch.violations, `Content-Security-Policy reports on ${where}`).toEqual([]);
}

/** A policy's directives by name, each with its sources. */
function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * The strict policy every page carries: scripts only from the page's origin or by hash (no inline
 * code, no eval), no plugins, no `<base>` elsewhere, requests and images only to the site and the API,
 * forms only to our origins. `delivery: "header"` adds what only a header can say (no framing).
 */
export function expectStrictPolicy(
  policy: string | null | undefined,
  where: string,
  delivery: "header" | "meta",
) {
  expect(policy, `a Content-Security-Policy ${delivery} on ${where}`).toBeTruthy();
  const directives = directivesOf(policy ?? "");
  const scripts = directives.get("script-src") ?? directives.get("default-src") ?? [];
  expect(scripts, `script-src on ${where}`).not.toEqual([]);
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "https:", "http:"]) {
    expect(scripts, `script-src on ${where}`).not.toContain(loose);
  }
  expect(directives.get("object-src"), `object-src on ${where}`).toEqual(["'none'"]);
  expect(directives.get("base-uri"), `base-uri on ${where}`).toEqual(["'self'"]);
  expect(directives.get("form-action"), `form-action on ${where}`).toBeDefined();
  expect(directives.get("connect-src"), `connect-src on ${where}`).toContain(apiUrl);
  // The API's image routes (a path on the API), not the whole web.
  const images = directives.get("img-src") ?? [];
  expect(
    images.some((source) => source.startsWith(`${apiUrl}/`)),
    `img-src on ${where}: ${images}`,
  ).toBe(true);
  expect(images, `img-src on ${where}`).not.toContain("*");
  if (delivery === "header") {
    expect(directives.get("frame-ancestors"), `frame-ancestors on ${where}`).toEqual(["'none'"]);
  }
}

/** The policy a page was answered with: its response header (a page's navigation or a plain request). */
export function expectStrictPolicyHeader(response: Pick<Response, "headers"> | null, where: string) {
  expectStrictPolicy(response?.headers()["content-security-policy"], where, "header");
}
