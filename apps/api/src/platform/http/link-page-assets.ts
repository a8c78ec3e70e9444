import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { token } from "../../mail/mail-tokens.ts";

/*
 * The files that give the API's own pages (mailed links) the foundation's look (docs/design.md): the
 * typeface, the logo and one stylesheet built from packages/ui's tokens. Served by the API itself (a
 * font from another origin would need CORS; no CDN), under names carrying a hash of their bytes, so
 * they are cached for a year and a change is a new name. The pages' policy then allows styles only
 * from this origin: no inline <style>, no script.
 */

export interface Asset {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

function hashed(base: string, extension: string, contentType: string, bytes: Uint8Array): Asset {
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 12);
  return { name: `${base}.${hash}.${extension}`, contentType, bytes };
}

// The same files the site uses: the typeface package and the site's logo.
const fontFile = createRequire(import.meta.url).resolve(
  "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
);
/** The site's logo, the foundation's mark (also drawn on the fundraiser share image). */
export const logoFile = fileURLToPath(new URL("../../../../site/public/logo.svg", import.meta.url));

function stylesheet(fontPath: string): string {
  const t = (name: string) => token(name);
  return `@font-face{font-family:"Plus Jakarta Sans Variable";font-style:normal;font-display:swap;font-weight:200 800;src:url(${fontPath}) format("woff2-variations")}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;padding:0 16px 32px;font-family:${t("font-family")};font-size:1rem;line-height:${t("line-height")};background:${t("color-page")};color:${t("color-text")}}
.brand{max-width:560px;margin:0 auto;padding:20px 0 4px}
.brand a{display:inline-flex;align-items:center;gap:12px;color:${t("color-heading")};font-weight:700;font-size:1.05rem;text-decoration:none;min-height:44px}
.brand img{display:block;width:40px;height:40px}
main{max-width:560px;margin:16px auto 0;background:${t("color-surface")};border:1px solid ${t("color-border")};border-radius:${t("radius-large")};padding:24px;box-shadow:${t("shadow-1")}}
@media (min-width:768px){main{padding:32px 40px;margin-top:24px}}
h1{font-size:1.5rem;line-height:${t("line-height-tight")};color:${t("color-heading")};margin:0 0 16px;font-weight:700}
h2{font-size:1.125rem;color:${t("color-heading")};margin:28px 0 8px}
p{margin:0 0 16px;overflow-wrap:anywhere}
p[role="alert"]{background:${t("color-danger-surface")};border-radius:${t("radius-small")};padding:12px 16px}
button{font:inherit;font-weight:600;padding:12px 24px;border-radius:${t("radius-small")};border:2px solid ${t("color-primary")};background:${t("color-primary")};color:${t("color-on-primary")};cursor:pointer;min-height:44px}
button:hover{background:${t("color-primary-hover")};border-color:${t("color-primary-hover")}}
button.danger{border-color:${t("color-danger")};background:${t("color-danger")}}
button.secondary{background:${t("color-surface")};color:${t("color-primary")};margin-top:12px}
button:focus-visible,a:focus-visible,input:focus-visible{outline:none;box-shadow:${t("focus-ring")}}
a{color:${t("color-link")};font-weight:600}
fieldset{border:1px solid ${t("color-border")};border-radius:${t("radius-small")};margin:0;padding:8px 12px;display:grid;grid-template-columns:repeat(auto-fill,minmax(130px,1fr));gap:4px}
legend{padding:0 4px;font-weight:600;color:${t("color-heading")}}
label{display:flex;gap:8px;align-items:center;min-height:44px}
input[type="radio"]{width:20px;height:20px;accent-color:${t("color-primary")}}
.back{margin:24px 0 0;padding-top:16px;border-top:1px solid ${t("color-border")}}
`;
}

function build(): { css: Asset; font: Asset; logo: Asset; byName: Map<string, Asset> } {
  const font = hashed("plus-jakarta-sans", "woff2", "font/woff2", readFileSync(fontFile));
  const logo = hashed("logo", "svg", "image/svg+xml; charset=utf-8", readFileSync(logoFile));
  const css = hashed(
    "link-page",
    "css",
    "text/css; charset=utf-8",
    new TextEncoder().encode(stylesheet(`/assets/${font.name}`)),
  );
  return { css, font, logo, byName: new Map([css, font, logo].map((asset) => [asset.name, asset])) };
}

let assets: ReturnType<typeof build> | undefined;

/** The pages' files, read and hashed once. */
export function linkPageAssets() {
  assets ??= build();
  return assets;
}
