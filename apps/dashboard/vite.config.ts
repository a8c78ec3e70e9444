import { linguiMacros } from "@rimbun/i18n/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { contentSecurityPolicy } from "./content-security-policy.ts";

export default defineConfig({
  // Lingui's macros run after React's transform (docs/architecture.md#toolchain-notes).
  plugins: [react(), linguiMacros(), contentSecurityPolicy()],
  server: { port: 5173, strictPort: true },
  // The default "spa" app type answers every unknown path with index.html, so deep links work in preview.
  preview: { port: 5173, strictPort: true },
  build: { target: "es2022", sourcemap: false },
});
