import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { TEAM_NAME_MAX, type TeamInput, teamRequestSchema } from "@rimbun/contract/fundraisers";
import { Button, Modal, TextField } from "@rimbun/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { createTeam, editTeam, type OwnTeam, uploadFundraiserPhoto } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { ImageField, type ShownImage, shownImageOf } from "../../routes/campaigns/cover-field.tsx";
import { RichTextField } from "../../routes/campaigns/rich-text-field.tsx";
import { myTeamsKey } from "./fundraiser-words.tsx";
import { GoalField } from "./goal-field.tsx";
import { LocaleSelect } from "./locale-select.tsx";

interface TeamDialogProps {
  /** The team edited; null: a new one. */
  team: OwnTeam | null;
  open: boolean;
  onClose: () => void;
}

const teamFormOf = (team: OwnTeam | null, locale: "id" | "en"): TeamInput => ({
  name: team?.name ?? "",
  story: team?.story ?? "",
  goal: team?.goal ?? Number.NaN,
  locale: team?.locale ?? locale,
  photo: team?.photo?.id ?? null,
});

/** A team's name, story, goal, language and photo (docs/product/fundraisers.md#teams), made or edited. */
export function TeamDialog({ team, open, onClose }: TeamDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={team ? t`Edit team` : t`New team`} size="large">
      {open ? (
        <TeamForm
          key={team?.slug ?? "new"}
          team={team}
          reader={i18n.locale === "en" ? "en" : "id"}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

interface TeamFormProps {
  team: OwnTeam | null;
  reader: "id" | "en";
  onDone: () => void;
}

function TeamForm({ team, reader, onDone }: TeamFormProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState<ShownImage | null>(shownImageOf(team?.photo));
  const form = useForm<TeamInput, unknown, TeamInput>({
    resolver: zodResolver(teamRequestSchema),
    defaultValues: teamFormOf(team, reader),
  });
  const { register, control, handleSubmit, setValue, watch, formState } = form;
  const errors = formState.errors;
  const save = useApiMutation({
    call: (input: TeamInput) => (team ? editTeam(team.slug, input) : createTeam(input)),
    invalidates: [myTeamsKey],
    announce: team ? t`The team is saved.` : t`The team is made.`,
    onSuccess: onDone,
  });
  const locale = watch("locale");
  return (
    <form
      className="fundraiser-form"
      noValidate
      onSubmit={handleSubmit((values) => void save.submit(values))}
    >
      <fieldset className="fundraiser-form__fields" disabled={save.pending}>
        <legend className="visually-hidden">{team ? t`Edit team` : t`New team`}</legend>
        <TextField
          label={t`Team name`}
          required
          maxLength={TEAM_NAME_MAX}
          error={errors.name?.message}
          {...register("name")}
        />
        <GoalField register={register} error={errors.goal?.message} />
        <LocaleSelect label={<Trans>Language of the team page</Trans>} registration={register("locale")} />
        <RichTextField
          control={control}
          name="story"
          label={<Trans>Team story</Trans>}
          lang={locale}
          error={errors.story?.message}
          rows={6}
        />
        <ImageField
          label={<Trans>Team photo</Trans>}
          image={shown}
          alt={t`The team's photo`}
          upload={uploadFundraiserPhoto}
          onUploaded={(image) => {
            setValue("photo", image.id, { shouldDirty: true });
            setShown(shownImageOf(image));
          }}
          onRemove={() => {
            setValue("photo", null, { shouldDirty: true });
            setShown(null);
          }}
        />
      </fieldset>
      {save.refusal ? (
        <p className="field-error" role="alert">
          {save.refusal}
        </p>
      ) : null}
      <div className="fundraiser-form__actions">
        <Button variant="secondary" onClick={onDone} disabled={save.pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={save.pending}>
          {team ? <Trans>Save team</Trans> : <Trans>Make team</Trans>}
        </Button>
      </div>
    </form>
  );
}
