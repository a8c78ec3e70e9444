import { TextField } from "@rimbun/ui";
import type { UseFormRegisterReturn } from "react-hook-form";
import { type EditorLocale, type Localized, locales } from "./campaign-form-values.ts";

interface ImageAltFieldsProps<Name extends string> {
  /** The image's field path in the form (`cover`, `photo`): its descriptions are `<name>.alt.id` and `.en`. */
  name: Name;
  /** The form's `register`. */
  register: (path: `${Name}.alt.${EditorLocale}`) => UseFormRegisterReturn;
  /** The form's errors under `<name>.alt`. */
  errors: Partial<Record<EditorLocale, { message?: string }>> | undefined;
  /** Each field's label, naming its language. */
  labels: Localized;
}

/** An image's description in both languages, for people who cannot see it (inside `ImageField`). */
export function ImageAltFields<Name extends string>({
  name,
  register,
  errors,
  labels,
}: ImageAltFieldsProps<Name>) {
  return (
    <div className="campaign-grid">
      {locales.map((locale) => (
        <TextField
          key={locale}
          label={labels[locale]}
          lang={locale}
          required
          maxLength={200}
          error={errors?.[locale]?.message}
          {...register(`${name}.alt.${locale}`)}
        />
      ))}
    </div>
  );
}
