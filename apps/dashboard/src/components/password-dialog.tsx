import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { passwordChangeDialogSchema, passwordDialogSchema } from "@rimbun/domain/schemas/auth";
import { Button } from "@rimbun/ui";
import { Eye, EyeOff } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useSessionStore } from "../app/session-store.ts";
import { updatePassword } from "../lib/api.ts";
import { describeApiMessage } from "../lib/api-errors.ts";
import { PASSWORD_UPDATE_EVENT } from "../lib/events.ts";
import { useApiMutation } from "../lib/use-api-mutation.ts";
import { Dialog } from "./dialog.tsx";

interface PasswordValues {
  current_password: string;
  password: string;
}

const emptyValues: PasswordValues = { current_password: "", password: "" };

/** One password input with its label, show/hide toggle and inline error. */
function PasswordInput({
  label,
  problem,
  visible,
  onToggle,
  autoComplete,
  registration,
}: {
  label: ReactNode;
  problem: string | null;
  visible: boolean;
  onToggle: () => void;
  autoComplete: string;
  registration: ReturnType<ReturnType<typeof useForm<PasswordValues>>["register"]>;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className="rb-field">
      <label className="rb-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="password-input">
        <input
          id={inputId}
          className="rb-input"
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          {...registration}
        />
        <button type="button" className="password-input__toggle" onClick={onToggle} aria-pressed={visible}>
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          <span className="visually-hidden">{t`Show password`}</span>
        </button>
      </div>
      {problem ? (
        <p className="rb-field__error" id={errorId}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Password dialog (docs/product/accounts.md#passwords): show/hide, cancel and confirm; submit disabled with a
 * spinner while the call runs. Once the account has a password (`first` true) it also asks for the current
 * one too; the very first password does not. Success sets `first`, clears the fields, announces the update
 * and closes; a falsy result clears the fields and keeps the dialog open; a refused field shows the API's
 * message under it; a server error goes to /oops/500.
 */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const user = useSessionStore((state) => state.user);
  const markPasswordSet = useSessionStore((state) => state.markPasswordSet);
  const asksCurrent = user?.first === true;
  const [visible, setVisible] = useState(false);
  const [currentVisible, setCurrentVisible] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordValues, unknown, PasswordValues>({
    // The first password has no current one: that field is then neither shown nor judged.
    resolver: asksCurrent ? zodResolver(passwordChangeDialogSchema) : zodResolver(passwordDialogSchema),
    defaultValues: emptyValues,
  });
  const update = useApiMutation({
    call: updatePassword,
    // A falsy answer clears the field and keeps the dialog open.
    accepts: (result) => Boolean(result),
    onDeclined: () => reset(emptyValues),
    onSuccess: () => {
      reset(emptyValues);
      markPasswordSet();
      close();
    },
    event: PASSWORD_UPDATE_EVENT,
    announce: t`Your password has been updated.`,
    onRefused: (error) => {
      // A refused field shows the API's message under that field.
      const fields = error.fields ?? {};
      if (fields.current_password && asksCurrent)
        setError("current_password", { message: fields.current_password });
      else if (fields.password) setError("password", { message: fields.password });
      else return false;
      return true;
    },
  });
  const busy = update.pending;

  const close = () => {
    reset(emptyValues);
    update.setRefusal(null);
    setVisible(false);
    setCurrentVisible(false);
    onClose();
  };

  const onSubmit = handleSubmit(async ({ current_password, password }) => {
    if (!user) return;
    await update.submit(
      asksCurrent ? { email: user.email, current_password, password } : { email: user.email, password },
    );
  });

  const describe = (id: string | undefined) => (id ? describeApiMessage(i18n, id) : null);
  const problem = describe(errors.password?.message) ?? update.refusal;
  const currentProblem = describe(errors.current_password?.message);

  return (
    <Dialog open={open} onClose={close} title={<Trans>Update password</Trans>} busy={busy}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <p className="auth-form__lead">
          {user?.first ? (
            <Trans>Enter your current password, then choose a new one of at least 10 characters.</Trans>
          ) : (
            <Trans>Choose a password of at least 10 characters. Setting it unlocks your first badge.</Trans>
          )}
        </p>
        {asksCurrent ? (
          <PasswordInput
            label={<Trans>Current password</Trans>}
            problem={currentProblem}
            visible={currentVisible}
            onToggle={() => setCurrentVisible((shown) => !shown)}
            autoComplete="current-password"
            registration={register("current_password")}
          />
        ) : null}
        <PasswordInput
          label={<Trans>New password</Trans>}
          problem={problem}
          visible={visible}
          onToggle={() => setVisible((shown) => !shown)}
          autoComplete="new-password"
          registration={register("password")}
        />
        <div className="app-dialog__actions">
          <Button variant="ghost" onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy} disabled={busy}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
