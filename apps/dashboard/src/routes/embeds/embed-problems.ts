import { useLingui } from "@lingui/react/macro";
import { EMBED_MIN_CONTRAST } from "@rimbun/domain/embeds";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDecimal, formatNumber, toLocale } from "@rimbun/i18n";
import { translateMessage } from "@rimbun/ui";
import type { EmbedProblem } from "./embed-form-values.ts";

/** A contrast ratio as people read it, rounded down so a failing colour never reads as passing: `3,2:1`. */
export function useRatioText(): (ratio: number) => string {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (ratio) => `${formatDecimal(Math.floor(ratio * 10) / 10, locale)}:1`;
}

/** Each field problem in the reader's words; the domain's rules keep the domain's messages. */
export function useProblemText(): (problem: EmbedProblem) => string {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const ratioText = useRatioText();
  const needed = ratioText(EMBED_MIN_CONTRAST);
  return (problem) => {
    switch (problem.kind) {
      case "message":
        return translateMessage(i18n, problem.id);
      case "amount": {
        const min = formatRupiah(problem.min, locale);
        const max = formatRupiah(problem.max, locale);
        return t`Enter whole rupiah from ${min} to ${max}.`;
      }
      case "duplicatePreset":
        return t`This amount is already one of the buttons.`;
      case "noPreset":
        return t`Enter at least one amount.`;
      case "contrast": {
        const ratio = ratioText(problem.ratio);
        return t`White words on this colour have a contrast of ${ratio}; a button needs at least ${needed}. Choose a darker colour.`;
      }
      case "origin": {
        const line = formatNumber(problem.line, locale);
        const text = problem.text;
        const reason = translateMessage(i18n, problem.id);
        return t`Line ${line} ("${text}"): ${reason}`;
      }
    }
  };
}
