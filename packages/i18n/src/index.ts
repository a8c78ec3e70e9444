export * from "./catalogs.ts";
export * from "./format.ts";
export * from "./locales.ts";
