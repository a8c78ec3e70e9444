import { Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDateTime, formatShortDate, toLocale } from "@rimbun/i18n";
import { Button, EmptyState } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import {
  type DonorDonation,
  type DonorPage,
  type DonorPlan,
  getDonorPage,
  refundDonation,
  resendDonationMail,
  stopDonorPlan,
} from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import {
  DonationStatusName,
  DonationTypeName,
  PlanStatusName,
  RefundStateName,
  refusalText,
} from "./support-words.tsx";
import "../../components/card-table.css";
import { DonorWhatsAppSection } from "./donor-whatsapp.tsx";
import { ChannelName, OfflineProofLink } from "./offline-proof-link.tsx";
import "./donors.css";

type Action =
  | { kind: "refund"; donation: DonorDonation }
  | { kind: "resend"; donation: DonorDonation; mail: "receipt" | "invoice" }
  | { kind: "stop"; plan: DonorPlan };

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="rb-card donor-section" aria-labelledby={id}>
      <h2 className="donor-section__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Profile({ page }: { page: DonorPage }) {
  const { i18n } = useLingui();
  const { profile } = page;
  return (
    <Section id="donor-profile" title={<Trans>Profile</Trans>}>
      <dl className="donor-facts">
        <Field label={<Trans>E-mail</Trans>}>{profile.email}</Field>
        <Field label={<Trans>Phone</Trans>}>{profile.phone ?? "-"}</Field>
        <Field label={<Trans>Account</Trans>}>
          {profile.role ? (
            <span className="donor-role">{profile.role}</span>
          ) : (
            <Trans>Guest, no account</Trans>
          )}
          {profile.deleted ? (
            <>
              {" "}
              · <Trans>deleted by the donor</Trans>
            </>
          ) : null}
        </Field>
        <Field label={<Trans>Language</Trans>}>
          {profile.locale === "en" ? "English" : "Bahasa Indonesia"}
        </Field>
        <Field label={<Trans>Since</Trans>}>
          {profile.created_at ? formatShortDate(profile.created_at, toLocale(i18n.locale)) : "-"}
        </Field>
      </dl>
    </Section>
  );
}

function Plans({ plans, onStop }: { plans: DonorPlan[]; onStop: (plan: DonorPlan) => void }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <Section id="donor-plans" title={<Trans>Monthly donations</Trans>}>
      {plans.length === 0 ? (
        <p className="donor-none">
          <Trans>No monthly donation.</Trans>
        </p>
      ) : (
        <ul className="donor-list">
          {plans.map((plan) => (
            <li key={plan.id} className="donor-plan">
              <div className="donor-plan__head">
                <p className="donor-plan__amount">
                  <Trans>{formatRupiah(plan.amount, locale)} a month</Trans> · {plan.channel} ·{" "}
                  <span className={`donor-status donor-status--${plan.status}`}>
                    <PlanStatusName status={plan.status} />
                  </span>
                </p>
                {plan.status === "active" || plan.status === "paused" ? (
                  <Button variant="secondary" size="small" onClick={() => onStop(plan)}>
                    <Trans>Stop on the donor's request</Trans>
                  </Button>
                ) : null}
              </div>
              <p className="donor-muted">
                <Trans>Started {formatShortDate(plan.created_at, locale)}</Trans>
                {plan.next_charge_at ? (
                  <>
                    {" · "}
                    <Trans>Next charge {formatShortDate(plan.next_charge_at, locale)}</Trans>
                  </>
                ) : null}
                {plan.stopped_at ? (
                  <>
                    {" · "}
                    <Trans>Stopped {formatShortDate(plan.stopped_at, locale)}</Trans>
                  </>
                ) : null}
              </p>
              {plan.history.length > 0 ? (
                <details className="donor-details">
                  <summary>
                    <Trans>History of changes ({plan.history.length})</Trans>
                  </summary>
                  <ol className="donor-events">
                    {plan.history.map((entry) => (
                      <li key={`${entry.at}-${entry.action}`}>
                        <span className="donor-muted">{formatDateTime(entry.at, locale)}</span>{" "}
                        <code>{entry.action}</code>{" "}
                        {entry.by === "staff" ? (
                          <Trans>by staff {entry.staff_name ?? ""}</Trans>
                        ) : entry.by === "donor" ? (
                          <Trans>by the donor</Trans>
                        ) : (
                          <Trans>by the system</Trans>
                        )}
                        {entry.reason ? <> · “{entry.reason}”</> : null}
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function DonationRow({
  donation,
  onAction,
}: {
  donation: DonorDonation;
  onAction: (action: Action) => void;
}) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const mail = donation.status === "done" ? "receipt" : donation.status === "pending" ? "invoice" : null;
  return (
    <tr>
      <td>
        <span className="donor-id">{donation.local_id}</span>
        <span className="donor-muted">
          <Trans>Invoice {donation.invoice_number}</Trans>
        </span>
        <span className="donor-muted donor-wrap">
          {donation.provider} · {donation.provider_id}
        </span>
        <OfflineProofLink donation={donation} />
      </td>
      <td>{formatDateTime(donation.created_at, locale)}</td>
      <td>
        {formatRupiah(donation.amount, locale)}
        <span className="donor-muted">
          <DonationTypeName type={donation.type} /> · <ChannelName channel={donation.channel} />
        </span>
      </td>
      <td>
        <span className={`donor-status donor-status--${donation.status}`}>
          <DonationStatusName status={donation.status} />
        </span>
        {donation.refund ? (
          <span className="donor-muted">
            <RefundStateName state={donation.refund.state} />
          </span>
        ) : null}
        {donation.flag ? (
          <span className="donor-flag">
            <Trans>Flagged: {donation.flag}</Trans>
          </span>
        ) : null}
        {donation.events.length > 0 ? (
          <details className="donor-details">
            <summary>
              <Trans>Provider events ({donation.events.length})</Trans>
            </summary>
            <ol className="donor-events">
              {donation.events.map((event) => (
                <li key={`${event.at}-${event.event_id ?? event.action}`}>
                  <span className="donor-muted">{formatDateTime(event.at, locale)}</span>{" "}
                  {event.from && event.to ? `${event.from} → ${event.to}` : <code>{event.action}</code>}
                  {event.event_id ? <span className="donor-muted donor-wrap">{event.event_id}</span> : null}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </td>
      <td>
        <div className="donor-actions">
          {mail ? (
            <Button variant="ghost" size="small" onClick={() => onAction({ kind: "resend", donation, mail })}>
              {mail === "receipt" ? <Trans>Resend receipt</Trans> : <Trans>Resend invoice</Trans>}
            </Button>
          ) : null}
          {donation.status === "done" && !donation.refund ? (
            <Button variant="secondary" size="small" onClick={() => onAction({ kind: "refund", donation })}>
              <Trans>Refund</Trans>
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function Donations({
  donations,
  onAction,
}: {
  donations: DonorDonation[];
  onAction: (action: Action) => void;
}) {
  return (
    <Section id="donor-donations" title={<Trans>Donations</Trans>}>
      {donations.length === 0 ? (
        <p className="donor-none">
          <Trans>No donation.</Trans>
        </p>
      ) : (
        <div className="card-table-wrap">
          <table className="card-table donor-table">
            <caption className="visually-hidden">
              <Trans>Donations, newest first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Donation</Trans>
                </th>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {donations.map((donation) => (
                <DonationRow key={donation.id} donation={donation} onAction={onAction} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

function Mails({ page }: { page: DonorPage }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <Section id="donor-mails" title={<Trans>Mails sent</Trans>}>
      {page.mails.length === 0 ? (
        <p className="donor-none">
          <Trans>No mail.</Trans>
        </p>
      ) : (
        <ul className="donor-list donor-list--compact">
          {page.mails.map((mail) => (
            <li key={mail.id}>
              <span className="donor-muted">{formatDateTime(mail.created_at, locale)}</span> {mail.subject}{" "}
              <span className="donor-muted">
                ({mail.kind} ·{" "}
                {mail.status === "sent" ? (
                  <Trans>sent</Trans>
                ) : mail.status === "failed" ? (
                  <Trans>failed</Trans>
                ) : (
                  <Trans>waiting</Trans>
                )}
                )
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Consents({ page }: { page: DonorPage }) {
  const yes = <Trans>Yes</Trans>;
  const no = <Trans>No</Trans>;
  const newsletter = {
    none: <Trans>Never asked</Trans>,
    pending: <Trans>Asked, not confirmed</Trans>,
    confirmed: <Trans>Confirmed</Trans>,
    unsubscribed: <Trans>Unsubscribed</Trans>,
  }[page.consents.newsletter];
  return (
    <Section id="donor-consents" title={<Trans>Consents</Trans>}>
      <dl className="donor-facts">
        <Field label={<Trans>Newsletter</Trans>}>{newsletter}</Field>
        <Field label={<Trans>Campaign updates by mail</Trans>}>
          {page.consents.campaign_updates ? yes : no}
        </Field>
        <Field label={<Trans>Yearly statement by mail</Trans>}>
          {page.consents.yearly_statement ? yes : no}
        </Field>
      </dl>
    </Section>
  );
}

function AuditEntries({ page }: { page: DonorPage }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <Section id="donor-audit" title={<Trans>Audit entries</Trans>}>
      {page.audit.length === 0 ? (
        <EmptyState />
      ) : (
        <ol className="donor-list donor-list--compact">
          {page.audit.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span className="donor-muted">{formatDateTime(entry.at, locale)}</span>{" "}
              <code>{entry.action}</code> {entry.actor_name ?? <Trans>System</Trans>}
              {entry.reason ? <> · “{entry.reason}”</> : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** Runs one support action (refund, resend, stop); the dialog shows the API's refusal in words. */
function useSupportAction(donorId: string, onDone: () => void) {
  const { t, i18n } = useLingui();
  const [action, setAction] = useState<Action | null>(null);
  const invalidates = [["donor", donorId]] as const;
  const run = useApiMutation({
    call: ({ current, reason }: { current: Action; reason: string }): Promise<unknown> =>
      current.kind === "refund"
        ? refundDonation({ id: current.donation.id, reason })
        : current.kind === "resend"
          ? resendDonationMail({ id: current.donation.id, reason })
          : stopDonorPlan({ id: current.plan.id, reason }),
    invalidates,
    refreshAfterRefusal: true,
    announce:
      action?.kind === "refund"
        ? t`Refund requested. The donation shows as refunded once the provider confirms.`
        : action?.kind === "resend"
          ? t`The mail is on its way.`
          : t`The monthly donation is stopped.`,
    onSuccess: () => {
      setAction(null);
      onDone();
    },
    onRefused: (error) => {
      const words = refusalText(i18n, error.messageId);
      if (!words) return false;
      run.setRefusal(words);
      return true;
    },
  });
  return { action, setAction, run };
}

function ActionDialog({
  action,
  pending,
  refusal,
  onClose,
  onConfirm,
}: {
  action: Action | null;
  pending: boolean;
  refusal: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  let title: ReactNode = null;
  let confirm: ReactNode = null;
  let description: ReactNode = null;
  if (action?.kind === "refund") {
    const amount = formatRupiah(action.donation.amount, locale);
    const id = action.donation.local_id;
    title = <Trans>Refund donation</Trans>;
    confirm = <Trans>Refund {amount}</Trans>;
    description = (
      <Trans>
        {amount} of donation {id} goes back to the donor through {action.donation.provider}. Points it earned
        are taken back.
      </Trans>
    );
  } else if (action?.kind === "resend") {
    const id = action.donation.local_id;
    title = action.mail === "receipt" ? <Trans>Resend receipt</Trans> : <Trans>Resend invoice</Trans>;
    confirm = <Trans>Send</Trans>;
    description = <Trans>The mail for donation {id} is sent again to the donor's address.</Trans>;
  } else if (action?.kind === "stop") {
    const amount = formatRupiah(action.plan.amount, locale);
    title = <Trans>Stop monthly donation</Trans>;
    confirm = <Trans>Stop</Trans>;
    description = (
      <Trans>
        The monthly donation of {amount} stops now and the donor gets the stop confirmation by mail.
      </Trans>
    );
  }
  return (
    <ReasonDialog
      open={action !== null}
      onClose={onClose}
      title={title}
      description={description}
      confirm={confirm}
      pending={pending}
      refusal={refusal}
      onConfirm={onConfirm}
    />
  );
}

/**
 * A donor's page in donor support (docs/product/staff-console.md#donor-page): profile, monthly donations with
 * their history, every donation with its status and provider events, mails sent, consents and audit entries;
 * refund, resend and stop each ask for a reason first. Opening the page is itself audited by the API.
 */
export function DonorScreen() {
  const { userId = "" } = useParams();
  const page = useQuery({
    queryKey: ["donor", userId],
    queryFn: ({ signal }) => getDonorPage(userId, { signal }),
  });
  useFailurePage(page.error);
  const { action, setAction, run } = useSupportAction(userId, () => undefined);
  const data = page.data;
  return (
    <section className="screen donors">
      <ScreenHeader title={data ? data.profile.name || data.profile.email : <Trans>Donor</Trans>}>
        <Link to="/dashboard/donors" className="donor-back">
          <Trans>Back to the search</Trans>
        </Link>
        <Link to={`/dashboard/donors/record-gift?donor=${encodeURIComponent(userId)}`} className="donor-back">
          <Trans>Record a gift outside the site</Trans>
        </Link>
      </ScreenHeader>
      {page.isPending || !data ? (
        <LoadingBlock />
      ) : (
        <div className="donor-page">
          <Profile page={data} />
          <Plans plans={data.plans} onStop={(plan) => setAction({ kind: "stop", plan })} />
          <Donations donations={data.donations} onAction={setAction} />
          <Mails page={data} />
          <Consents page={data} />
          <DonorWhatsAppSection donorId={userId} />
          <AuditEntries page={data} />
        </div>
      )}
      <ActionDialog
        action={action}
        pending={run.pending}
        refusal={run.refusal}
        onClose={() => {
          setAction(null);
          run.setRefusal(null);
        }}
        onConfirm={(reason) => {
          if (action) void run.submit({ current: action, reason });
        }}
      />
    </section>
  );
}
