import { Trans, useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import { signInLinkTokenSchema } from "@rimbun/domain/schemas/auth";
import { Button } from "@rimbun/ui";
import { Link, useNavigate, useSearchParams } from "react-router";
import { homePathFor } from "../../app/navigation.ts";
import { useSessionStore } from "../../app/session-store.ts";
import { signInByLink } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";

/**
 * `/login/link?token=`: the e-mailed sign-in link (login screen or welcome mail). Opening the page
 * spends nothing; the button does (mail scanners open links, and a link works once).
 */
export function SignInLinkScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const setUser = useSessionStore((state) => state.setUser);
  const signIn = useApiMutation({
    call: signInByLink,
    onSuccess: (user) => {
      setUser(user);
      navigate(homePathFor(user.role), { replace: true });
    },
  });
  const tokenProblem = signInLinkTokenSchema.safeParse(token).success ? null : messages.signInLinkInvalid.id;
  const problem = signIn.refusal ?? (tokenProblem ? i18n._(tokenProblem) : null);

  return (
    <section className="auth-form" aria-labelledby="sign-in-link-title">
      <h1 className="auth-form__title" id="sign-in-link-title">
        <Trans>Sign in to your dashboard</Trans>
      </h1>
      {problem ? (
        <>
          <p className="rb-note rb-note--danger" role="alert">
            {problem}
          </p>
          <Link className="rb-button rb-button--primary rb-button--block" to="/login">
            <Trans>Ask for a new link</Trans>
          </Link>
        </>
      ) : (
        <>
          <p className="auth-form__lead">
            <Trans>Press the button to finish signing in. The link works once.</Trans>
          </p>
          <Button block loading={signIn.pending} onClick={() => signIn.submit(token)}>
            <Trans>Sign me in</Trans>
          </Button>
        </>
      )}
    </section>
  );
}
