/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_API_URL?: string;
  readonly PUBLIC_DASHBOARD_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare namespace App {
  interface Locals {
    /**
     * The origins an embed page may be framed by (its code's allowlist); set by the /embed pages and
     * written into the page's `frame-ancestors` by src/middleware.ts. Unset everywhere else: 'none'.
     */
    frameAncestors?: readonly string[];
  }
}
