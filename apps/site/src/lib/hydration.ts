/**
 * Text typed (or boxes ticked) before an island hydrated lives only in the DOM; React then renders
 * its empty state. Reading the controls once after hydration keeps what the visitor already entered.
 */
export function enteredBeforeHydration(form: HTMLFormElement | null): Record<string, string | boolean> {
  const entered: Record<string, string | boolean> = {};
  if (!form) return entered;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name) continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      if (element.checked) entered[element.name] = true;
    } else if (element instanceof HTMLInputElement && element.type === "radio") {
      if (element.checked) entered[element.name] = element.value;
    } else if (element.value) {
      entered[element.name] = element.value;
    }
  }
  return entered;
}
