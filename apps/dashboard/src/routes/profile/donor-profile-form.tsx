import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { phoneWithoutPrefix } from "@rimbun/domain/schemas/fields";
import { donorProfileSchema } from "@rimbun/domain/schemas/profile";
import { TextField } from "@rimbun/ui";
import { profileText } from "../../app/session-store.ts";
import { type SessionUser, updateDonorProfile } from "../../lib/api.ts";
import { AvatarField } from "./avatar-field.tsx";
import { FormSection, ProfilePhoneField, usePersonalDataSection } from "./form-section.tsx";

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

/**
 * Donor profile (docs/product/accounts.md#profile): full name and e-mail shown read-only; phone, address and
 * photo editable.
 */
export function DonorProfileForm({ user, startEditing }: { user: SessionUser; startEditing: boolean }) {
  const { t } = useLingui();
  const { form, section, avatarField } = usePersonalDataSection({
    user,
    startEditing,
    valuesOf,
    // Full name and e-mail are shown, not edited: only what the donor can change is validated.
    resolver: zodResolver(editableFields),
    fieldsOf: sentFields,
    save: updateDonorProfile,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <FormSection title={<Trans>Personal data</Trans>} {...section}>
      <AvatarField {...avatarField} />
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
