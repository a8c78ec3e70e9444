import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A busy CI machine runs several suites at once: a lazy screen can take more than the default second to
// appear. Waits end as soon as the element is there, so passing tests are not slower.
configure({ asyncUtilTimeout: 5000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  if (typeof window === "undefined") return;
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has no matchMedia; answer `(max-width: Npx)` from the window width the test sets.
// Node-environment tests (the invoice PDF) have no window at all.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? window.innerWidth <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

// No test talks to a real API (one may be running on this machine): a call nobody mocked stays
// pending, so a screen shows its loading state instead of an error page.
globalThis.fetch = () => new Promise<Response>(() => {});
