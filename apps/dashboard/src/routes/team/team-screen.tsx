import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type StaffInviteInput, staffInviteSchema } from "@rimbun/domain/schemas/staff";
import { formatDateTime, toLocale } from "@rimbun/i18n";
import { Button, EmptyState, TextField, translateMessage } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSessionStore } from "../../app/session-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ChoiceProblem } from "../../components/dialog-parts.tsx";
import { ReasonDialog, reasonMaxLength } from "../../components/reason-dialog.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import {
  disableStaff,
  enableStaff,
  inviteStaff,
  listStaffAccounts,
  resetStaffTwoFactor,
  type StaffAccount,
} from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import "../../components/card-table.css";
import "./team.css";

const staffKey = ["staff-accounts"] as const;

function StatusText({ status }: { status: StaffAccount["status"] }) {
  if (status === "invited") return <Trans>Invited</Trans>;
  if (status === "disabled") return <Trans>Disabled</Trans>;
  return <Trans>Active</Trans>;
}

function RoleText({ role }: { role: StaffAccount["role"] }) {
  return role === "admin" ? <Trans>Administrator</Trans> : <Trans>Staff</Trans>;
}

const emptyInvite: StaffInviteInput = { email: "", name: "", role: "staff", reason: "" };

/** The invitation form: a new account gets a mail to choose its password (7 days, once). */
function InviteForm() {
  const { t, i18n } = useLingui();
  const form = useForm<StaffInviteInput>({
    resolver: zodResolver(staffInviteSchema),
    defaultValues: emptyInvite,
  });
  const errors = form.formState.errors;
  const invite = useApiMutation({
    call: inviteStaff,
    invalidates: [staffKey],
    announce: t`Invitation sent.`,
    onSuccess: () => form.reset(emptyInvite),
  });
  const message = (id: string | undefined) => (id ? translateMessage(i18n, id) : null);
  return (
    <form
      className="rb-card team-invite"
      aria-labelledby="team-invite-heading"
      noValidate
      onSubmit={form.handleSubmit((values) => void invite.submit(values))}
    >
      <h2 id="team-invite-heading" className="team-invite__heading">
        <Trans>Invite a staff member</Trans>
      </h2>
      <TextField
        label={t`Staff member's name`}
        required
        autoComplete="off"
        error={message(errors.name?.message)}
        {...form.register("name")}
      />
      <TextField
        label={t`E-mail`}
        type="email"
        required
        autoComplete="off"
        error={message(errors.email?.message)}
        {...form.register("email")}
      />
      <div className="rb-field">
        <label className="rb-field__label" htmlFor="team-invite-role">
          <Trans>Role</Trans>
        </label>
        <select id="team-invite-role" className="rb-input" {...form.register("role")}>
          <option value="staff">{t`Staff: campaigns, donor support, reports`}</option>
          <option value="admin">{t`Administrator: also payouts, staff accounts and the audit log`}</option>
        </select>
      </div>
      <div className="rb-field">
        <label className="rb-field__label" htmlFor="team-invite-reason">
          <Trans>Reason (kept in the audit log)</Trans>
        </label>
        <textarea
          id="team-invite-reason"
          className="rb-input"
          rows={2}
          maxLength={reasonMaxLength}
          aria-required="true"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? "team-invite-reason-error" : undefined}
          {...form.register("reason")}
        />
        <ChoiceProblem id="team-invite-reason-error" text={message(errors.reason?.message)} />
      </div>
      <ChoiceProblem text={invite.refusal} />
      <Button type="submit" loading={invite.pending}>
        <Trans>Send invitation</Trans>
      </Button>
    </form>
  );
}

type Action = "disable" | "enable" | "two-factor";

const actionCalls = { disable: disableStaff, enable: enableStaff, "two-factor": resetStaffTwoFactor };

/**
 * Staff accounts (administrators, docs/product/staff-console.md#staff-accounts): who works in the console,
 * with which role and status; invite by e-mail, disable (sessions end at once) and enable again, reset a
 * lost two-factor sign-in (never one's own), each with a reason for the audit log.
 */
export function TeamScreen() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const me = useSessionStore((state) => state.user?.email);
  const [acting, setActing] = useState<{ account: StaffAccount; action: Action } | null>(null);
  const accounts = useQuery({ queryKey: staffKey, queryFn: ({ signal }) => listStaffAccounts({ signal }) });
  useFailurePage(accounts.error);
  const name = acting?.account.name ?? "";
  // Each account action's dialog and announcement.
  const words = acting
    ? {
        disable: {
          title: t`Disable account`,
          description: t`${name} is signed out at once and cannot sign in until enabled again.`,
          confirm: t`Disable`,
          done: t`Account disabled.`,
        },
        enable: {
          title: t`Enable account`,
          description: t`${name} gets a new invitation to choose a password.`,
          confirm: t`Enable`,
          done: t`Account enabled; an invitation was sent.`,
        },
        "two-factor": {
          title: t`Reset two-factor sign-in`,
          description: t`${name} is signed out at once and sets up two-factor sign-in again at the next login. Check who is asking (a call or a video call) before you reset it. ${name} gets an e-mail.`,
          confirm: t`Reset`,
          done: t`Two-factor sign-in reset; an e-mail was sent.`,
        },
      }[acting.action]
    : null;
  const change = useApiMutation({
    call: (input: { id: string; reason: string; action: Action }) => actionCalls[input.action](input),
    invalidates: [staffKey],
    announce: words?.done,
    onSuccess: () => setActing(null),
  });

  return (
    <section className="screen team">
      <ScreenHeader title={<Trans>Staff accounts</Trans>} />
      {accounts.isPending ? (
        <LoadingBlock />
      ) : (accounts.data ?? []).length === 0 ? (
        <EmptyState />
      ) : (
        <div className="card-table-wrap">
          <table className="card-table team-table">
            <caption className="visually-hidden">
              <Trans>Staff and administrator accounts</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Role</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Since</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(accounts.data ?? []).map((account) => (
                <tr key={account.id}>
                  <td>
                    <span className="team-table__name">{account.name}</span>
                    <span className="team-table__email">{account.email}</span>
                  </td>
                  <td>
                    <RoleText role={account.role} />
                  </td>
                  <td>
                    <span className={`team-status team-status--${account.status}`}>
                      <StatusText status={account.status} />
                    </span>
                    {account.two_factor || account.status === "disabled" ? null : (
                      <span className="team-table__note">
                        <Trans>Two-factor not set up yet</Trans>
                      </span>
                    )}
                  </td>
                  <td>{formatDateTime(account.disabled_at ?? account.created_at, locale)}</td>
                  <td className="team-table__actions">
                    {account.email !== me && account.two_factor ? (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t`Reset two-factor sign-in of ${account.name}`}
                        onClick={() => setActing({ account, action: "two-factor" })}
                      >
                        <Trans>Reset two-factor</Trans>
                      </Button>
                    ) : null}
                    {account.email === me ? null : account.status === "disabled" ? (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t`Enable ${account.name}`}
                        onClick={() => setActing({ account, action: "enable" })}
                      >
                        <Trans>Enable</Trans>
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t`Disable ${account.name}`}
                        onClick={() => setActing({ account, action: "disable" })}
                      >
                        <Trans>Disable</Trans>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <InviteForm />
      <ReasonDialog
        open={acting !== null}
        onClose={() => setActing(null)}
        title={words?.title ?? ""}
        description={words?.description ?? ""}
        confirm={words?.confirm ?? ""}
        pending={change.pending}
        refusal={change.refusal}
        onConfirm={(reason) => {
          if (acting) void change.submit({ id: acting.account.id, reason, action: acting.action });
        }}
      />
    </section>
  );
}
