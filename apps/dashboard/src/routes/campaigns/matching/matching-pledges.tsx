import { Trans, useLingui } from "@lingui/react/macro";
import { MATCHING_CAP_MIN, pledgeUsedPercent } from "@rimbun/domain/matching";
import { formatRupiah } from "@rimbun/domain/money";
import { formatShortDate, toLocale } from "@rimbun/i18n";
import { Button, ProgressBar, TextField } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ReasonDialog } from "../../../components/reason-dialog.tsx";
import {
  createMatchingPledge,
  endMatchingPledge,
  getMatchingStatement,
  listMatchingPledges,
  type MatchingPledge,
  type MatchingPledgeInput,
  type StaffCampaign,
  uploadImage,
} from "../../../lib/api.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { adminCampaignKey, adminCampaignsKey } from "../campaign-queries.ts";
import { ImageField, type ShownImage, shownImageOf } from "../cover-field.tsx";

/** One campaign's pledges (the editor's matching section). */
export const matchingPledgesKey = (slug: string) => ["admin-campaigns", slug, "matching"] as const;

type Draft = Omit<MatchingPledgeInput, "reason">;

function usePledgeStates() {
  const { t } = useLingui();
  return {
    scheduled: t`Not started`,
    running: t`Running`,
    "used-up": t`Cap reached`,
    ended: t`Ended`,
    over: t`Period over`,
  } satisfies Record<MatchingPledge["state"], string>;
}

interface PledgeFieldsProps {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  problems: Partial<Record<keyof Draft, string>>;
  logo: ShownImage | null;
  setLogo: (logo: ShownImage | null) => void;
}

/** The pledge's fields: partner, logo (the campaign editor's upload), ratio, cap and days. */
function PledgeFields({ draft, set, problems, logo, setLogo }: PledgeFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Partner's name`}
        maxLength={120}
        value={draft.partner_name}
        error={problems.partner_name}
        onChange={(event) => set("partner_name", event.target.value)}
      />
      <ImageField
        label={<Trans>Partner's logo (optional)</Trans>}
        image={logo}
        alt={draft.partner_name}
        upload={uploadImage}
        onUploaded={(image) => {
          setLogo(shownImageOf(image));
          set("logo_image_id", image.id);
        }}
        onRemove={() => {
          setLogo(null);
          set("logo_image_id", null);
        }}
      />
      <div className="campaign-grid campaign-grid--three">
        <div className="rb-field">
          <label className="rb-field__label" htmlFor="matching-ratio">
            <Trans>Ratio</Trans>
          </label>
          <select
            id="matching-ratio"
            className="rb-input"
            value={draft.ratio}
            onChange={(event) => set("ratio", Number(event.target.value))}
          >
            <option value={1}>{t`1:1 – each gift doubled`}</option>
            <option value={2}>{t`2:1 – each gift tripled`}</option>
          </select>
        </div>
        <TextField
          label={t`Cap (Rp)`}
          type="number"
          min={MATCHING_CAP_MIN}
          step={1}
          inputMode="numeric"
          value={draft.cap || ""}
          error={problems.cap}
          onChange={(event) => set("cap", Number(event.target.value))}
        />
        <div />
        <TextField
          label={t`First day`}
          type="date"
          value={draft.starts_on}
          error={problems.starts_on}
          onChange={(event) => set("starts_on", event.target.value)}
        />
        <TextField
          label={t`Last day`}
          type="date"
          value={draft.ends_on}
          error={problems.ends_on}
          onChange={(event) => set("ends_on", event.target.value)}
        />
      </div>
    </>
  );
}

function PledgeForm({ campaign }: { campaign: StaffCampaign }) {
  const { t } = useLingui();
  const empty: Draft = {
    partner_name: "",
    logo_image_id: null,
    ratio: 1,
    cap: 0,
    starts_on: campaign.starts_on ?? "",
    ends_on: campaign.ends_on ?? "",
  };
  const [draft, setDraft] = useState<Draft>(empty);
  const [logo, setLogo] = useState<ShownImage | null>(null);
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const create = useApiMutation({
    call: (input: MatchingPledgeInput) => createMatchingPledge(campaign.slug, input),
    invalidates: [matchingPledgesKey(campaign.slug), adminCampaignKey(campaign.slug), adminCampaignsKey],
    announce: t`The matching pledge is attached.`,
    onSuccess: () => {
      setConfirming(false);
      setDraft(empty);
      setLogo(null);
    },
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  /** The form's own checks, the API's rules (it checks again): a name, a cap, the end not before the start. */
  function draftProblems() {
    const found: Partial<Record<keyof Draft, string>> = {};
    if (draft.partner_name.trim() === "") found.partner_name = t`Enter the partner's name.`;
    if (!Number.isInteger(draft.cap) || draft.cap < MATCHING_CAP_MIN)
      found.cap = t`Enter the cap in whole rupiah, at least Rp 10.000.`;
    if (!draft.starts_on) found.starts_on = t`Choose the first day.`;
    if (!draft.ends_on || draft.ends_on < draft.starts_on)
      found.ends_on = t`The last day cannot be before the first.`;
    return found;
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = draftProblems();
    setProblems(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  }
  const ratioWord = draft.ratio === 2 ? t`tripled` : t`doubled`;
  return (
    <form
      className="rb-card matching-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="matching-form-title"
    >
      <h3 id="matching-form-title">
        <Trans>Attach a matching pledge</Trans>
      </h3>
      <PledgeFields draft={draft} set={set} problems={problems} logo={logo} setLogo={setLogo} />
      <div className="campaign-form__actions">
        <Button type="submit">
          <Trans>Attach pledge</Trans>
        </Button>
      </div>
      <ReasonDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Attach this matching pledge`}
        description={t`From the first day, the campaign page, its card and the donation flow say each gift is ${ratioWord} by ${draft.partner_name}, until ${formatRupiah(draft.cap, "id")} is matched.`}
        confirm={t`Attach pledge`}
        pending={create.pending}
        refusal={create.refusal}
        onConfirm={(reason) => void create.submit({ ...draft, reason })}
      />
    </form>
  );
}

function PledgeItem({ pledge, onEnd }: { pledge: MatchingPledge; onEnd: () => void }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const states = usePledgeStates();
  const [busy, setBusy] = useState(false);
  const used = formatRupiah(pledge.used, locale);
  const cap = formatRupiah(pledge.cap, locale);
  const day = (iso: string) => formatShortDate(`${iso}T05:00:00Z`, locale);
  const first = day(pledge.starts_on);
  const last = day(pledge.ends_on);
  async function downloadStatement() {
    setBusy(true);
    try {
      const [statement, { downloadPdf }, documentModule, { foundationDetails }] = await Promise.all([
        getMatchingStatement(pledge.id),
        import("../../../lib/pdf/download-pdf.ts"),
        import("./matching-statement-document.ts"),
        import("../../../lib/pdf/pdf-parts.ts"),
      ]);
      await downloadPdf(
        documentModule.matchingStatementDocument(statement, foundationDetails(), new Date()),
        documentModule.matchingStatementFileName(statement),
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="rb-card matching-item">
      <div className="matching-item__head">
        {pledge.logo ? (
          <img src={pledge.logo.urls.webp} alt="" width={48} height={48} className="matching-item__logo" />
        ) : null}
        <div>
          <p className="matching-item__partner">{pledge.partner_name}</p>
          <p className="matching-item__meta">
            {pledge.ratio === 2 ? t`2:1, tripled` : t`1:1, doubled`} · {first} – {last} ·{" "}
            {states[pledge.state]}
          </p>
        </div>
      </div>
      <ProgressBar
        label={t`Pledge used`}
        value={pledge.used}
        max={pledge.cap}
        valueText={t`${used} of ${cap} (${pledgeUsedPercent(pledge.used, pledge.cap)}%), ${pledge.gifts} gifts`}
      />
      <div className="matching-item__actions">
        <Button size="small" variant="secondary" loading={busy} onClick={() => void downloadStatement()}>
          <Trans>Partner statement (PDF)</Trans>
        </Button>
        {pledge.state === "running" || pledge.state === "scheduled" ? (
          <Button size="small" variant="ghost" onClick={onEnd}>
            <Trans>End pledge</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The campaign's matching pledges (docs/product/campaigns.md#matching-pledges): each with how much of its cap
 * is used, its statement for the partner, and ending it early with a reason; and the form that attaches one.
 */
export function MatchingPledges({ campaign }: { campaign: StaffCampaign }) {
  const { t } = useLingui();
  const pledges = useQuery({
    queryKey: matchingPledgesKey(campaign.slug),
    queryFn: ({ signal }) => listMatchingPledges(campaign.slug, { signal }),
  });
  const [ending, setEnding] = useState<MatchingPledge | null>(null);
  const end = useApiMutation({
    call: (reason: string) => endMatchingPledge(ending?.id ?? "", { reason }),
    invalidates: [matchingPledgesKey(campaign.slug), adminCampaignKey(campaign.slug)],
    onSuccess: () => setEnding(null),
    announce: t`The pledge has ended.`,
    refreshAfterRefusal: true,
  });
  const list = pledges.data ?? [];
  return (
    <section className="campaign-updates" aria-labelledby="matching-title">
      <h2 className="campaign-updates__title" id="matching-title">
        <Trans>Matching pledges</Trans>
      </h2>
      <p className="campaign-updates__empty">
        <Trans>
          A partner doubles or triples each gift up to a cap. One pledge runs at a time; the public page says
          so while it runs and has cap left.
        </Trans>
      </p>
      {list.length > 0 ? (
        <ul className="update-list">
          {list.map((pledge) => (
            <PledgeItem key={pledge.id} pledge={pledge} onEnd={() => setEnding(pledge)} />
          ))}
        </ul>
      ) : null}
      <PledgeForm campaign={campaign} />
      <ReasonDialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title={t`End this pledge`}
        description={t`Gifts paid from now on are not matched. What it matched stays on the partner's statement.`}
        confirm={t`End pledge`}
        pending={end.pending}
        refusal={end.refusal}
        onConfirm={(reason) => void end.submit(reason)}
      />
    </section>
  );
}
