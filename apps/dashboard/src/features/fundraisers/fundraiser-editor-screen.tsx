import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatShortDate, toLocale } from "@rimbun/i18n";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import {
  ApiError,
  createFundraiserPage,
  editFundraiserPage,
  getMyFundraiserPage,
  type OwnFundraiserPage,
} from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { FundraiserFigures } from "./fundraiser-figures.tsx";
import { FundraiserForm } from "./fundraiser-form.tsx";
import {
  editBodyOf,
  emptyFundraiserForm,
  type FundraiserFormValues,
  fundraiserBodyOf,
  fundraiserFormOf,
} from "./fundraiser-form-values.ts";
import { myPageKey, myPagesKey, PageStatusBadge } from "./fundraiser-words.tsx";
import { PageGifts } from "./page-gifts.tsx";
import { PageMessages } from "./page-messages.tsx";
import { PageShare, PageStatusActions } from "./page-status.tsx";
import { PageTeamChoice } from "./page-team.tsx";
import { PageUpdate } from "./page-update.tsx";
import "../../routes/campaigns/campaigns.css";
import "./fundraisers.css";

function NewPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useApiMutation({
    call: (values: FundraiserFormValues) => createFundraiserPage(fundraiserBodyOf(values)),
    invalidates: [myPagesKey],
    announce: t`Your fundraiser page is made.`,
    onSuccess: (page) => {
      queryClient.setQueryData(myPageKey(page.slug), page);
      navigate(`/dashboard/fundraisers/${encodeURIComponent(page.slug)}`, { replace: true });
    },
  });
  return (
    <FundraiserForm
      initial={emptyFundraiserForm(i18n.locale === "en" ? "en" : "id")}
      page={null}
      saving={create.pending}
      refusal={create.refusal}
      onSave={(values) => void create.submit(values)}
    />
  );
}

function PageNotice({ page }: { page: OwnFundraiserPage }) {
  const { t } = useLingui();
  if (page.hidden) {
    // `t`, not <Trans>: Trans reads tags inside its values, and the reason is typed by a person.
    const reason = page.hidden_reason ?? "—";
    return (
      <p className="fundraiser-notice fundraiser-notice--warning" role="note">
        {t`Staff hid this page from the site. Their reason: ${reason}`}
      </p>
    );
  }
  if (page.status === "pending_review") {
    return (
      <p className="fundraiser-notice" role="note">
        <Trans>
          A staff member checks new pages before they appear. You can edit it meanwhile; its link works once
          it is approved.
        </Trans>
      </p>
    );
  }
  return null;
}

function ExistingPage({ page }: { page: OwnFundraiserPage }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const save = useApiMutation({
    call: (values: FundraiserFormValues) => editFundraiserPage(page.slug, editBodyOf(values)),
    invalidates: [myPagesKey],
    announce: t`Your changes are saved.`,
  });
  return (
    <>
      <PageNotice page={page} />
      <div className="fundraiser-manage">
        <section className="rb-card fundraiser-panel" aria-labelledby="page-figures-title">
          <h2 id="page-figures-title" className="fundraiser-panel__title">
            <Trans>Figures</Trans>
          </h2>
          <FundraiserFigures page={page} />
          <p className="fundraiser-panel__note">
            <Plural value={page.gifts} one="# gift through this page" other="# gifts through this page" />
            {page.ends_on ? ` · ${t`Ends ${formatShortDate(page.ends_on, locale)}`}` : null}
          </p>
        </section>
        <PageShare page={page} />
      </div>
      <PageGifts page={page} />
      <PageStatusActions page={page} />
      <FundraiserForm
        initial={fundraiserFormOf(page)}
        page={page}
        saving={save.pending}
        refusal={save.refusal}
        onSave={(values) => void save.submit(values)}
      />
      <PageTeamChoice page={page} />
      <PageUpdate page={page} />
      <PageMessages page={page} />
    </>
  );
}

/**
 * One fundraiser page of its owner (docs/product/fundraisers.md#pages): `new` makes one; otherwise its
 * figures, share link, state, words, team, a thank-you update and its messages.
 */
export function FundraiserEditorScreen() {
  const { t } = useLingui();
  const { slug = "new" } = useParams();
  const isNew = slug === "new";
  const page = useQuery({
    queryKey: myPageKey(slug),
    queryFn: ({ signal }) => getMyFundraiserPage(slug, { signal }),
    enabled: !isNew,
  });
  // Another person's page or an unknown address: the same "not found" as any missing page.
  const missing = page.error instanceof ApiError && page.error.status === 404;
  const navigate = useNavigate();
  useEffect(() => {
    if (missing) navigate("/oops/404", { replace: true });
  }, [missing, navigate]);
  useFailurePage(missing ? null : page.error);
  return (
    <section className="screen fundraiser-editor campaign-editor">
      <Link className="campaign-editor__back" to="/dashboard/fundraisers">
        <Trans>← My fundraisers</Trans>
      </Link>
      <ScreenHeader title={isNew ? t`New fundraiser page` : (page.data?.title ?? t`Fundraiser page`)}>
        {page.data ? <PageStatusBadge status={page.data.status} hidden={page.data.hidden} /> : null}
      </ScreenHeader>
      {isNew ? (
        <NewPage />
      ) : page.data ? (
        <ExistingPage key={page.data.updated_at} page={page.data} />
      ) : (
        <LoadingBlock />
      )}
    </section>
  );
}
