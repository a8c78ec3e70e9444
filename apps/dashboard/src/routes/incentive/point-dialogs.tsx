import { Trans, useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import {
  findRedeemItem,
  formatPoints,
  type PointHundredths,
  type PointOption,
  pointDonatePresets,
  pointPresetDisabled,
  pointWithdrawPresets,
  type RedeemItemId,
  redeemItems,
  redeemOptionDisabled,
} from "@rimbun/domain/points";
import { pointDonateSchema, pointRedeemSchema, pointWithdrawSchema } from "@rimbun/domain/schemas/points";
import { formatPoints as formatLocalPoints, toLocale } from "@rimbun/i18n";
import { Button, Modal, translateMessage } from "@rimbun/ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useSessionStore } from "../../app/session-store.ts";
import { donatePoints, redeemPoints, withdrawPoints } from "../../lib/api.ts";
import { describeApiMessage, isRefusal } from "../../lib/api-errors.ts";

export type PointAction = "donate" | "withdraw" | "redeem";

/** Broadcast when a request went through (SPEC 4): `close-donate`, `close-withdraw`, `close-redeem`. */
export const closeEventOf = (action: PointAction) => `close-${action}`;

interface PointDialogProps {
  open: boolean;
  onClose: () => void;
  /** Active points in hundredths: the most a request may take. */
  available: PointHundredths;
}

/** Points for reading, in the language's number format (`12,50` / `12.50`); requests send domain text. */
function useShowPoints() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (points: PointHundredths) => formatLocalPoints(points / 100, locale);
}

/** The confirmation step every point request passes through before the call (SPEC 4). */
function useRequest(action: PointAction, onClose: () => void) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const email = useSessionStore((state) => state.user?.email ?? "");
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function send(call: () => Promise<unknown>) {
    setPending(true);
    setRefusal(null);
    try {
      await call();
      window.dispatchEvent(new CustomEvent(closeEventOf(action)));
      onClose();
    } catch (failure) {
      if (isRefusal(failure)) setRefusal(describeApiMessage(i18n, failure.messageId));
      else navigate("/oops/500");
    } finally {
      setPending(false);
    }
  }
  return { send, pending, refusal, email, clearRefusal: () => setRefusal(null) };
}

function Footer({
  confirming,
  pending,
  onCancel,
  onBack,
  onNext,
  onConfirm,
  nextDisabled,
}: {
  confirming: boolean;
  pending: boolean;
  onCancel: () => void;
  onBack: () => void;
  onNext: () => void;
  onConfirm: () => void;
  nextDisabled?: boolean;
}) {
  return confirming ? (
    <>
      <Button variant="ghost" onClick={onBack} disabled={pending}>
        <Trans>Back</Trans>
      </Button>
      <Button onClick={onConfirm} loading={pending}>
        <Trans>Yes, send request</Trans>
      </Button>
    </>
  ) : (
    <>
      <Button variant="ghost" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button onClick={onNext} disabled={nextDisabled}>
        <Trans>Continue</Trans>
      </Button>
    </>
  );
}

function Confirmation({ children, refusal }: { children: ReactNode; refusal: string | null }) {
  return (
    <div className="point-confirm">
      <p className="point-confirm__question">{children}</p>
      <p className="point-confirm__hint">
        <Trans>The points are on hold until the foundation approves the request.</Trans>
      </p>
      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

interface AmountStepProps {
  presets: readonly PointOption[];
  available: PointHundredths;
  /** Preset chosen (hundredths) or the typed text. */
  value: PointHundredths | string | null;
  onChange: (value: PointHundredths | string) => void;
  error: string | null;
  legend: ReactNode;
  min: PointHundredths;
}

/** Presets at or above the available points are disabled; a custom value from `min` up to available (SPEC 5). */
function AmountStep({ presets, available, value, onChange, error, legend, min }: AmountStepProps) {
  const { t } = useLingui();
  const show = useShowPoints();
  const name = useId();
  const customId = `${name}-custom`;
  const errorId = `${name}-error`;
  const custom = typeof value === "string" ? value : "";
  return (
    <fieldset className="choice-list">
      <legend className="choice-list__legend">{legend}</legend>
      <p className="point-available">
        <Trans>Available: {show(available)} points</Trans>
      </p>
      <div className="point-presets">
        {presets.map((preset) => (
          <label key={preset.point} className="choice choice--compact">
            <input
              type="radio"
              name={name}
              checked={value === preset.point}
              disabled={pointPresetDisabled(preset.point, available)}
              onChange={() => onChange(preset.point)}
            />
            <span className="choice__title">{show(preset.point)}</span>
          </label>
        ))}
      </div>
      <label className="point-custom" htmlFor={customId}>
        <span>{t`Other amount (at least ${show(min)} points)`}</span>
        <input
          id={customId}
          className="rb-input"
          inputMode="decimal"
          value={custom}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function usePointAmount(open: boolean) {
  const [value, setValue] = useState<PointHundredths | string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<PointHundredths | null>(null);
  useEffect(() => {
    if (!open) return;
    setValue(null);
    setError(null);
    setConfirmed(null);
  }, [open]);
  return { value, setValue, error, setError, confirmed, setConfirmed };
}

/** One amount dialog for donating and withdrawing: pick or type points, confirm, then the call (SPEC 4, 5). */
function PointAmountDialog({
  open,
  onClose,
  available,
  action,
  title,
  legend,
  presets,
  schema,
  question,
  send,
}: PointDialogProps & {
  action: "donate" | "withdraw";
  title: ReactNode;
  legend: ReactNode;
  presets: readonly PointOption[];
  schema: typeof pointDonateSchema;
  question: (confirmed: PointHundredths) => ReactNode;
  send: (input: { email: string; amount: string }) => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const state = usePointAmount(open);
  const request = useRequest(action, onClose);
  function next() {
    const parsed = schema(available).safeParse({ amount: state.value });
    if (!parsed.success) {
      state.setError(translateMessage(i18n, parsed.error.issues[0]?.message ?? messages.pointsRequired.id));
      return;
    }
    state.setConfirmed(parsed.data.amount);
  }
  const confirmed = state.confirmed;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeOnBackdrop={confirmed === null}
      footer={
        <Footer
          confirming={confirmed !== null}
          pending={request.pending}
          onCancel={onClose}
          onBack={() => {
            state.setConfirmed(null);
            request.clearRefusal();
          }}
          onNext={next}
          onConfirm={() =>
            confirmed !== null &&
            request.send(() => send({ email: request.email, amount: formatPoints(confirmed) }))
          }
        />
      }
    >
      {/* A closed dialog keeps no fields in the page (nothing for a finder to trip on). */}
      {open ? (
        confirmed !== null ? (
          <Confirmation refusal={request.refusal}>{question(confirmed)}</Confirmation>
        ) : (
          <AmountStep
            presets={presets}
            available={available}
            value={state.value}
            onChange={(value) => {
              state.setValue(value);
              state.setError(null);
            }}
            error={state.error}
            legend={legend}
            min={presets[0]?.point ?? 0}
          />
        )
      ) : null}
    </Modal>
  );
}

export function DonatePointsDialog(props: PointDialogProps) {
  const show = useShowPoints();
  return (
    <PointAmountDialog
      {...props}
      action="donate"
      title={<Trans>Donate points</Trans>}
      legend={<Trans>How many points would you like to donate?</Trans>}
      presets={pointDonatePresets}
      schema={pointDonateSchema}
      question={(confirmed) => <Trans>Donate {show(confirmed)} points to the foundation's programmes?</Trans>}
      send={donatePoints}
    />
  );
}

export function WithdrawPointsDialog({
  bankComplete,
  ...props
}: PointDialogProps & { bankComplete: boolean }) {
  const { i18n } = useLingui();
  const show = useShowPoints();
  if (!bankComplete) {
    return (
      <Modal
        open={props.open}
        onClose={props.onClose}
        title={<Trans>Withdraw points</Trans>}
        footer={
          <Button variant="ghost" onClick={props.onClose}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <p className="point-bank-missing">
          {i18n._(messages.bankIncomplete.id)}{" "}
          <Link to="/dashboard/profile">
            <Trans>Go to your profile</Trans>
          </Link>
        </p>
      </Modal>
    );
  }
  return (
    <PointAmountDialog
      {...props}
      action="withdraw"
      title={<Trans>Withdraw points</Trans>}
      legend={<Trans>How many points would you like to withdraw?</Trans>}
      presets={pointWithdrawPresets}
      schema={pointWithdrawSchema}
      question={(confirmed) => <Trans>Withdraw {show(confirmed)} points to your bank account?</Trans>}
      send={withdrawPoints}
    />
  );
}

export function RedeemPointsDialog({ open, onClose, available }: PointDialogProps) {
  const { i18n } = useLingui();
  const show = useShowPoints();
  const name = useId();
  const [item, setItem] = useState<RedeemItemId | "0">("0");
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<RedeemItemId | null>(null);
  const request = useRequest("redeem", onClose);
  useEffect(() => {
    if (!open) return;
    setItem("0");
    setError(null);
    setConfirmed(null);
  }, [open]);
  function next() {
    const parsed = pointRedeemSchema(available).safeParse({ item: item === "0" ? undefined : item });
    if (!parsed.success) {
      setError(translateMessage(i18n, parsed.error.issues[0]?.message ?? messages.redeemRequired.id));
      return;
    }
    setConfirmed(parsed.data.item);
  }
  const chosen = confirmed ? findRedeemItem(confirmed) : undefined;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<Trans>Redeem points</Trans>}
      closeOnBackdrop={confirmed === null}
      footer={
        <Footer
          confirming={chosen !== undefined}
          pending={request.pending}
          onCancel={onClose}
          onBack={() => {
            setConfirmed(null);
            request.clearRefusal();
          }}
          onNext={next}
          onConfirm={() =>
            chosen && request.send(() => redeemPoints({ email: request.email, item: chosen.value }))
          }
        />
      }
    >
      {/* A closed dialog keeps no fields in the page (nothing for a finder to trip on). */}
      {open ? (
        chosen ? (
          <Confirmation refusal={request.refusal}>
            <Trans>
              Redeem {show(chosen.points)} points for {i18n._(chosen.label)}?
            </Trans>
          </Confirmation>
        ) : (
          <fieldset className="choice-list">
            <legend className="choice-list__legend">
              <Trans>Choose a reward</Trans>
            </legend>
            <p className="point-available">
              <Trans>Available: {show(available)} points</Trans>
            </p>
            {redeemItems.map((option) => (
              <label key={option.value} className="choice">
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={item === option.value}
                  disabled={redeemOptionDisabled(option, available)}
                  onChange={() => {
                    setItem(option.value);
                    setError(null);
                  }}
                />
                <span className="choice__body">
                  <span className="choice__title">{i18n._(option.label)}</span>
                  <span className="choice__hint">
                    <Trans>{show(option.points)} points</Trans>
                  </span>
                </span>
              </label>
            ))}
            {error ? (
              <p className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </fieldset>
        )
      ) : null}
    </Modal>
  );
}
