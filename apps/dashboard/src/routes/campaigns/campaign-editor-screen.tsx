import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { toLocale } from "@rimbun/i18n";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import {
  type CampaignInput,
  createCampaign,
  editCampaign,
  getStaffCampaign,
  type StaffCampaign,
} from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { CampaignForm } from "./campaign-form.tsx";
import { campaignFormOf, emptyCampaignForm } from "./campaign-form-values.ts";
import { CampaignKindName, CampaignStatusBadge } from "./campaign-labels.tsx";
import { adminCampaignKey, adminCampaignsKey } from "./campaign-queries.ts";
import { CampaignUpdates } from "./campaign-updates.tsx";
import { shownImageOf } from "./cover-field.tsx";
import { MatchingPledges } from "./matching/matching-pledges.tsx";
import { StatusActions } from "./status-actions.tsx";
import "./campaigns.css";

function BackLink() {
  return (
    <Link className="campaign-editor__back" to="/dashboard/campaigns">
      <Trans>All campaigns</Trans>
    </Link>
  );
}

function NewCampaign() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useApiMutation({
    call: createCampaign,
    invalidates: [adminCampaignsKey],
    announce: t`The draft is saved. Publish it when it is ready.`,
    onSuccess: (campaign) => navigate(`/dashboard/campaigns/${encodeURIComponent(campaign.slug)}`),
  });
  return (
    <section className="screen campaign-editor">
      <BackLink />
      <ScreenHeader title={<Trans>New campaign</Trans>} />
      <CampaignForm
        initial={emptyCampaignForm()}
        cover={null}
        slugLocked={false}
        isNew
        saving={create.pending}
        refusal={create.refusal}
        onSave={(values) => void create.submit(values)}
      />
    </section>
  );
}

function ExistingCampaign({ campaign }: { campaign: StaffCampaign }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const navigate = useNavigate();
  const raised = formatRupiah(campaign.raised, locale);
  const target = formatRupiah(campaign.target, locale);
  const save = useApiMutation({
    call: (values: CampaignInput) => editCampaign(campaign.slug, values),
    invalidates: [adminCampaignsKey, adminCampaignKey(campaign.slug)],
    announce: t`The campaign is saved.`,
    onSuccess: (saved) => {
      if (saved.slug !== campaign.slug) navigate(`/dashboard/campaigns/${encodeURIComponent(saved.slug)}`);
    },
  });
  return (
    <section className="screen campaign-editor">
      <BackLink />
      <ScreenHeader title={campaign.title[locale] || campaign.slug}>
        <CampaignStatusBadge status={campaign.status} />
        <span className="campaign-editor__meta">
          <CampaignKindName kind={campaign.kind} />
          {" · "}
          <Trans>
            {raised} raised of {target}
          </Trans>
          {", "}
          <Plural value={campaign.donor_count} one="# donor" other="# donors" />
        </span>
      </ScreenHeader>
      <StatusActions campaign={campaign} />
      <CampaignForm
        // A saved or refreshed campaign starts the form from what is stored.
        key={`${campaign.slug}:${campaign.updated_at}`}
        initial={campaignFormOf(campaign)}
        cover={shownImageOf(campaign.cover)}
        slugLocked={campaign.first_published_at !== null}
        isNew={false}
        saving={save.pending}
        refusal={save.refusal}
        onSave={(values) => void save.submit(values)}
      />
      {campaign.kind === "campaign" ? <CampaignUpdates campaign={campaign} /> : null}
      {campaign.kind === "campaign" ? <MatchingPledges campaign={campaign} /> : null}
    </section>
  );
}

/**
 * One campaign's editor (docs/product/campaigns.md#campaign-screens): its words in both languages with live
 * previews, cover, target, dates, place and kind; publish, unpublish or close with a reason; a preview link;
 * and its updates.
 * `/dashboard/campaigns/new` starts a draft.
 */
export function CampaignEditorScreen() {
  const { slug = "new" } = useParams();
  const campaign = useQuery({
    queryKey: adminCampaignKey(slug),
    queryFn: ({ signal }) => getStaffCampaign(slug, { signal }),
    enabled: slug !== "new",
  });
  useFailurePage(campaign.error);
  if (slug === "new") return <NewCampaign />;
  if (campaign.isPending || !campaign.data) return <LoadingBlock />;
  return <ExistingCampaign campaign={campaign.data} />;
}
