import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";

/** The /oops pages; also rendered in place when a screen crashes, so the error page itself cannot loop. */
export function ErrorPage({ code }: { code: "404" | "500" }) {
  return (
    <main className="oops" id="main">
      <p className="oops__code" aria-hidden="true">
        {code}
      </p>
      <h1 className="oops__title">
        {code === "404" ? (
          <Trans>This page does not exist.</Trans>
        ) : (
          <Trans>Something went wrong on our side.</Trans>
        )}
      </h1>
      <p className="oops__text">
        {code === "404" ? (
          <Trans>The link may be old, or the page is not part of your dashboard.</Trans>
        ) : (
          <Trans>Please try again in a moment. If it keeps happening, contact us.</Trans>
        )}
      </p>
      <Link className="rb-button rb-button--primary" to="/dashboard">
        <Trans>Back to dashboard</Trans>
      </Link>
    </main>
  );
}
