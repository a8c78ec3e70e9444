import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { phoneWithoutPrefix } from "@rimbun/domain/schemas/fields";
import { donorProfileSchema } from "@rimbun/domain/schemas/profile";
import { PhoneField, TextField } from "@rimbun/ui";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { profileText, useSessionStore } from "../../app/session-store.ts";
import { type SessionUser, updateDonorProfile } from "../../lib/api.ts";
import { AvatarField } from "./avatar-field.tsx";
import { FormSection } from "./form-section.tsx";
import { useProfileSave } from "./use-profile-save.ts";

const editableFields = donorProfileSchema.pick({ phone_number: true, address: true });

interface DonorValues {
  phone_number: string;
  address?: string | undefined;
}

function valuesOf(user: SessionUser): DonorValues {
  return {
    phone_number: phoneWithoutPrefix(profileText(user, "phone_number")),
    address: profileText(user, "address"),
  };
}

/** Donor profile (SPEC 6): full name and e-mail shown read-only; phone, address and photo editable. */
export function DonorProfileForm({ user, startEditing }: { user: SessionUser; startEditing: boolean }) {
  const { t } = useLingui();
  const updateProfile = useSessionStore((state) => state.updateProfile);
  const save = useProfileSave();
  const [editing, setEditing] = useState(startEditing);
  const [avatar, setAvatar] = useState<File | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DonorValues, unknown, { phone_number: string; address: string | undefined }>({
    // Full name and e-mail are shown, not edited: only what the donor can change is validated.
    resolver: zodResolver(editableFields),
    defaultValues: valuesOf(user),
  });

  const cancel = () => {
    reset(valuesOf(user));
    setAvatar(null);
    setEditing(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    const sent = { phone_number: values.phone_number, address: values.address ?? "" };
    const saved = await save(
      () => updateDonorProfile({ email: user.email, ...sent, ...(avatar ? { avatar } : {}) }),
      t`Your profile has been updated.`,
    );
    if (!saved) return;
    updateProfile({ ...sent, ...(saved.result?.data ?? {}) });
    setAvatar(null);
    setEditing(false);
  });

  return (
    <FormSection
      title={<Trans>Personal data</Trans>}
      editing={editing}
      saving={isSubmitting}
      onEdit={() => setEditing(true)}
      onCancel={cancel}
      onSubmit={onSubmit}
    >
      <AvatarField
        name={profileText(user, "fullname") || user.email}
        path={profileText(user, "avatar") || undefined}
        file={avatar}
        onChange={setAvatar}
        disabled={!editing}
      />
      <div className="profile-grid">
        <TextField
          label={t`Full name`}
          readOnly
          value={profileText(user, "fullname")}
          hint={t`Contact us to change the name on your invoices.`}
        />
        <TextField label={t`Email`} type="email" readOnly value={user.email} />
        <Controller
          control={control}
          name="phone_number"
          render={({ field }) => (
            <PhoneField
              label={t`Phone number`}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.phone_number?.message}
            />
          )}
        />
        <TextField
          label={t`Address`}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register("address")}
        />
      </div>
    </FormSection>
  );
}
