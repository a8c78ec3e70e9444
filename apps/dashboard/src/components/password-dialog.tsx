import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { passwordDialogSchema } from "@rimbun/domain/schemas/auth";
import { Button } from "@rimbun/ui";
import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useSessionStore } from "../app/session-store.ts";
import { showToast } from "../app/toast-store.ts";
import { updatePassword } from "../lib/api.ts";
import { describeApiMessage, isRefusal } from "../lib/api-errors.ts";
import { Dialog } from "./dialog.tsx";

/** Announced after a successful password update so badges and the profile refresh (SPEC 4). */
export const PASSWORD_UPDATE_EVENT = "password-update";

/**
 * Password dialog (SPEC 2, 4): show/hide, cancel and confirm; submit disabled with a spinner while
 * the call runs. Success sets `first`, clears the field, announces the update and closes; a falsy
 * result clears the field and keeps the dialog open; a server error goes to /oops/500.
 */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const markPasswordSet = useSessionStore((state) => state.markPasswordSet);
  const [visible, setVisible] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }, unknown, { password: string }>({
    resolver: zodResolver(passwordDialogSchema),
    defaultValues: { password: "" },
  });

  const close = () => {
    reset({ password: "" });
    setRefusal(null);
    setVisible(false);
    onClose();
  };

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!user) return;
    setRefusal(null);
    try {
      const result = await updatePassword({ email: user.email, password });
      reset({ password: "" });
      if (!result) return;
      markPasswordSet();
      window.dispatchEvent(new CustomEvent(PASSWORD_UPDATE_EVENT));
      showToast({ tone: "success", message: t`Your password has been updated.` });
      close();
    } catch (error) {
      if (isRefusal(error)) setRefusal(describeApiMessage(i18n, error.messageId));
      else navigate("/oops/500");
    }
  });

  const problem = errors.password?.message ? i18n._(errors.password.message) : refusal;

  return (
    <Dialog open={open} onClose={close} title={<Trans>Update password</Trans>} busy={isSubmitting}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <p className="auth-form__lead">
          {user?.first ? (
            <Trans>Choose a new password of at least 8 characters.</Trans>
          ) : (
            <Trans>Choose a password of at least 8 characters. Setting it unlocks your first badge.</Trans>
          )}
        </p>
        <div className="rb-field">
          <label className="rb-field__label" htmlFor={inputId}>
            <Trans>New password</Trans>
          </label>
          <div className="password-input">
            <input
              id={inputId}
              className="rb-input"
              type={visible ? "text" : "password"}
              autoComplete="new-password"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              {...register("password")}
            />
            <button
              type="button"
              className="password-input__toggle"
              onClick={() => setVisible((shown) => !shown)}
              aria-pressed={visible}
            >
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
