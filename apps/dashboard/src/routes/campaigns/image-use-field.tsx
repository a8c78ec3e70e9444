import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import type { ImageUseValues, Localized } from "./campaign-form-values.ts";
import { ImageField, type ShownImage, shownImageOf } from "./cover-field.tsx";
import { ImageAltFields } from "./image-alt-fields.tsx";

/** The form's paths whose value is an image in use (`cover`, `photo`). */
type ImageUsePath<Values extends FieldValues> = {
  [Key in Path<Values>]: PathValue<Values, Key> extends ImageUseValues ? Key : never;
}[Path<Values>];

interface ImageUseFieldProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  name: ImageUsePath<Values>;
  label: ReactNode;
  /** The description fields' labels, each naming its language. */
  altLabels: Localized;
  /** The picture shown: the stored one or the one just uploaded (the form holds only its id). */
  shown: ShownImage | null;
  onShownChange: (image: ShownImage | null) => void;
  disabled?: boolean;
}

/**
 * A form's image (a campaign's cover, an update's photo): uploaded as soon as it is picked, its id
 * kept in the form's `<name>.id`, with its description in both languages.
 */
export function ImageUseField<Values extends FieldValues, Output>({
  form,
  name,
  label,
  altLabels,
  shown,
  onShownChange,
  disabled,
}: ImageUseFieldProps<Values, Output>) {
  const { i18n } = useLingui();
  const readerLocale = i18n.locale === "en" ? "en" : "id";
  // The generic form cannot see that `<name>.id` and `<name>.alt` exist; ImageUsePath guarantees it.
  const idPath = `${name}.id` as Path<Values>;
  const alt = form.watch(`${name}.alt` as Path<Values>) as Localized;
  const setId = (id: string | null) =>
    form.setValue(idPath, id as PathValue<Values, Path<Values>>, { shouldDirty: true });
  const errors = (form.formState.errors as FieldErrors<Record<string, ImageUseValues>>)[name]?.alt;
  return (
    <ImageField
      label={label}
      image={shown}
      alt={alt[readerLocale]}
      disabled={disabled}
      onUploaded={(image) => {
        onShownChange(shownImageOf(image));
        setId(image.id);
      }}
      onRemove={() => {
        onShownChange(null);
        setId(null);
      }}
    >
      <ImageAltFields
        name={name}
        register={(path) => form.register(path as Path<Values>)}
        errors={errors}
        labels={altLabels}
      />
    </ImageField>
  );
}
