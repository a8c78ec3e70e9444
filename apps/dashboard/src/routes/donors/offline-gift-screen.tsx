import { Trans, useLingui } from "@lingui/react/macro";
import { jakartaDay } from "@rimbun/domain/dates";
import { issuesToFieldErrors, type MessageId } from "@rimbun/domain/messages";
import { offlineGiftDayProblem } from "@rimbun/domain/offline-gifts";
import { offlineGiftFormSchema } from "@rimbun/domain/schemas/offline-gift";
import { Button, TextField, translateMessage } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ChoiceProblem } from "../../components/dialog-parts.tsx";
import { reasonMaxLength } from "../../components/reason-dialog.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { getDonorPage, listStaffCampaigns, recordOfflineGift } from "../../lib/api.ts";
import { describeApiMessage } from "../../lib/api-errors.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { type GiftDraft, LabelledControl, ProofField } from "./offline-gift-fields.tsx";
import "./donors.css";

type Problems = Record<string, string>;

const emptyDraft = (): GiftDraft => ({
  fullname: "",
  email: "",
  phone: "",
  locale: "id",
  date: jakartaDay(new Date()),
  amount: "",
  campaign: "",
  method: "bank_transfer",
  reason: "",
});

/** The draft's part a sub-form edits, its problems and how it changes. */
interface PartProps {
  draft: GiftDraft;
  problems: Problems;
  set: (change: Partial<GiftDraft>) => void;
}

/** Who gave: the donor support found (named, with a way to record for someone else), or a new donor's fields. */
function DonorPart({ donorId, ...part }: PartProps & { donorId: string | null }) {
  const donor = useQuery({
    queryKey: ["donor", donorId],
    queryFn: ({ signal }) => getDonorPage(donorId ?? "", { signal }),
    enabled: donorId !== null,
  });
  useFailurePage(donor.error);
  if (!donorId) return <NewDonorPart {...part} />;
  if (!donor.data) return <LoadingBlock />;
  const { profile } = donor.data;
  return (
    <p className="offline-gift__donor">
      <Trans>
        Gift from <strong>{profile.name || profile.email}</strong> ({profile.email})
      </Trans>{" "}
      <Link to="/dashboard/donors/record-gift">
        <Trans>Someone else</Trans>
      </Link>
    </p>
  );
}

/** A donor who is not in donor support yet: name, e-mail, optional phone and the mails' language. */
function NewDonorPart({ draft, problems, set }: PartProps) {
  const { t } = useLingui();
  return (
    <fieldset className="offline-gift__group">
      <legend>
        <Trans>New donor</Trans>
      </legend>
      <p className="donor-muted">
        <Trans>
          Already gave before? <Link to="/dashboard/donors">Find them in donor support</Link> and record the
          gift from their page.
        </Trans>
      </p>
      <TextField
        label={t`Full name`}
        required
        value={draft.fullname}
        error={problems.fullname}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => set({ fullname: event.target.value })}
      />
      <TextField
        label={t`E-mail`}
        type="email"
        required
        value={draft.email}
        error={problems.email}
        autoComplete="off"
        onChange={(event) => set({ email: event.target.value })}
      />
      <TextField
        label={t`Phone (optional)`}
        type="tel"
        value={draft.phone}
        error={problems.phone}
        autoComplete="off"
        onChange={(event) => set({ phone: event.target.value })}
      />
      <LabelledControl id="gift-locale" label={<Trans>Language of the receipt</Trans>} problem={null}>
        <select
          id="gift-locale"
          className="rb-select"
          value={draft.locale}
          onChange={(event) => set({ locale: event.target.value as GiftDraft["locale"] })}
        >
          <option value="id">{t`Indonesian`}</option>
          <option value="en">{t`English`}</option>
        </select>
      </LabelledControl>
    </fieldset>
  );
}

/** The gift itself: day, amount, campaign (published ones, or the general fund) and how it came. */
function GiftPart({ draft, problems, set }: PartProps) {
  const { t, i18n } = useLingui();
  const campaigns = useQuery({
    queryKey: ["staff-campaigns"],
    queryFn: ({ signal }) => listStaffCampaigns({ signal }),
  });
  useFailurePage(campaigns.error);
  const published = (campaigns.data ?? []).filter(
    (row) => row.kind === "campaign" && row.status === "published",
  );
  const title = (row: (typeof published)[number]) =>
    (i18n.locale === "en" ? row.title.en : row.title.id) || row.slug;
  return (
    <fieldset className="offline-gift__group">
      <legend>
        <Trans>The gift</Trans>
      </legend>
      <TextField
        label={t`Day it arrived`}
        type="date"
        required
        max={jakartaDay(new Date())}
        value={draft.date}
        error={problems.date}
        onChange={(event) => set({ date: event.target.value })}
      />
      <TextField
        label={t`Amount (rupiah)`}
        inputMode="numeric"
        required
        value={draft.amount}
        error={problems.amount}
        autoComplete="off"
        hint={t`Whole rupiah, digits only.`}
        onChange={(event) => set({ amount: event.target.value })}
      />
      <LabelledControl id="gift-campaign" label={<Trans>Campaign</Trans>} problem={problems.campaign ?? null}>
        <select
          id="gift-campaign"
          className="rb-select"
          value={draft.campaign}
          onChange={(event) => set({ campaign: event.target.value })}
        >
          <option value="">{t`General fund`}</option>
          {published.map((row) => (
            <option key={row.slug} value={row.slug}>
              {title(row)}
            </option>
          ))}
        </select>
      </LabelledControl>
      <LabelledControl id="gift-method" label={<Trans>How it came</Trans>} problem={problems.method ?? null}>
        <select
          id="gift-method"
          className="rb-select"
          value={draft.method}
          onChange={(event) => set({ method: event.target.value as GiftDraft["method"] })}
        >
          <option value="bank_transfer">{t`Bank transfer`}</option>
          <option value="cash">{t`Cash`}</option>
        </select>
      </LabelledControl>
    </fieldset>
  );
}

/** The form's own check before the call: the shared schema, and the day against today in Jakarta. */
function checkDraft(
  draft: GiftDraft,
  donorId: string | null,
  translate: (id: MessageId) => string,
): Problems {
  const parsed = offlineGiftFormSchema.safeParse({ ...draft, donor_id: donorId ?? "" });
  const ids: Record<string, MessageId> = parsed.success ? {} : issuesToFieldErrors(parsed.error);
  const dayProblem = offlineGiftDayProblem(draft.date, jakartaDay(new Date()));
  if (dayProblem && !ids.date) ids.date = dayProblem;
  return Object.fromEntries(Object.entries(ids).map(([field, id]) => [field, translate(id)]));
}

/** The form's state, its own checks and the call: one key per opening, renewed after a success. */
function useRecordGift(donorId: string | null) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(emptyDraft);
  const [proof, setProof] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const set = (change: Partial<GiftDraft>) => setDraft((current) => ({ ...current, ...change }));
  const record = useApiMutation({
    call: recordOfflineGift,
    invalidates: [["donor"], ["flagged-payments"]],
    announce: t`Gift recorded. The receipt is on its way to the donor.`,
    onRefused: (error) => {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, id]) => [field, describeApiMessage(i18n, id)]),
      );
      setProblems(fields);
      return Object.keys(fields).length > 0;
    },
    onSuccess: (result) => {
      setKey(crypto.randomUUID());
      navigate(`/dashboard/donors/${encodeURIComponent(result.donor_id)}`);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft, donorId, (id) => translateMessage(i18n, id));
    if (draft.method === "bank_transfer" && !proof && !found.proof)
      found.proof = describeApiMessage(i18n, "offlineGift.proofRequired");
    if (problems.proof && !found.proof) found.proof = problems.proof;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const who = donorId
      ? { donor_id: donorId }
      : { fullname: draft.fullname, email: draft.email, phone: draft.phone, locale: draft.locale };
    const { date, amount, campaign, method, reason } = draft;
    void record.submit({
      form: { ...who, date, amount, campaign, method, reason },
      proof,
      idempotencyKey: key,
    });
  };
  const pickProof = (file: File | null, problem: string | null) => {
    setProof(file);
    setProblems((current) => {
      const { proof: _old, ...rest } = current;
      return problem ? { ...rest, proof: problem } : rest;
    });
  };
  return { draft, set, problems, submit, pickProof, record };
}

/**
 * Records a gift that arrived outside the site (docs/product/staff-console.md#gifts-outside-the-site): a bank
 * transfer or cash, for a donor found in donor support (`?donor=`) or a new one, with its proof. One key per
 * opening of the form: a double click or a retry records one gift. Done, it opens the donor's page.
 */
export function OfflineGiftScreen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const donorId = params.get("donor");
  const { draft, set, problems, submit, pickProof, record } = useRecordGift(donorId);

  return (
    <section className="screen donors">
      <ScreenHeader title={<Trans>Record a gift outside the site</Trans>}>
        <Link
          to={donorId ? `/dashboard/donors/${encodeURIComponent(donorId)}` : "/dashboard/donors"}
          className="donor-back"
        >
          <Trans>Back</Trans>
        </Link>
      </ScreenHeader>
      <form
        className="rb-card offline-gift"
        noValidate
        onSubmit={submit}
        aria-label={t`Record a gift outside the site`}
      >
        <p className="donor-muted">
          <Trans>
            A bank transfer or cash that reached the foundation without the site. It counts like an online
            gift: receipt mail, history, campaign total and reports.
          </Trans>
        </p>
        <DonorPart donorId={donorId} draft={draft} problems={problems} set={set} />
        <GiftPart draft={draft} problems={problems} set={set} />
        <ProofField
          required={draft.method === "bank_transfer"}
          problem={problems.proof ?? null}
          onPick={pickProof}
        />
        <LabelledControl
          id="gift-reason"
          label={<Trans>Reason (kept in the audit log)</Trans>}
          problem={problems.reason ?? null}
        >
          <textarea
            id="gift-reason"
            className="rb-input"
            rows={2}
            maxLength={reasonMaxLength}
            aria-required="true"
            aria-invalid={problems.reason ? true : undefined}
            aria-describedby={problems.reason ? "gift-reason-error" : undefined}
            value={draft.reason}
            onChange={(event) => set({ reason: event.target.value })}
          />
        </LabelledControl>
        <ChoiceProblem text={record.refusal} />
        <Button type="submit" loading={record.pending}>
          <Trans>Record the gift</Trans>
        </Button>
      </form>
    </section>
  );
}
