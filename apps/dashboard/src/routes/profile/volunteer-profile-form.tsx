import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { phoneWithoutPrefix } from "@rimbun/domain/schemas/fields";
import { volunteerFullname, volunteerProfileSchema } from "@rimbun/domain/schemas/profile";
import { sexes } from "@rimbun/domain/schemas/volunteer";
import { TextField } from "@rimbun/ui";
import { useId } from "react";
import type { Resolver } from "react-hook-form";
import { profileText } from "../../app/session-store.ts";
import { type SessionUser, updateVolunteerProfile } from "../../lib/api.ts";
import { sexLabels } from "../../lib/volunteer-words.ts";
import { AvatarField } from "./avatar-field.tsx";
import { FormSection, ProfilePhoneField, usePersonalDataSection } from "./form-section.tsx";
import { profileGroup } from "./profile-json.ts";

interface VolunteerValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  social_media: string;
  private_information: {
    gender: string;
    dob: string;
    state: string;
    city: string;
    job: string;
    institution: string;
  };
  optional_information: { hobby: string; affiliation: string; motivation: string };
}

function valuesOf(user: SessionUser): VolunteerValues {
  const personal = profileGroup(user, "private_information");
  const optional = profileGroup(user, "optional_information");
  return {
    first_name: profileText(user, "first_name"),
    last_name: profileText(user, "last_name"),
    email: user.email,
    phone: phoneWithoutPrefix(profileText(user, "phone")),
    address: profileText(user, "address"),
    social_media: profileText(user, "social_media"),
    private_information: {
      gender: personal.gender ?? "",
      dob: personal.dob ?? "",
      state: personal.state ?? "",
      city: personal.city ?? "",
      job: personal.job ?? "",
      institution: personal.institution ?? "",
    },
    optional_information: {
      hobby: optional.hobby ?? "",
      affiliation: optional.affiliation ?? "",
      motivation: optional.motivation ?? "",
    },
  };
}

type VolunteerOutput = Parameters<typeof volunteerUpdateFields>[0];

/** What the volunteer update sends (call 7): JSON groups as text, fullname from first and last name. */
export function volunteerUpdateFields(values: {
  first_name: string;
  last_name: string;
  phone: string;
  address?: string | undefined;
  social_media?: string | undefined;
  private_information?: unknown;
  optional_information?: unknown;
}) {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    fullname: volunteerFullname(values.first_name, values.last_name),
    phone: values.phone,
    address: values.address ?? "",
    social_media: values.social_media ?? "",
    private_information: JSON.stringify(values.private_information ?? {}),
    optional_information: JSON.stringify(values.optional_information ?? {}),
  };
}

/**
 * Volunteer profile (docs/product/accounts.md#profile): names, phone, private information, social media,
 * optional information.
 */
export function VolunteerProfileForm({ user, startEditing }: { user: SessionUser; startEditing: boolean }) {
  const { t, i18n } = useLingui();
  const genderId = useId();
  const motivationId = useId();
  const { form, section, avatarField } = usePersonalDataSection({
    user,
    startEditing,
    valuesOf,
    // The schema also accepts JSON text for the groups (multipart); the form always holds objects.
    resolver: zodResolver(volunteerProfileSchema) as unknown as Resolver<
      VolunteerValues,
      unknown,
      VolunteerOutput
    >,
    fieldsOf: volunteerUpdateFields,
    save: updateVolunteerProfile,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const personalErrors = errors.private_information;

  return (
    <FormSection title={<Trans>Personal data</Trans>} {...section}>
      <AvatarField {...avatarField} />
      <div className="profile-grid">
        <TextField
          label={t`First name`}
          required
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register("first_name")}
        />
        <TextField
          label={t`Last name`}
          required
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register("last_name")}
        />
        <TextField label={t`Email`} type="email" readOnly {...register("email")} />
        <ProfilePhoneField control={control} name="phone" error={errors.phone?.message} />
        <TextField
          label={t`Address`}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register("address")}
        />
        <TextField
          label={t`Instagram`}
          hint={t`Your handle, without the @.`}
          error={errors.social_media?.message}
          {...register("social_media")}
        />
      </div>
      <h3 className="profile-section__subtitle">
        <Trans>Private information</Trans>
      </h3>
      <div className="profile-grid">
        <div className="rb-field">
          <label className="rb-field__label" htmlFor={genderId}>
            <Trans>Sex</Trans>
          </label>
          <select id={genderId} className="rb-select" {...register("private_information.gender")}>
            <option value="">{t`Not stated`}</option>
            {sexes.map((sex) => (
              <option key={sex} value={sex}>
                {i18n._(sexLabels[sex])}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t`Date of birth`}
          type="date"
          error={personalErrors?.dob?.message}
          {...register("private_information.dob")}
        />
        <TextField
          label={t`Province`}
          error={personalErrors?.state?.message}
          {...register("private_information.state")}
        />
        <TextField
          label={t`City`}
          error={personalErrors?.city?.message}
          {...register("private_information.city")}
        />
        <TextField
          label={t`Occupation`}
          error={personalErrors?.job?.message}
          {...register("private_information.job")}
        />
        <TextField
          label={t`Institution`}
          error={personalErrors?.institution?.message}
          {...register("private_information.institution")}
        />
      </div>
      <h3 className="profile-section__subtitle">
        <Trans>Optional information</Trans>
      </h3>
      <div className="profile-grid">
        <TextField label={t`Hobby`} {...register("optional_information.hobby")} />
        <TextField label={t`How did you hear about us?`} {...register("optional_information.affiliation")} />
        <div className="rb-field profile-grid__wide">
          <label className="rb-field__label" htmlFor={motivationId}>
            <Trans>Motivation</Trans>
          </label>
          <textarea
            id={motivationId}
            className="rb-textarea"
            {...register("optional_information.motivation")}
          />
        </div>
      </div>
    </FormSection>
  );
}
