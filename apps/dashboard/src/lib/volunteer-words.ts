import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Sex } from "@rimbun/domain/schemas/volunteer";

/** The one place for the words of a volunteer's sex: the profile form's choices and the admin queue's card. */
export const sexLabels: Record<Sex, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
};

/** The stored value in words; a value the product does not know is shown as it is. */
export function sexLabel(i18n: I18n, value: string): string {
  const label = sexLabels[value as Sex];
  return label ? i18n._(label) : value;
}
