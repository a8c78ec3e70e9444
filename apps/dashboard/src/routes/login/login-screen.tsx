import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type LoginInput, loginSchema } from "@rimbun/domain/schemas/auth";
import { Button, TextField } from "@rimbun/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { homePathFor } from "../../app/navigation.ts";
import { useSessionStore } from "../../app/session-store.ts";
import { logIn, requestSignInLink, type SessionUser } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { CodeStep } from "./code-step.tsx";

/** Only our own pages may be the target after login (no open redirect through `?next=`). */
export function safeNextPath(next: string | null): string | null {
  if (!next) return null;
  return /^\/(dashboard|invoice)(\/|$|\?)/.test(next) ? next : null;
}

export function LoginScreen() {
  const user = useSessionStore((state) => state.user);
  if (user) return <AlreadyLoggedIn email={user.email} home={homePathFor(user.role)} />;
  return <LoginForm />;
}

function AlreadyLoggedIn({ email, home }: { email: string; home: string }) {
  return (
    <section className="auth-form" aria-labelledby="login-title">
      <h1 className="auth-form__title" id="login-title">
        <Trans>You are already logged in</Trans>
      </h1>
      <p className="auth-form__lead">
        <Trans>You are logged in as {email}.</Trans>
      </p>
      <Link className="rb-button rb-button--primary rb-button--block" to={home}>
        <Trans>Back to dashboard</Trans>
      </Link>
    </section>
  );
}

export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const setUser = useSessionStore((state) => state.setUser);
  // The password was right and the account has two-factor sign-in: the code comes next.
  const [codeNeeded, setCodeNeeded] = useState(false);
  const signedIn = (user: SessionUser) => {
    setUser(user);
    navigate(safeNextPath(searchParams.get("next")) ?? homePathFor(user.role), { replace: true });
  };
  if (codeNeeded) return <CodeStep onSignedIn={signedIn} onRestart={() => setCodeNeeded(false)} />;
  return <PasswordStep onSignedIn={signedIn} onCodeNeeded={() => setCodeNeeded(true)} />;
}

function PasswordStep({
  onSignedIn,
  onCodeNeeded,
}: {
  onSignedIn: (user: SessionUser) => void;
  onCodeNeeded: () => void;
}) {
  const { t } = useLingui();
  const login = useApiMutation({
    call: logIn,
    onSuccess: (answer) => ("two_factor_required" in answer ? onCodeNeeded() : onSignedIn(answer)),
  });
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<LoginInput, unknown, { email: string; password: string; remember: boolean }>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    await login.submit(values);
  });

  // Only the e-mail is needed for a link: the password field is not judged.
  const validEmail = async () => ((await trigger("email")) ? getValues("email").trim().toLowerCase() : null);

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h1 className="auth-form__title" id="login-title">
        <Trans>Log in to your dashboard</Trans>
      </h1>
      {login.refusal ? (
        <p className="rb-note rb-note--danger" role="alert">
          {login.refusal}
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
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="auth-form__row">
        <label className="auth-form__check">
          <input type="checkbox" {...register("remember")} />
          <span>
            <Trans>Remember me</Trans>
          </span>
        </label>
        <Link className="auth-form__link" to="/forgot">
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <Button type="submit" block loading={login.pending}>
        <Trans>Log in</Trans>
      </Button>
      <SignInLinkRequest validEmail={validEmail} />
    </form>
  );
}

/**
 * "E-mail me a sign-in link" (docs/product/accounts.md#sign-in-links): uses the login form's e-mail. The
 * answer is the same for every address, so the words never confirm an account.
 */
function SignInLinkRequest({ validEmail }: { validEmail: () => Promise<string | null> }) {
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const linkRequest = useApiMutation({
    call: (email: string) => requestSignInLink(email),
    onSuccess: (_result, email) => setLinkSentTo(email),
  });
  const onAskForLink = async () => {
    setLinkSentTo(null);
    const email = await validEmail();
    if (email) await linkRequest.submit(email);
  };
  return (
    <div className="auth-form__alternative">
      <p className="auth-form__lead">
        <Trans>No password, or forgot it? We can e-mail you a link that signs you in.</Trans>
      </p>
      <Button variant="secondary" block loading={linkRequest.pending} onClick={onAskForLink}>
        <Trans>E-mail me a sign-in link</Trans>
      </Button>
      {linkRequest.refusal ? (
        <p className="rb-note rb-note--danger" role="alert">
          {linkRequest.refusal}
        </p>
      ) : null}
      <p className="auth-form__live" role="status">
        {linkSentTo ? (
          <span className="rb-note rb-note--success">
            {/* The API answers the same for unknown addresses, so this never confirms an account. */}
            <Trans>
              If {linkSentTo} has an account with us, a sign-in link is on its way. It works once, for 15
              minutes.
            </Trans>
          </span>
        ) : null}
      </p>
    </div>
  );
}
