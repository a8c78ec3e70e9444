import { Trans, useLingui } from "@lingui/react/macro";
import { isStaffRole } from "@rimbun/domain/constants";
import { messages } from "@rimbun/domain/messages";
import { Button, Checkbox, Modal } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { Download, FileSpreadsheet, Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocaleStore } from "../../app/locale-store.ts";
import {
  exportPersonalData,
  getMailPreferences,
  type MailPreferencesView,
  requestAccountDeletion,
  type SessionUser,
  updateMailPreferences,
} from "../../lib/api.ts";
import { siteUrl } from "../../lib/site-links.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { donationsCsv, exportFileName, saveFile } from "./personal-data.ts";

const mailPreferencesKey = ["mail-preferences"] as const;

/** The optional mail switches: newsletter (double opt-in), campaign updates, yearly statement. */
export function MailPreferencesSection() {
  const { t } = useLingui();
  const preferences = useQuery({
    queryKey: mailPreferencesKey,
    queryFn: getMailPreferences,
  });
  const save = useApiMutation({
    call: updateMailPreferences,
    invalidates: [mailPreferencesKey],
    announce: t`Your e-mail choices are saved.`,
    refusalShown: "toast",
  });
  const view: MailPreferencesView | undefined = preferences.data;
  const disabled = !view || save.pending;
  const newsletterOn = view?.newsletter === "confirmed" || view?.newsletter === "pending";
  return (
    <section className="rb-card profile-section" aria-labelledby="mail-preferences-title">
      <div className="profile-section__head">
        <h2 className="profile-section__title" id="mail-preferences-title">
          <Trans>E-mails from us</Trans>
        </h2>
      </div>
      <p className="profile-section__note">
        <Trans>
          Receipts, invoices and security notices always come. Everything else is your choice, and every such
          e-mail has a one-click unsubscribe link.
        </Trans>
      </p>
      <div className="profile-section__fields">
        <Checkbox
          label={t`Newsletter`}
          hint={
            view?.newsletter === "pending"
              ? t`We sent you an e-mail: open its link to confirm the newsletter.`
              : t`News from the foundation, about once a month.`
          }
          checked={newsletterOn}
          disabled={disabled}
          onChange={(event) => save.submit({ newsletter: event.currentTarget.checked })}
        />
        <Checkbox
          label={t`Campaign updates`}
          hint={t`How the campaigns you gave to are doing.`}
          checked={view?.campaign_updates ?? false}
          disabled={disabled}
          onChange={(event) => save.submit({ campaign_updates: event.currentTarget.checked })}
        />
        <Checkbox
          label={t`Yearly donation statement`}
          hint={t`Each January, a link to the statement of your gifts of the past year.`}
          checked={view?.yearly_statement ?? false}
          disabled={disabled}
          onChange={(event) => save.submit({ yearly_statement: event.currentTarget.checked })}
        />
      </div>
    </section>
  );
}

/** "Download my data": the whole export as JSON, and the donations as CSV. */
export function PersonalDataSection() {
  const { t } = useLingui();
  const locale = useLocaleStore((state) => state.locale);
  const download = useApiMutation({
    call: (kind: "json" | "csv") => exportPersonalData().then((data) => ({ kind, data })),
    announce: t`Your download is ready.`,
    refusalShown: "toast",
    onSuccess: ({ kind, data }) => {
      if (kind === "json")
        saveFile(
          exportFileName("my-data", data.exported_at, "json"),
          "application/json",
          `${JSON.stringify(data, null, 2)}\n`,
        );
      else saveFile(exportFileName("donations", data.exported_at, "csv"), "text/csv", donationsCsv(data));
    },
  });
  return (
    <section className="rb-card profile-section" aria-labelledby="my-data-title">
      <div className="profile-section__head">
        <h2 className="profile-section__title" id="my-data-title">
          <Trans>Your data</Trans>
        </h2>
      </div>
      <p className="profile-section__note">
        <Trans>
          Download everything we hold about you: your account, profile, donations, monthly plans, points,
          e-mail choices and the e-mails we sent you. Read how we use it in our{" "}
          <a href={siteUrl(locale, "/privacy")}>privacy policy</a>.
        </Trans>
      </p>
      <div className="profile-section__actions profile-section__actions--start">
        <Button
          variant="secondary"
          icon={<Download size={18} aria-hidden="true" />}
          loading={download.pending}
          onClick={() => download.submit("json")}
        >
          <Trans>Download my data (JSON)</Trans>
        </Button>
        <Button
          variant="ghost"
          icon={<FileSpreadsheet size={18} aria-hidden="true" />}
          disabled={download.pending}
          onClick={() => download.submit("csv")}
        >
          <Trans>Download my donations (CSV)</Trans>
        </Button>
      </div>
    </section>
  );
}

/** Staff and administrators leave through an administrator's disable, never the donor's deletion. */
function StaffLeaveNote() {
  const { i18n } = useLingui();
  return (
    <section className="rb-card profile-section" aria-labelledby="delete-account-title">
      <div className="profile-section__head">
        <h2 className="profile-section__title" id="delete-account-title">
          <Trans>Delete my account</Trans>
        </h2>
      </div>
      <p className="profile-section__note">{i18n._(messages.staffSelfDelete.id)}</p>
    </section>
  );
}

/** "Delete my account": says what happens, then mails the confirming link (deleting happens on its page). */
export function DeleteAccountSection({ user }: { user: SessionUser }) {
  const [confirming, setConfirming] = useState(false);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const request = useApiMutation({
    call: () => requestAccountDeletion({}),
    refusalShown: "toast",
    onSuccess: (result) => {
      setSentMinutes(result.valid_minutes);
      setConfirming(false);
    },
  });
  const email = user.email;
  if (isStaffRole(user.role)) return <StaffLeaveNote />;
  return (
    <section className="rb-card profile-section" aria-labelledby="delete-account-title">
      <div className="profile-section__head">
        <h2 className="profile-section__title" id="delete-account-title">
          <Trans>Delete my account</Trans>
        </h2>
      </div>
      <p className="profile-section__note">
        <Trans>
          Deleting stops your monthly donations, removes your profile, photo, sign-in and referral link, and
          ends your e-mail subscriptions. Volunteer points not yet withdrawn lapse and pending withdrawal or
          redemption requests are cancelled. Your past donations stay in the foundation's accounts, with your
          name, e-mail and phone replaced.
        </Trans>
      </p>
      <p
        className={
          sentMinutes === null
            ? "profile-section__status"
            : "profile-section__status rb-note rb-note--success"
        }
        role="status"
      >
        {sentMinutes === null ? null : (
          <Trans>
            We sent a link to {email}. Open it within {sentMinutes} minutes and press the button there to
            delete your account.
          </Trans>
        )}
      </p>
      <div className="profile-section__actions profile-section__actions--start">
        <Button
          variant="secondary"
          className="profile-danger"
          icon={<Trash2 size={18} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          <Trans>Delete my account</Trans>
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={<Trans>Delete your account?</Trans>}
        size="small"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={request.pending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              className="profile-danger"
              loading={request.pending}
              onClick={() => request.submit(undefined)}
            >
              <Trans>E-mail me the link</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>
            To be sure it is you, we e-mail a confirmation link to {email}. Nothing is deleted until you press
            the button on the page it opens.
          </Trans>
        </p>
      </Modal>
    </section>
  );
}
