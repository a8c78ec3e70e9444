import { Trans } from "@lingui/react/macro";
import { Button } from "@rimbun/ui";
import type { FormEventHandler, ReactNode } from "react";

interface FormSectionProps {
  title: ReactNode;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** One profile form with its own edit, save and cancel (SPEC 4): fields are read-only until Edit. */
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
