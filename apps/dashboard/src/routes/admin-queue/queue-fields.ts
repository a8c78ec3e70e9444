import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatShortDate, toLocale } from "@rimbun/i18n";
import { sexLabel } from "../../lib/volunteer-words.ts";

/**
 * Labels of the answers a queue item carries (the bank account of a withdrawal, the volunteer
 * application's form), sentence case in both languages. Keys are the API's (services/admin-queue.ts).
 */
export const queueFieldLabels: Record<string, MessageDescriptor> = {
  bank_name: msg`Bank name`,
  holder: msg`Account holder`,
  account_number: msg`Account number`,
  branch: msg`Branch`,
  phone: msg`Phone number`,
  sex: msg`Sex`,
  birth_date: msg`Date of birth`,
  province: msg`Province`,
  city: msg`City`,
  occupation: msg`Occupation`,
  institution: msg`Institution`,
  hobby: msg`Hobby`,
  source: msg`Heard of us through`,
  motivation: msg`Motivation`,
  instagram: msg`Instagram`,
};

/** A field's label; a key the dashboard does not know yet reads as words rather than `snake_case`. */
export function queueFieldLabel(i18n: I18n, key: string): string {
  const label = queueFieldLabels[key];
  return label ? i18n._(label) : key.replaceAll("_", " ");
}

/** A field's value as the reader's language writes it: enumerated values in words, dates formatted. */
export function queueFieldValue(i18n: I18n, key: string, value: string): string {
  if (!value.trim()) return "-";
  if (key === "sex") return sexLabel(i18n, value);
  if (key === "birth_date" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatShortDate(`${value}T12:00:00+07:00`, toLocale(i18n.locale));
  if (key === "instagram") return `@${value.replace(/^@/, "")}`;
  return value;
}
