import { toLocale } from "@rimbun/i18n/locales";
import { SiteApiError } from "../../lib/api/client.ts";
import { requestImpactReport } from "../../lib/api/public.ts";
import { loadChecks } from "../../lib/load-checks.ts";
import { goToServerError } from "../../lib/navigation.ts";

/**
 * The impact report form's behaviour (the HTML: report-request-form.tsx),
 * loaded by report-request-loader.ts on the first focus or submit. Errors and the thank-you note come from
 * the form's templates, already translated on the server; the check (zod) loads on the first submit.
 * The phone is taken as typed: the check reads `+62 812-…`, `0812…` and `812…` alike (domain
 * normalizePhone), so the React field's digit filter is not repeated here.
 */
const fieldOrder = ["name", "phone", "email", "agree"] as const;
type Field = (typeof fieldOrder)[number];

/** A template of the form's box (`data-report-<name>`), translated on the server. */
type Templates = (name: string) => DocumentFragment | null;

/** The translated error line for a message id (the general one when the id has none). */
function errorLine(template: Templates, id: string): HTMLElement | null {
  const errors = template("errors");
  const holder =
    errors?.querySelector(`[data-message-id="${CSS.escape(id)}"]`) ??
    errors?.querySelector('[data-message-id="error.validation"]');
  const line = holder?.firstElementChild?.cloneNode(true);
  return line instanceof HTMLElement ? line : null;
}

/** Shows `line` under a field (or removes its error), keeping aria-invalid and aria-describedby true. */
function showFieldError(input: HTMLInputElement, line: HTMLElement | null) {
  const errorId = `${input.id}-error`;
  const box = input.closest(".rb-field, .rb-checkbox");
  box?.querySelector(`#${CSS.escape(errorId)}`)?.remove();
  const describedBy = (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((t) => t && t !== errorId);
  if (line && box) {
    line.id = errorId;
    box.append(line);
    describedBy.push(errorId);
    input.setAttribute("aria-invalid", "true");
  } else {
    input.removeAttribute("aria-invalid");
  }
  if (describedBy.length > 0) input.setAttribute("aria-describedby", describedBy.join(" "));
  else input.removeAttribute("aria-describedby");
}

/** The busy button (spinner and words from the template), or back to its own words. */
function showBusy(submit: HTMLButtonElement, template: Templates, label: Node[], on: boolean) {
  if (on) {
    const busyButton = template("busy")?.querySelector("button");
    submit.setAttribute("aria-busy", "true");
    submit.setAttribute("aria-disabled", "true");
    submit.prepend(...[busyButton?.firstElementChild?.cloneNode(true)].filter((n) => n !== undefined));
    submit.append(...[busyButton?.lastElementChild?.cloneNode(true)].filter((n) => n !== undefined));
  } else {
    submit.removeAttribute("aria-busy");
    submit.removeAttribute("aria-disabled");
    submit.replaceChildren(...label.map((node) => node.cloneNode(true)));
  }
}

/** The form-wide error note above the button, or none. */
function showFormError(form: HTMLFormElement, submit: HTMLButtonElement | null, text: string | null) {
  form.querySelector("[data-report-form-error]")?.remove();
  if (!text) return;
  const note = document.createElement("p");
  note.className = "rb-note rb-note--danger";
  note.setAttribute("role", "alert");
  note.dataset.reportFormError = "";
  note.textContent = text;
  submit?.before(note);
}

/** The thank-you note with the address it was sent to, in place of the form. */
function showSent(form: HTMLFormElement, template: Templates, email: string) {
  const note = template("sent")?.firstElementChild?.cloneNode(true);
  if (!(note instanceof HTMLElement)) return;
  const line = note.querySelector("[data-report-sent-email]");
  if (line) line.textContent = (line.textContent ?? "").replace("{email}", email);
  form.replaceWith(note);
}

export function enhanceReportRequest(form: HTMLFormElement): { send: () => Promise<void> } {
  const locale = toLocale(form.dataset.locale);
  const templates = form.parentElement;
  const template: Templates = (name) =>
    templates?.querySelector<HTMLTemplateElement>(`template[data-report-${name}]`)?.content ?? null;
  const control = (field: Field) => form.elements.namedItem(`report-${field}`) as HTMLInputElement;
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  // The button's own words, kept as nodes to put back after the busy state (no HTML string is parsed).
  const submitLabel = [...(submit?.childNodes ?? [])].map((node) => node.cloneNode(true));
  let busy = false;
  const showError = (field: Field, id: string | null) =>
    showFieldError(control(field), id ? errorLine(template, id) : null);
  const setBusy = (on: boolean) => {
    busy = on;
    if (submit) showBusy(submit, template, submitLabel, on);
  };
  const formError = (text: string | null) => showFormError(form, submit, text);

  for (const field of fieldOrder) {
    // As in every form: a field's error goes as soon as it is changed.
    control(field).addEventListener(field === "agree" ? "change" : "input", () => showError(field, null));
  }

  async function send() {
    if (busy) return;
    setBusy(true);
    formError(null);
    const entered = {
      name: control("name").value,
      phone: control("phone").value,
      email: control("email").value,
      agree: control("agree").checked,
    };
    const { checkReportRequest } = await loadChecks(() => import("./report-request-check.ts"));
    const check = checkReportRequest(entered);
    if (!check.ok) {
      setBusy(false);
      for (const field of fieldOrder) showError(field, check.errors[field] ?? null);
      const first = fieldOrder.find((field) => check.errors[field]);
      if (first) control(first).focus();
      return;
    }
    try {
      await requestImpactReport(check.fields, locale);
      showSent(form, template, entered.email);
    } catch (error) {
      setBusy(false);
      if (error instanceof SiteApiError && error.isClientError) {
        // An unsuccessful submission shows the form's error message and keeps the entries.
        formError(form.dataset.formError ?? "");
        return;
      }
      if (import.meta.env.DEV) {
        console.error("report request failed", error);
        formError(form.dataset.formError ?? "");
        return;
      }
      goToServerError(locale);
    }
  }
  return { send };
}
