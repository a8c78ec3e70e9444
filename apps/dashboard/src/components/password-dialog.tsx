import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { passwordChangeDialogSchema, passwordDialogSchema } from "@rimbun/domain/schemas/auth";
import { Button } from "@rimbun/ui";
import { Eye, EyeOff } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useSessionStore } from "../app/session-store.ts";
import { showToast } from "../app/toast-store.ts";
import { updatePassword } from "../lib/api.ts";
import { describeApiMessage, isRefusal } from "../lib/api-errors.ts";
import { Dialog } from "./dialog.tsx";

/** Announced after a successful password update so badges and the profile refresh (SPEC 4). */
export const PASSWORD_UPDATE_EVENT = "password-update";

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
 * Password dialog (SPEC 2, 4): show/hide, cancel and confirm; submit disabled with a spinner while
 * the call runs. Once the account has a password (`first` true) it also asks for the current one
 * (issue 9); the very first password does not. Success sets `first`, clears the fields, announces the
 * update and closes; a falsy result clears the fields and keeps the dialog open; a refused field
 * shows the API's message under it; a server error goes to /oops/500.
 */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const markPasswordSet = useSessionStore((state) => state.markPasswordSet);
  const asksCurrent = user?.first === true;
  const [visible, setVisible] = useState(false);
  const [currentVisible, setCurrentVisible] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues, unknown, PasswordValues>({
    // The first password has no current one: that field is then neither shown nor judged.
    resolver: asksCurrent ? zodResolver(passwordChangeDialogSchema) : zodResolver(passwordDialogSchema),
    defaultValues: emptyValues,
  });

  const close = () => {
    reset(emptyValues);
    setRefusal(null);
    setVisible(false);
    setCurrentVisible(false);
    onClose();
  };

  const onSubmit = handleSubmit(async ({ current_password, password }) => {
    if (!user) return;
    setRefusal(null);
    try {
      const result = await updatePassword(
        asksCurrent ? { email: user.email, current_password, password } : { email: user.email, password },
      );
      reset(emptyValues);
      if (!result) return;
      markPasswordSet();
      window.dispatchEvent(new CustomEvent(PASSWORD_UPDATE_EVENT));
      showToast({ tone: "success", message: t`Your password has been updated.` });
      close();
    } catch (error) {
      if (!isRefusal(error)) {
        navigate("/oops/500");
        return;
      }
      const fields = error.fields ?? {};
      if (fields.current_password && asksCurrent)
        setError("current_password", { message: fields.current_password });
      else if (fields.password) setError("password", { message: fields.password });
      else setRefusal(describeApiMessage(i18n, error.messageId));
    }
  });

  const describe = (id: string | undefined) => (id ? describeApiMessage(i18n, id) : null);
  const problem = describe(errors.password?.message) ?? refusal;
  const currentProblem = describe(errors.current_password?.message);

  return (
    <Dialog open={open} onClose={close} title={<Trans>Update password</Trans>} busy={isSubmitting}>
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
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
