/** Where zod keeps its settings: it adopts this global object when it loads, or creates it (zod/v4/core). */
interface ZodSettingsHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * For browsers: zod compiles object parsers with `new Function` when it may, and probes for that with a
 * caught `new Function("")` as each object schema is made. A page's Content-Security-Policy without
 * 'unsafe-eval' refuses the probe and reports a violation, so pages call this before they load any
 * schema, and zod interprets instead (docs/decisions/csp.md). It sets zod's shared settings without
 * importing zod, so the call costs a page nothing; the API does not call it and keeps compiled parsers.
 */
export function parseWithoutEval(): void {
  const holder = globalThis as ZodSettingsHolder;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
