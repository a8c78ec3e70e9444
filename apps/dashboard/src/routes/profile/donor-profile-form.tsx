import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { phoneWithoutPrefix } from "@rimbun/domain/schemas/fields";
import { donorProfileSchema } from "@rimbun/domain/schemas/profile";
import { TextField } from "@rimbun/ui";
import { useState } from "react";
import { profileText } from "../../app/session-store.ts";
import { type SessionUser, updateDonorProfile } from "../../lib/api.ts";
import { AvatarField } from "./avatar-field.tsx";
import { FormSection, ProfilePhoneField, useProfileSection } from "./form-section.tsx";

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

type DonorOutput = { phone_number: string; address: string | undefined };

const sentFields = (values: DonorOutput) => ({
  phone_number: values.phone_number,
  address: values.address ?? "",
});

/** Donor profile (SPEC 6): full name and e-mail shown read-only; phone, address and photo editable. */
export function DonorProfileForm({ user, startEditing }: { user: SessionUser; startEditing: boolean }) {
  const { t } = useLingui();
  const [avatar, setAvatar] = useState<File | null>(null);
  const { form, editing, section } = useProfileSection({
    user,
    startEditing,
    valuesOf,
    // Full name and e-mail are shown, not edited: only what the donor can change is validated.
    resolver: zodResolver(editableFields),
    call: (values: DonorOutput) =>
      updateDonorProfile({ email: user.email, ...sentFields(values), ...(avatar ? { avatar } : {}) }),
    keep: (result, values) => ({ ...sentFields(values), ...(result?.data ?? {}) }),
    announce: t`Your profile has been updated.`,
    onReset: () => setAvatar(null),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <FormSection title={<Trans>Personal data</Trans>} {...section}>
      <AvatarField user={user} file={avatar} onChange={setAvatar} disabled={!editing} />
      <div className="profile-grid">
        <TextField
          label={t`Full name`}
          readOnly
          value={profileText(user, "fullname")}
          hint={t`Contact us to change the name on your invoices.`}
        />
        <TextField label={t`Email`} type="email" readOnly value={user.email} />
        <ProfilePhoneField control={control} name="phone_number" error={errors.phone_number?.message} />
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
