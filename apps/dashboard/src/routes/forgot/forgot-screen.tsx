import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { forgotSchema } from "@rimbun/domain/schemas/auth";
import { Button, TextField } from "@rimbun/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { useLocaleStore } from "../../app/locale-store.ts";
import { requestPasswordReset } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";

export function ForgotScreen() {
  const { t } = useLingui();
  const locale = useLocaleStore((state) => state.locale);
  const [sent, setSent] = useState(false);
  const request = useApiMutation({
    // The mail goes out in the language the person is reading.
    call: (email: string) => requestPasswordReset(email, locale),
    onSuccess: () => setSent(true),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }, unknown, { email: string }>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    await request.submit(email);
  });

  if (sent) {
    return (
      <section className="auth-form" aria-labelledby="forgot-title">
        <h1 className="auth-form__title" id="forgot-title">
          <Trans>Check your email</Trans>
        </h1>
        <p className="rb-note rb-note--success" role="status">
          {/* The API answers the same for unknown addresses, so this never confirms an account. */}
          <Trans>If this email has an account with us, we have sent it a link to reset the password.</Trans>
        </p>
        <p className="auth-form__footer">
          <Link className="auth-form__link" to="/login">
            <Trans>Back to login</Trans>
          </Link>
        </p>
      </section>
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
      <h1 className="auth-form__title" id="forgot-title">
        <Trans>Forgot your password?</Trans>
      </h1>
      <p className="auth-form__lead">
        <Trans>Enter the email you donate with. We will send you a link to choose a new password.</Trans>
      </p>
      {request.refusal ? (
        <p className="rb-note rb-note--danger" role="alert">
          {request.refusal}
        </p>
      ) : null}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" block loading={request.pending}>
        <Trans>Send reset link</Trans>
      </Button>
      <p className="auth-form__footer">
        <Link className="auth-form__link" to="/login">
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </form>
  );
}
