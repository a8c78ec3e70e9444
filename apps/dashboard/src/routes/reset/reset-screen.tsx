import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import { resetFormSchema } from "@rimbun/domain/schemas/auth";
import { Button, TextField } from "@rimbun/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { homePathFor } from "../../app/navigation.ts";
import { useSessionStore } from "../../app/session-store.ts";
import { showToast } from "../../app/toast-store.ts";
import { resetPassword } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";

interface ResetValues {
  password: string;
  confirm: string;
  token: string;
}

/** `/reset?token=`: the forgot-password link and the "set your password" link of the first-donation mail. */
export function ResetScreen() {
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  // The first-donation mail links here with `welcome=1`: the donor sets a first password, not a new one.
  const welcome = searchParams.get("welcome") === "1";
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const loadSession = useSessionStore((state) => state.load);
  // The API signs the link's account in (docs/product/accounts.md#passwords): the donor lands on the
  // dashboard. Staff and administrators are not signed in by a link and see the way to the login screen
  // instead.
  const reset = useApiMutation({
    call: resetPassword,
    onSuccess: () => {
      void loadSession({ force: true }).then(() => {
        const user = useSessionStore.getState().user;
        if (!user) return setDone(true);
        showToast({ tone: "success", message: t`Your password is set. You are signed in.` });
        navigate(homePathFor(user.role), { replace: true });
      });
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues, unknown, ResetValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: "", confirm: "", token },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    await reset.submit({ password, token });
  });

  if (done) {
    return (
      <section className="auth-form" aria-labelledby="reset-title">
        <h1 className="auth-form__title" id="reset-title">
          <Trans>Your password is set</Trans>
        </h1>
        <p className="rb-note rb-note--success" role="status">
          <Trans>You can now log in with your email and the new password.</Trans>
        </p>
        <Link className="rb-button rb-button--primary rb-button--block" to="/login">
          <Trans>Log in</Trans>
        </Link>
      </section>
    );
  }

  const tokenProblem = errors.token?.message ?? (token ? null : messages.resetInvalidToken.id);
  const problem = reset.refusal ?? (tokenProblem ? i18n._(tokenProblem) : null);

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
      <h1 className="auth-form__title" id="reset-title">
        {welcome ? <Trans>Set your password</Trans> : <Trans>Choose a new password</Trans>}
      </h1>
      <p className="auth-form__lead">
        <Trans>Use at least 10 characters. You will log in with this password from now on.</Trans>
      </p>
      {problem ? (
        <div className="rb-note rb-note--danger" role="alert">
          <p>{problem}</p>
          <Link className="auth-form__link" to="/forgot">
            <Trans>Ask for a new link</Trans>
          </Link>
        </div>
      ) : null}
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...register("confirm")}
      />
      <input type="hidden" {...register("token")} />
      <Button type="submit" block loading={reset.pending} disabled={!token}>
        <Trans>Save password</Trans>
      </Button>
    </form>
  );
}
