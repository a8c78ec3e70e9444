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
import { type ReactNode, useId, useState } from "react";
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

/** Downloads the statement of a choice: asks the API, builds the PDF (pdfmake loaded now), saves it. */
function useStatementDownload() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState("");

  async function download(choice: StatementChoice) {
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
      await downloadPdf(statementDocument(view), statementFileName(toLocale(i18n.locale), range));
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

  return { busy, error, done, download, clearError: () => setError(null) };
}

interface PeriodFieldsProps {
  id: string;
  choice: StatementChoice;
  years: number[];
  onChange: (choice: StatementChoice) => void;
  /** id of the error text, when there is one. */
  describedBy: string | undefined;
}

/** The period select (years, then custom) and, for a custom range, its two dates. */
function PeriodFields({ id, choice, years, onChange, describedBy }: PeriodFieldsProps) {
  const { t } = useLingui();
  function choose(value: string) {
    if (value === CUSTOM) onChange({ kind: "custom", startDate: choice.startDate, endDate: choice.endDate });
    else onChange({ kind: "year", year: Number(value), ...yearRange(Number(value)) });
  }
  const date = (key: "startDate" | "endDate", label: ReactNode) => (
    <div className="rb-field">
      <label className="rb-field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="date"
        className="rb-input"
        value={choice[key]}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange({ ...choice, [key]: event.target.value })}
      />
    </div>
  );
  return (
    <>
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
          {date("startDate", <Trans>From</Trans>)}
          {date("endDate", <Trans>To</Trans>)}
        </>
      ) : null}
    </>
  );
}

/**
 * "Download statement" (docs/product/monthly-giving.md#statements): a calendar year (last year until the end
 * of March, or the year the January mail's link names) or a custom range of at most 366 days; one A4 PDF in
 * the page's language. pdfmake and the document load only when the button is pressed.
 */
export function StatementPanel({ now }: { now?: Date }) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const id = useId();
  const [choice, setChoice] = useState<StatementChoice>(() => {
    const year = readStatementYear(params.get("statement"), now) ?? defaultStatementYear(now);
    return { kind: "year", year, ...yearRange(year) };
  });
  const { busy, error, done, download, clearError } = useStatementDownload();
  const errorId = `${id}-error`;
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
        <PeriodFields
          id={id}
          choice={choice}
          years={statementYears(now)}
          describedBy={error ? errorId : undefined}
          onChange={(next) => {
            clearError();
            setChoice(next);
          }}
        />
        <Button
          onClick={() => download(choice)}
          loading={busy}
          icon={<FileText size={18} aria-hidden="true" />}
        >
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
