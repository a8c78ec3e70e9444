/**
 * The impact report form without React (docs/decisions/light-pages.md): this loader is all the page loads;
 * the form's behaviour (report-request-behaviour.ts) loads on the first focus in the form or the first submit.
 */
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-report-request]")) {
  let behaviour: Promise<{ send: () => Promise<void> }> | null = null;
  const load = () => {
    behaviour ??= import("./report-request-behaviour.ts").then(({ enhanceReportRequest }) =>
      enhanceReportRequest(form),
    );
    return behaviour;
  };
  form.addEventListener("focusin", () => void load(), { once: true });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void load().then(({ send }) => send());
  });
  // The layout's guard stops native submits until this is set.
  form.dataset.enhanced = "";
}
