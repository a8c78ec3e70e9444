/**
 * The one inline script of every page, in its <head> so it runs before anything else. A form inside an
 * island that is not hydrated yet, or an HTML form whose script has not run (data-enhance without
 * data-enhanced), must not submit natively (it would reload the page with the entries in the
 * address); the island or script takes over once it has loaded. The pages' policy allows it by the
 * hash of this exact text (astro.config.mjs, docs/decisions/csp.md).
 */
export const submitGuardScript = `document.addEventListener("submit",(e)=>(e.target.closest("astro-island[ssr]")||e.target.matches("[data-enhance]:not([data-enhanced])"))&&e.preventDefault(),true);`;
