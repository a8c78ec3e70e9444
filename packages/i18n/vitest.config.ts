import { defineConfig } from "vitest/config";
import { linguiMacros } from "./src/vite.ts";

export default defineConfig({ plugins: [linguiMacros()] });
