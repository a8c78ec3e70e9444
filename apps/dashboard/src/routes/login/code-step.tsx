import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { twoFactorCodeRequestSchema } from "@rimbun/domain/schemas/auth";
import { Button, TextField } from "@rimbun/ui";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type SessionUser, signInWithCode } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";

/**
 * The login's second step (docs/decisions/two-factor.md): the authenticator app's code, or one of the
 * recovery codes. A challenge that ended (10 minutes, 5 wrong codes) sends the person back to the password.
 */
export function CodeStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: SessionUser) => void;
  onRestart: () => void;
}) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorCodeRequestSchema),
    defaultValues: { code: "" },
  });
  useEffect(() => setFocus("code"), [setFocus]);
  const verify = useApiMutation({
    call: signInWithCode,
    onSuccess: onSignedIn,
    onRefused: (error) => {
      if (!error.fields?.code) return false;
      setError("code", { message: error.fields.code });
      return true;
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    await verify.submit(values);
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="code-title">
      <h1 className="auth-form__title" id="code-title">
        <Trans>Enter your sign-in code</Trans>
      </h1>
      <p className="auth-form__lead">
        <Trans>
          Open your authenticator app and enter the 6-digit code for Rimbun Lestari. Lost your phone? Enter
          one of your recovery codes instead.
        </Trans>
      </p>
      {verify.refusal ? (
        <p className="rb-note rb-note--danger" role="alert">
          {verify.refusal}
        </p>
      ) : null}
      <TextField
        label={t`Code`}
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        autoCapitalize="off"
        required
        error={errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" block loading={verify.pending}>
        <Trans>Sign in</Trans>
      </Button>
      <Button variant="ghost" block onClick={onRestart}>
        <Trans>Back to the password</Trans>
      </Button>
    </form>
  );
}
