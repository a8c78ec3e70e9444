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
  type RedeemItem,
  type RedeemItemId,
  type RedeemShipping,
  redeemItems,
  redeemOptionDisabled,
  tShirtSizes,
} from "@rimbun/domain/points";
import {
  checkRedeemShipping,
  pointDonateSchema,
  pointRedeemSchema,
  pointWithdrawSchema,
} from "@rimbun/domain/schemas/points";
import { formatPoints as formatLocalPoints, toLocale } from "@rimbun/i18n";
import { Button, Modal, TextField, translateMessage } from "@rimbun/ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useSessionStore } from "../../app/session-store.ts";
import { ChoiceProblem, DialogActions } from "../../components/dialog-parts.tsx";
import { donatePoints, redeemPoints, withdrawPoints } from "../../lib/api.ts";
import { closeEventOf, type PointAction } from "../../lib/events.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { incentiveQueryKey } from "./incentive-query.ts";

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

function Confirmation({ children, refusal }: { children: ReactNode; refusal: string | null }) {
  return (
    <div className="point-confirm">
      <p className="point-confirm__question">{children}</p>
      <p className="point-confirm__hint">
        <Trans>The points are on hold until the foundation approves the request.</Trans>
      </p>
      <ChoiceProblem text={refusal} />
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

/**
 * Presets at or above the available points are disabled; a custom value from `min` up to available
 * (docs/product/fundraiser-buddy.md#spending-points).
 */
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
      <ChoiceProblem text={error} id={errorId} />
    </fieldset>
  );
}

/**
 * The shell every point request shares: a choosing step, a confirmation, then the call; on
 * success the incentive figures refresh, `close-<action>` is broadcast and the dialog closes; a
 * refusal stays in the confirmation.
 */
function PointRequestDialog<TChoice>({
  open,
  onClose,
  action,
  title,
  choose,
  question,
  send,
  children,
}: {
  open: boolean;
  onClose: () => void;
  action: PointAction;
  title: ReactNode;
  /** Judges the step's value: the choice, or null after showing the step's error. */
  choose: () => TChoice | null;
  question: (chosen: TChoice) => ReactNode;
  send: (email: string, chosen: TChoice) => Promise<unknown>;
  /** The choosing step. */
  children: ReactNode;
}) {
  const email = useSessionStore((state) => state.user?.email ?? "");
  const [chosen, setChosen] = useState<TChoice | null>(null);
  const request = useApiMutation({
    call: (choice: TChoice) => send(email, choice),
    invalidates: [incentiveQueryKey],
    event: closeEventOf(action),
    onSuccess: onClose,
  });
  useEffect(() => {
    if (open) setChosen(null);
  }, [open]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeOnBackdrop={chosen === null}
      footer={
        chosen !== null ? (
          <DialogActions
            back={<Trans>Back</Trans>}
            onBack={() => {
              setChosen(null);
              request.setRefusal(null);
            }}
            onConfirm={() => void request.submit(chosen)}
            confirm={<Trans>Yes, send request</Trans>}
            pending={request.pending}
          />
        ) : (
          <DialogActions
            onBack={onClose}
            onConfirm={() => setChosen(choose())}
            confirm={<Trans>Continue</Trans>}
          />
        )
      }
    >
      {/* A closed dialog keeps no fields in the page (nothing for a finder to trip on). */}
      {open ? (
        chosen !== null ? (
          <Confirmation refusal={request.refusal}>{question(chosen)}</Confirmation>
        ) : (
          children
        )
      ) : null}
    </Modal>
  );
}

/** One amount dialog for donating and withdrawing: pick or type points, confirm, then the call. */
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
  const [value, setValue] = useState<PointHundredths | string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setValue(null);
    setError(null);
  }, [open]);
  function choose(): PointHundredths | null {
    const parsed = schema(available).safeParse({ amount: value });
    if (parsed.success) return parsed.data.amount;
    setError(translateMessage(i18n, parsed.error.issues[0]?.message ?? messages.pointsRequired.id));
    return null;
  }
  return (
    <PointRequestDialog
      open={open}
      onClose={onClose}
      action={action}
      title={title}
      choose={choose}
      question={question}
      send={(email, amount) => send({ email, amount: formatPoints(amount) })}
    >
      <AmountStep
        presets={presets}
        available={available}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        error={error}
        legend={legend}
        min={presets[0]?.point ?? 0}
      />
    </PointRequestDialog>
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

type ShippingFields = { address: string; postal_code: string; phone: string; size: string };
const noShipping: ShippingFields = { address: "", postal_code: "", phone: "", size: "" };

/**
 * The shipping fields' problems for a chosen item, checked by the domain's rule the API uses: a physical
 * reward needs an address, postal code and phone (and a T-shirt its size); a digital one nothing.
 */
function shippingCheck(item: RedeemItemId, fields: ShippingFields) {
  const problems: Partial<Record<keyof ShippingFields, string>> = {};
  const ctx = {
    addIssue: (issue: { message?: string; path?: (string | number)[] }) => {
      const key = issue.path?.[0] as keyof ShippingFields | undefined;
      if (key && issue.message && !problems[key]) problems[key] = issue.message;
    },
  };
  const shipping = checkRedeemShipping(item, fields, ctx as never);
  return { shipping, problems };
}

type ShippingProblems = Partial<Record<keyof ShippingFields, string>>;

/** The redemption's question, with the size and address it will be sent to for a shipped reward. */
function RedeemQuestion({ chosen, shipping }: { chosen: RedeemItem; shipping: RedeemShipping | null }) {
  const { i18n } = useLingui();
  const show = useShowPoints();
  return (
    <>
      <Trans>
        Redeem {show(chosen.points)} points for {i18n._(chosen.label)}?
      </Trans>
      {shipping ? (
        <span className="point-confirm__shipping">
          {" "}
          {shipping.size ? (
            <Trans>
              Size {shipping.size}, sent to {shipping.address}, {shipping.postal_code}.
            </Trans>
          ) : (
            <Trans>
              Sent to {shipping.address}, {shipping.postal_code}.
            </Trans>
          )}
        </span>
      ) : null}
    </>
  );
}

/** The rewards as radios, each with its price and how it is sent. */
function RewardChoices({
  name,
  item,
  available,
  error,
  onChoose,
}: {
  name: string;
  item: RedeemItemId | "0";
  available: number;
  error: string | null;
  onChoose: (value: RedeemItemId) => void;
}) {
  const { i18n } = useLingui();
  const show = useShowPoints();
  return (
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
            onChange={() => onChoose(option.value)}
          />
          <span className="choice__body">
            <span className="choice__title">{i18n._(option.label)}</span>
            <span className="choice__hint">
              {option.shipped ? (
                <Trans>{show(option.points)} points · sent by post</Trans>
              ) : (
                <Trans>{show(option.points)} points · sent by e-mail</Trans>
              )}
            </span>
          </span>
        </label>
      ))}
      <ChoiceProblem text={error} />
    </fieldset>
  );
}

/** Where a shipped reward goes: size for a T-shirt, address, postal code and the courier's phone. */
function ShippingFieldset({
  sized,
  fields,
  problems,
  onEdit: edit,
}: {
  sized: boolean;
  fields: ShippingFields;
  problems: ShippingProblems;
  onEdit: (key: keyof ShippingFields) => (event: { target: { value: string } }) => void;
}) {
  const { t, i18n } = useLingui();
  const problem = (key: keyof ShippingFields) => {
    const id = problems[key];
    return id ? translateMessage(i18n, id) : undefined;
  };
  return (
    <fieldset className="point-shipping">
      <legend className="choice-list__legend">
        <Trans>Where should we send it?</Trans>
      </legend>
      {sized ? (
        <label className="rb-field point-shipping__size">
          <span className="rb-field__label">
            <Trans>T-shirt size</Trans>
          </span>
          <select
            className="rb-input"
            value={fields.size}
            onChange={edit("size")}
            aria-invalid={problems.size ? true : undefined}
          >
            <option value="">{t`Choose a size`}</option>
            {tShirtSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <ChoiceProblem text={problem("size") ?? null} />
        </label>
      ) : null}
      <TextField
        label={t`Shipping address`}
        hint={t`Street and number, district, city`}
        autoComplete="street-address"
        maxLength={300}
        value={fields.address}
        onChange={edit("address")}
        error={problem("address")}
      />
      <TextField
        label={t`Postal code`}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={fields.postal_code}
        onChange={edit("postal_code")}
        error={problem("postal_code")}
      />
      <TextField
        label={t`Phone number for the courier`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={fields.phone}
        onChange={edit("phone")}
        error={problem("phone")}
      />
    </fieldset>
  );
}

export function RedeemPointsDialog({ open, onClose, available }: PointDialogProps) {
  const { i18n } = useLingui();
  const name = useId();
  const [item, setItem] = useState<RedeemItemId | "0">("0");
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<ShippingFields>(noShipping);
  const [problems, setProblems] = useState<Partial<Record<keyof ShippingFields, string>>>({});
  const [shipping, setShipping] = useState<RedeemShipping | null>(null);
  useEffect(() => {
    if (!open) return;
    setItem("0");
    setError(null);
    setFields(noShipping);
    setProblems({});
    setShipping(null);
  }, [open]);
  const chosenItem = item === "0" ? undefined : findRedeemItem(item);
  function choose(): RedeemItem | null {
    const parsed = pointRedeemSchema(available).safeParse({ item: item === "0" ? undefined : item });
    if (!parsed.success) {
      setError(translateMessage(i18n, parsed.error.issues[0]?.message ?? messages.redeemRequired.id));
      return null;
    }
    const chosen = findRedeemItem(parsed.data.item) ?? null;
    if (chosen?.shipped) {
      const checked = shippingCheck(chosen.value, fields);
      setProblems(checked.problems);
      if (!checked.shipping) return null;
      setShipping(checked.shipping);
    } else setShipping(null);
    return chosen;
  }
  const edit = (key: keyof ShippingFields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [key]: event.target.value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };
  return (
    <PointRequestDialog
      open={open}
      onClose={onClose}
      action="redeem"
      title={<Trans>Redeem points</Trans>}
      choose={choose}
      question={(chosen) => <RedeemQuestion chosen={chosen} shipping={chosen.shipped ? shipping : null} />}
      send={(email, chosen) =>
        redeemPoints({ email, item: chosen.value, ...(chosen.shipped && shipping ? { shipping } : {}) })
      }
    >
      <RewardChoices
        name={name}
        item={item}
        available={available}
        error={error}
        onChoose={(value) => {
          setItem(value);
          setError(null);
          setProblems({});
        }}
      />
      {chosenItem?.shipped ? (
        <ShippingFieldset
          sized={Boolean(chosenItem.sized)}
          fields={fields}
          problems={problems}
          onEdit={edit}
        />
      ) : null}
    </PointRequestDialog>
  );
}
