import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { isStaffRole } from "@rimbun/domain/constants";
import { twoFactorCodeRequestSchema, twoFactorPasswordRequestSchema } from "@rimbun/domain/schemas/auth";
import { Button, TextField } from "@rimbun/ui";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { homePathFor } from "../../app/navigation.ts";
import { useSessionStore } from "../../app/session-store.ts";
import { ScreenHeader } from "../../components/screen-header.tsx";
import type { ApiError } from "../../lib/api.ts";
import { confirmTwoFactor, startTwoFactor, turnOffTwoFactor } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { QrCode } from "./qr-code.tsx";
import { RecoveryCodes } from "./recovery-codes.tsx";
import "./two-factor.css";

/** A refused field shows the API's words under that field; anything else the form's note shows. */
function fieldRefusal<F extends string>(name: F, setError: (name: F, error: { message: string }) => void) {
  return (error: ApiError) => {
    const message = error.fields?.[name];
    if (!message) return false;
    setError(name, { message });
    return true;
  };
}

/**
 * `/dashboard/two-factor` (docs/decisions/two-factor.md): set up two-factor sign-in (password, QR code
 * and secret, a first code, then the recovery codes once), or see that it is on. Staff and admins are
 * held here until it is set up; donors and volunteers may turn it on and off.
 */
export function TwoFactorScreen() {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  const staff = isStaffRole(user.role);
  return (
    <section className="screen two-factor">
      <ScreenHeader title={<Trans>Two-factor sign-in</Trans>}>
        <Trans>A code from an app on your phone, asked after your password each time you log in.</Trans>
      </ScreenHeader>
      {user.two_factor ? <TwoFactorOn staff={staff} /> : <SetUp staff={staff} />}
    </section>
  );
}

type Step =
  | { at: "password" }
  | { at: "scan"; uri: string; secret: string }
  | { at: "codes"; codes: string[] };

function SetUp({ staff }: { staff: boolean }) {
  const [step, setStep] = useState<Step>({ at: "password" });
  return (
    <div className="rb-card two-factor__card">
      {staff && step.at !== "codes" ? (
        <p className="rb-note rb-note--warning two-factor__required" role="status">
          <Trans>Staff and administrators set up two-factor sign-in before using the console.</Trans>
        </p>
      ) : null}
      {step.at === "password" ? (
        <PasswordForm onStarted={(setup) => setStep({ at: "scan", ...setup })} />
      ) : step.at === "scan" ? (
        <ScanForm
          uri={step.uri}
          secret={step.secret}
          onConfirmed={(codes) => setStep({ at: "codes", codes })}
        />
      ) : (
        <Finish codes={step.codes} />
      )}
    </div>
  );
}

/** Step 1: the password again, so a session left open somewhere cannot bind someone else's app. */
function PasswordForm({ onStarted }: { onStarted: (setup: { uri: string; secret: string }) => void }) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ password: string }>({
    resolver: zodResolver(twoFactorPasswordRequestSchema),
    defaultValues: { password: "" },
  });
  const start = useApiMutation({
    call: startTwoFactor,
    onSuccess: onStarted,
    onRefused: fieldRefusal("password", setError),
  });
  return (
    <form className="two-factor__form" onSubmit={handleSubmit((values) => start.submit(values))} noValidate>
      <h2 className="two-factor__step">
        <Trans>Step 1 of 3: confirm it is you</Trans>
      </h2>
      {start.refusal ? (
        <p className="rb-note rb-note--danger" role="alert">
          {start.refusal}
        </p>
      ) : null}
      <TextField
        label={t`Your password`}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" loading={start.pending}>
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}

/** Step 2: the QR code (drawn here, never by a remote service) and the same secret as text, then a first code. */
function ScanForm({
  uri,
  secret,
  onConfirmed,
}: {
  uri: string;
  secret: string;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorCodeRequestSchema),
    defaultValues: { code: "" },
  });
  const confirm = useApiMutation({
    call: confirmTwoFactor,
    onSuccess: (answer) => onConfirmed(answer.recovery_codes),
    onRefused: fieldRefusal("code", setError),
  });
  const grouped = secret.replace(/(.{4})/g, "$1 ").trim();
  return (
    <form className="two-factor__form" onSubmit={handleSubmit((values) => confirm.submit(values))} noValidate>
      <h2 className="two-factor__step">
        <Trans>Step 2 of 3: add Rimbun Lestari to your authenticator app</Trans>
      </h2>
      <p>
        <Trans>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password, Aegis, ...), or type the key below into it.
        </Trans>
      </p>
      <div className="two-factor__scan">
        <QrCode value={uri} label={t`QR code for your authenticator app`} />
        <dl className="two-factor__secret">
          <dt className="two-factor__secret-label">
            <Trans>Setup key</Trans>
          </dt>
          <dd className="two-factor__secret-value" translate="no">
            <code>{grouped}</code>
          </dd>
        </dl>
      </div>
      {confirm.refusal ? (
        <p className="rb-note rb-note--danger" role="alert">
          {confirm.refusal}
        </p>
      ) : null}
      <TextField
        label={t`6-digit code from the app`}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" loading={confirm.pending}>
        <Trans>Turn on two-factor sign-in</Trans>
      </Button>
    </form>
  );
}

/** Step 3: the recovery codes, shown this once; then on to the dashboard. */
function Finish({ codes }: { codes: string[] }) {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const markTwoFactor = useSessionStore((state) => state.markTwoFactor);
  const done = () => {
    markTwoFactor(true);
    navigate(homePathFor(user?.role ?? "donor"), { replace: true });
  };
  return (
    <div className="two-factor__form">
      <h2 className="two-factor__step">
        <Trans>Step 3 of 3: keep your recovery codes</Trans>
      </h2>
      <p className="rb-note rb-note--success" role="status">
        <Trans>Two-factor sign-in is on.</Trans>
      </p>
      <RecoveryCodes codes={codes} />
      <Button onClick={done}>
        <Trans>I have kept my codes, continue</Trans>
      </Button>
    </div>
  );
}

/** On: staff keep it (an administrator resets a lost phone); donors and volunteers may turn it off. */
function TwoFactorOn({ staff }: { staff: boolean }) {
  const { t } = useLingui();
  const markTwoFactor = useSessionStore((state) => state.markTwoFactor);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ password: string }>({
    resolver: zodResolver(twoFactorPasswordRequestSchema),
    defaultValues: { password: "" },
  });
  const turnOff = useApiMutation({
    call: turnOffTwoFactor,
    onSuccess: () => markTwoFactor(false),
    announce: t`Two-factor sign-in is off.`,
    onRefused: fieldRefusal("password", setError),
  });
  return (
    <div className="rb-card two-factor__card">
      <p className="two-factor__on">
        <ShieldCheck size={20} aria-hidden="true" />
        <Trans>Two-factor sign-in is on for your account.</Trans>
      </p>
      {staff ? (
        <p>
          <Trans>
            Staff and administrator accounts keep it on. Lost your phone and your recovery codes? Ask another
            administrator to reset it.
          </Trans>
        </p>
      ) : (
        <form
          className="two-factor__form"
          onSubmit={handleSubmit((values) => turnOff.submit(values))}
          noValidate
        >
          <h2 className="two-factor__step">
            <Trans>Turn it off</Trans>
          </h2>
          {turnOff.refusal ? (
            <p className="rb-note rb-note--danger" role="alert">
              {turnOff.refusal}
            </p>
          ) : null}
          <TextField
            label={t`Your password`}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register("password")}
          />
          <Button type="submit" variant="secondary" loading={turnOff.pending}>
            <Trans>Turn off two-factor sign-in</Trans>
          </Button>
        </form>
      )}
      <Link className="two-factor__back" to="/dashboard/profile">
        <Trans>Back to your profile</Trans>
      </Link>
    </div>
  );
}
