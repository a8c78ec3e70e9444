import { Trans, useLingui } from "@lingui/react/macro";
import { timings } from "@rimbun/domain/constants";
import { messages } from "@rimbun/domain/messages";
import { Button, PhoneField } from "@rimbun/ui";
import { type FormEventHandler, type ReactNode, useState } from "react";
import {
  type Control,
  Controller,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { useSessionStore } from "../../app/session-store.ts";
import type { ApiError, SessionProfile, SessionUser } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";

interface FormSectionProps {
  title: ReactNode;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * One profile form with its own edit, save and cancel (docs/product/accounts.md#profile): fields are
 * read-only until Edit.
 */
export function FormSection({
  title,
  editing,
  saving,
  onEdit,
  onCancel,
  onSubmit,
  children,
}: FormSectionProps) {
  return (
    <form className="rb-card profile-section" onSubmit={onSubmit} noValidate>
      <div className="profile-section__head">
        <h2 className="profile-section__title">{title}</h2>
        {editing ? null : (
          <Button variant="secondary" size="small" onClick={onEdit}>
            <Trans>Edit</Trans>
          </Button>
        )}
      </div>
      <fieldset className="profile-section__fields" disabled={!editing || saving}>
        {children}
      </fieldset>
      {editing ? (
        <div className="profile-section__actions">
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            <Trans>Save</Trans>
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The profile's phone number (digits after +62), held by the form's controller. */
export function ProfilePhoneField<TValues extends FieldValues>({
  control,
  name,
  error,
}: {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
  error: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneField
          label={t`Phone number`}
          required
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={error}
        />
      )}
    />
  );
}

interface ProfileSectionOptions<TValues extends FieldValues, TOutput, TResult> {
  user: SessionUser;
  startEditing?: boolean;
  /** The form's values from the session profile: where it starts, and what Cancel returns to. */
  valuesOf: (user: SessionUser) => TValues;
  resolver: Resolver<TValues, unknown, TOutput>;
  /** A check of the screen's own before the call; false when the form showed why nothing is sent. */
  check?: (values: TOutput) => boolean;
  call: (values: TOutput) => Promise<TResult>;
  /** What the session profile holds after the save. */
  keep: (result: TResult, values: TOutput) => Partial<SessionProfile>;
  /** The success toast. */
  announce: string;
  /** State beside the form (a picked photo, a typed password), cleared after a save or a cancel. */
  onReset?: () => void;
  /** A refusal the form also shows under a field; the toast tells it in any case. */
  onRefused?: (error: ApiError) => void;
}

/**
 * The shape every profile form shares: read-only until Edit; Save checks the fields,
 * calls the API with a spinner of at least 1 s, shows a toast, puts the saved values in the session
 * profile and leaves edit mode; a refusal reads the API's reason (or "Failed to update profile.")
 * in a toast; Cancel returns to the session's values.
 */
export function useProfileSection<TValues extends FieldValues, TOutput, TResult>(
  options: ProfileSectionOptions<TValues, TOutput, TResult>,
): {
  form: UseFormReturn<TValues, unknown, TOutput>;
  editing: boolean;
  section: Omit<FormSectionProps, "title" | "children">;
} {
  const { user } = options;
  const updateProfile = useSessionStore((state) => state.updateProfile);
  const [editing, setEditing] = useState(options.startEditing ?? false);
  const form = useForm<TValues, unknown, TOutput>({
    resolver: options.resolver,
    defaultValues: options.valuesOf(user) as DefaultValues<TValues>,
  });
  const save = useApiMutation({
    call: options.call,
    minPendingMs: timings.saveSpinnerMs,
    announce: options.announce,
    onSuccess: (result, values) => {
      updateProfile(options.keep(result, values));
      options.onReset?.();
      setEditing(false);
    },
    refusalShown: "toast",
    refusalFallback: messages.profileUpdateFailed.id,
    onRefused: (error) => {
      options.onRefused?.(error);
      return false;
    },
  });
  const cancel = () => {
    form.reset(options.valuesOf(user));
    options.onReset?.();
    setEditing(false);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    if (options.check && !options.check(values)) return;
    await save.submit(values);
  });
  return {
    form,
    editing,
    section: { editing, saving: save.pending, onEdit: () => setEditing(true), onCancel: cancel, onSubmit },
  };
}

/**
 * The personal-data form of either role: its profile fields and, when one was picked, a new photo,
 * saved in one call; the session keeps the sent fields and what the API answers.
 */
export function usePersonalDataSection<
  TValues extends FieldValues,
  TOutput,
  TFields extends Partial<SessionProfile>,
>(
  options: Pick<
    ProfileSectionOptions<TValues, TOutput, unknown>,
    "user" | "startEditing" | "valuesOf" | "resolver"
  > & {
    fieldsOf: (values: TOutput) => TFields;
    save: (input: TFields & { email: string; avatar?: File }) => Promise<{ data: Partial<SessionProfile> }>;
  },
) {
  const { t } = useLingui();
  const { user, fieldsOf, save } = options;
  const [avatar, setAvatar] = useState<File | null>(null);
  const section = useProfileSection({
    ...options,
    call: (values: TOutput) =>
      save({ email: user.email, ...fieldsOf(values), ...(avatar ? { avatar } : {}) }),
    keep: (result, values) => ({ ...fieldsOf(values), ...(result?.data ?? {}) }),
    announce: t`Your profile has been updated.`,
    onReset: () => setAvatar(null),
  });
  return {
    ...section,
    avatarField: { user, file: avatar, onChange: setAvatar, disabled: !section.editing },
  };
}
