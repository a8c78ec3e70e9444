import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import { type BankAccount, bankAccountSchema } from "@rimbun/domain/schemas/profile";
import { TextField } from "@rimbun/ui";
import { useState } from "react";
import { profileText } from "../../app/session-store.ts";
import { type SessionUser, updateVolunteerProfile } from "../../lib/api.ts";
import { describeApiMessage } from "../../lib/api-errors.ts";
import { FormSection, useProfileSection } from "./form-section.tsx";
import { profileGroup } from "./profile-json.ts";

function valuesOf(user: SessionUser): BankAccount {
  const bank = profileGroup(user, "bank_account");
  return {
    bank_name: bank.bank_name ?? "",
    holder: bank.holder ?? "",
    account_number: bank.account_number ?? "",
    branch: bank.branch ?? "",
  };
}

const bankKeys = ["bank_name", "holder", "account_number", "branch"] as const;

function sameBank(a: Partial<BankAccount>, b: Partial<BankAccount>): boolean {
  return bankKeys.every((key) => (a[key] ?? "").trim() === (b[key] ?? "").trim());
}

/**
 * Volunteer bank account (docs/product/accounts.md#bank-account): needed before a withdrawal. Saved on its
 * own. A changed account asks for the current password: a session alone cannot redirect payouts.
 */
export function BankForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const [currentPassword, setCurrentPassword] = useState("");
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const asksPassword = (bank: BankAccount) => !sameBank(bank, valuesOf(user));
  const { form, editing, section } = useProfileSection({
    user,
    valuesOf,
    resolver: zodResolver(bankAccountSchema),
    check: (bank: BankAccount) => {
      const missing = asksPassword(bank) && !currentPassword;
      setPasswordProblem(missing ? i18n._(messages.passwordCurrentEmpty.id) : null);
      return !missing;
    },
    // The volunteer update carries the whole profile; the other fields go as they are now.
    call: (bank) =>
      updateVolunteerProfile({
        email: user.email,
        first_name: profileText(user, "first_name"),
        last_name: profileText(user, "last_name"),
        phone: profileText(user, "phone"),
        bank_account: JSON.stringify(bank),
        ...(asksPassword(bank) ? { current_password: currentPassword } : {}),
      }),
    keep: (_result, bank) => ({ bank_account: JSON.stringify(bank) }),
    announce: t`Your bank account has been saved.`,
    onReset: () => {
      setCurrentPassword("");
      setPasswordProblem(null);
    },
    onRefused: (error) => {
      const refused = error.fields?.current_password;
      if (refused) setPasswordProblem(describeApiMessage(i18n, refused));
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const changed = asksPassword(watch());

  return (
    <FormSection title={<Trans>Bank account</Trans>} {...section}>
      <p className="profile-section__note">
        <Trans>Withdrawn points are paid into this account after an administrator confirms them.</Trans>
      </p>
      <div className="profile-grid">
        <TextField
          label={t`Bank name`}
          required
          error={errors.bank_name?.message}
          {...register("bank_name")}
        />
        <TextField
          label={t`Account holder`}
          required
          error={errors.holder?.message}
          {...register("holder")}
        />
        <TextField
          label={t`Account number`}
          required
          inputMode="numeric"
          error={errors.account_number?.message}
          {...register("account_number")}
        />
        <TextField label={t`Branch`} required error={errors.branch?.message} {...register("branch")} />
        {editing && changed ? (
          <TextField
            label={t`Current password`}
            hint={t`To protect your payouts, confirm a new bank account with the password you log in with.`}
            type="password"
            autoComplete="current-password"
            required
            name="current_password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            error={passwordProblem}
          />
        ) : null}
      </div>
    </FormSection>
  );
}
