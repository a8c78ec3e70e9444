import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import { type BankAccount, bankAccountSchema } from "@rimbun/domain/schemas/profile";
import { TextField } from "@rimbun/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { profileText, useSessionStore } from "../../app/session-store.ts";
import { type SessionUser, updateVolunteerProfile } from "../../lib/api.ts";
import { describeApiMessage, isRefusal } from "../../lib/api-errors.ts";
import { FormSection } from "./form-section.tsx";
import { profileGroup } from "./profile-json.ts";
import { useProfileSave } from "./use-profile-save.ts";

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
 * Volunteer bank account (SPEC 3): needed before a withdrawal (DECISIONS). Saved on its own. A
 * changed account asks for the current password (issue 9: a session alone cannot redirect payouts).
 */
export function BankForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const updateProfile = useSessionStore((state) => state.updateProfile);
  const save = useProfileSave();
  const [editing, setEditing] = useState(false);
  const [currentPassword, setCurrentPassword] = useState("");
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BankAccount, unknown, BankAccount>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: valuesOf(user),
  });
  const changed = !sameBank(watch(), valuesOf(user));

  const cancel = () => {
    reset(valuesOf(user));
    setCurrentPassword("");
    setPasswordProblem(null);
    setEditing(false);
  };

  const onSubmit = handleSubmit(async (bank) => {
    const asksPassword = !sameBank(bank, valuesOf(user));
    if (asksPassword && !currentPassword) {
      setPasswordProblem(i18n._(messages.passwordCurrentEmpty.id));
      return;
    }
    setPasswordProblem(null);
    const bank_account = JSON.stringify(bank);
    const saved = await save(
      // The volunteer update carries the whole profile; the other fields go as they are now.
      () =>
        updateVolunteerProfile({
          email: user.email,
          first_name: profileText(user, "first_name"),
          last_name: profileText(user, "last_name"),
          phone: profileText(user, "phone"),
          bank_account,
          ...(asksPassword ? { current_password: currentPassword } : {}),
        }).catch((error: unknown) => {
          const refused = isRefusal(error) ? error.fields?.current_password : undefined;
          if (refused) setPasswordProblem(describeApiMessage(i18n, refused));
          throw error;
        }),
      t`Your bank account has been saved.`,
    );
    if (!saved) return;
    updateProfile({ bank_account });
    setCurrentPassword("");
    setEditing(false);
  });

  return (
    <FormSection
      title={<Trans>Bank account</Trans>}
      editing={editing}
      saving={isSubmitting}
      onEdit={() => setEditing(true)}
      onCancel={cancel}
      onSubmit={onSubmit}
    >
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
