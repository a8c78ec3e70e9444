import { Trans } from "@lingui/react/macro";
import { localizedPath } from "@rimbun/i18n/locales";
import { env } from "../../env.ts";
import type { FundraiserPageStatus } from "../../lib/api.ts";

/** The owner's pages and teams; every owner change refreshes them. */
export const myPagesKey = ["fundraiser-pages", "mine"] as const;
export const myPageKey = (slug: string) => ["fundraiser-pages", "mine", slug] as const;
export const myTeamsKey = ["fundraiser-teams", "mine"] as const;
/** The staff console's reads. */
export const staffPagesKey = (filter: string) => ["fundraiser-pages", "staff", filter] as const;
export const staffPagesRoot = ["fundraiser-pages", "staff"] as const;
export const staffTeamsKey = (filter: string) => ["fundraiser-teams", "staff", filter] as const;
export const staffTeamsRoot = ["fundraiser-teams", "staff"] as const;
export const wallQueueKey = ["wall-queue"] as const;

/**
 * A page's public address in its own language (docs/product/fundraisers.md#pages): `/galang/<slug>` on
 * the Indonesian site, `/en/fundraise/<slug>` on the English one. Share links name it, so it never changes.
 */
export function fundraiserShareUrl(slug: string, locale: "id" | "en"): string {
  const path = locale === "id" ? `/galang/${slug}` : `/fundraise/${slug}`;
  return `${env.siteUrl}${localizedPath(locale, path)}`;
}

/** A team's public address (`/tim/<slug>`, `/en/team/<slug>`). */
export function fundraiserTeamUrl(slug: string, locale: "id" | "en"): string {
  const path = locale === "id" ? `/tim/${slug}` : `/team/${slug}`;
  return `${env.siteUrl}${localizedPath(locale, path)}`;
}

export function PageStatusName({ status }: { status: FundraiserPageStatus }) {
  if (status === "pending_review") return <Trans>Waiting for approval</Trans>;
  if (status === "live") return <Trans>Live</Trans>;
  if (status === "paused") return <Trans>Paused</Trans>;
  return <Trans>Closed</Trans>;
}

/** The state in words and colour (the words carry it); a hidden page says so beside it. */
export function PageStatusBadge({ status, hidden }: { status: FundraiserPageStatus; hidden: boolean }) {
  return (
    <span className="fundraiser-badges">
      <span className={`fundraiser-status fundraiser-status--${status}`}>
        <PageStatusName status={status} />
      </span>
      {hidden ? (
        <span className="fundraiser-status fundraiser-status--hidden">
          <Trans>Hidden by staff</Trans>
        </span>
      ) : null}
    </span>
  );
}

export function LanguageName({ locale }: { locale: "id" | "en" }) {
  return locale === "id" ? <Trans>Indonesian</Trans> : <Trans>English</Trans>;
}
