import { Trans, useLingui } from "@lingui/react/macro";
import { type DateRange, isIsoDay, startNotAfterEnd } from "@rimbun/domain/dates";
import { messages } from "@rimbun/domain/messages";
import {
  defaultStatementYear,
  isStatementRange,
  readStatementYear,
  statementFileName,
  statementYears,
  yearRange,
} from "@rimbun/domain/statement";
import { toLocale } from "@rimbun/i18n";
import { Button, translateMessage } from "@rimbun/ui";
import { FileText } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError, getDonationStatement } from "../../lib/api.ts";
import { statementView } from "./statement-view.ts";

/** The select's value for a custom range (the others are years). */
const CUSTOM = "custom";

/** What the donor picked: a calendar year, or a custom range of Jakarta days. */
type StatementChoice = ({ kind: "year"; year: number } & DateRange) | ({ kind: "custom" } & DateRange);

/** The first field error of a refused request (the API names the statement rules by message id). */
function refusal(failure: unknown): string | null {
  if (!(failure instanceof ApiError) || failure.status !== 400) return null;
  return Object.values(failure.fields)[0] ?? messages.invalidDate.id;
}

/** The custom range's problem, as a message id, before anything is asked of the API. */
function customRangeProblem(choice: StatementChoice): string | null {
  if (choice.kind !== "custom") return null;
  if (!isIsoDay(choice.startDate) || !isIsoDay(choice.endDate)) return messages.invalidDate.id;
  if (!startNotAfterEnd(choice)) return messages.invalidDateRange.id;
  if (!isStatementRange(choice)) return messages.invalidStatementRange.id;
  return null;
}

/**
 * "Download statement" (issue 11): a calendar year (last year until the end of March, or the year the
 * January mail's link names) or a custom range of at most 366 days; one A4 PDF in the page's language.
 * pdfmake and the document load only when the button is pressed.
 */
export function StatementPanel({ now }: { now?: Date }) {
  const { i18n, t } = useLingui();
  const locale = toLocale(i18n.locale);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const [choice, setChoice] = useState<StatementChoice>(() => {
    const year = readStatementYear(params.get("statement"), now) ?? defaultStatementYear(now);
    return { kind: "year", year, ...yearRange(year) };
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState("");
  const years = statementYears(now);

  function choose(value: string) {
    setError(null);
    if (value === CUSTOM) {
      setChoice({ kind: "custom", startDate: choice.startDate, endDate: choice.endDate });
      return;
    }
    const year = Number(value);
    setChoice({ kind: "year", year, ...yearRange(year) });
  }

  async function download() {
    const problem = customRangeProblem(choice);
    setError(problem);
    setDone("");
    if (problem) return;
    const range = { startDate: choice.startDate, endDate: choice.endDate };
    setBusy(true);
    try {
      const statement = await getDonationStatement(range);
      const [{ downloadPdf }, { statementDocument }] = await Promise.all([
        import("../../lib/pdf/download-pdf.ts"),
        import("./statement-document.ts"),
      ]);
      const view = statementView(i18n, statement, new Date());
      await downloadPdf(statementDocument(view), statementFileName(locale, range));
      const { count, total } = view;
      setDone(t`Statement downloaded: ${count}, ${total} in all.`);
    } catch (failure) {
      const refused = refusal(failure);
      if (refused) setError(refused);
      else {
        console.error(failure);
        navigate("/oops/500");
      }
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <section className="rb-card history-statement" aria-labelledby={`${id}-title`} id="statement">
      <div className="history-statement__intro">
        <h2 className="history-statement__title" id={`${id}-title`}>
          <Trans>Donation statement</Trans>
        </h2>
        <p className="history-statement__text">
          <Trans>
            One PDF of your successful donations with their total, for your own records or your tax return.
          </Trans>
        </p>
      </div>
      <div className="history-statement__form">
        <div className="rb-field history-statement__period">
          <label className="rb-field__label" htmlFor={`${id}-period`}>
            <Trans>Statement period</Trans>
          </label>
          <select
            id={`${id}-period`}
            className="rb-select"
            value={choice.kind === "year" ? String(choice.year) : CUSTOM}
            onChange={(event) => choose(event.target.value)}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {t`Calendar year ${year}`}
              </option>
            ))}
            <option value={CUSTOM}>{t`Custom range`}</option>
          </select>
        </div>
        {choice.kind === "custom" ? (
          <>
            <div className="rb-field">
              <label className="rb-field__label" htmlFor={`${id}-from`}>
                <Trans>From</Trans>
              </label>
              <input
                id={`${id}-from`}
                type="date"
                className="rb-input"
                value={choice.startDate}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                onChange={(event) => setChoice({ ...choice, startDate: event.target.value })}
              />
            </div>
            <div className="rb-field">
              <label className="rb-field__label" htmlFor={`${id}-to`}>
                <Trans>To</Trans>
              </label>
              <input
                id={`${id}-to`}
                type="date"
                className="rb-input"
                value={choice.endDate}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                onChange={(event) => setChoice({ ...choice, endDate: event.target.value })}
              />
            </div>
          </>
        ) : null}
        <Button onClick={download} loading={busy} icon={<FileText size={18} aria-hidden="true" />}>
          <Trans>Download statement</Trans>
        </Button>
      </div>
      {error ? (
        <p className="rb-field__error history-statement__error" id={errorId} role="alert">
          {translateMessage(i18n, error)}
        </p>
      ) : null}
      <p className="history-statement__done" role="status">
        {done}
      </p>
    </section>
  );
}
