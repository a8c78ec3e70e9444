import type { AccountDeletionInput, MailPreferencesUpdateInput, ResponseOf } from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

export type { MailPreferencesView, PersonalDataExport } from "@rimbun/contract";

/** Everything held about the signed-in person, as one JSON document (PDP law: right of access). */
export function exportPersonalData(config: ApiClientConfig): Promise<ResponseOf<"exportPersonalData">> {
  return call(config, "exportPersonalData", "/v1/privacy/export");
}

/** Mails the signed link that confirms deleting the signed-in person's account (nothing is deleted yet). */
export function requestAccountDeletion(
  config: ApiClientConfig,
  input: AccountDeletionInput = {},
): Promise<ResponseOf<"requestAccountDeletion">> {
  return call(config, "requestAccountDeletion", "/v1/privacy/deletion", { method: "POST", json: input });
}

/** The newsletter, campaign-update and yearly-statement switches of the signed-in person. */
export function getMailPreferences(config: ApiClientConfig): Promise<ResponseOf<"getMailPreferences">> {
  return call(config, "getMailPreferences", "/v1/mail/preferences");
}

/** Changes the switches sent; switching the newsletter on mails its confirmation link (double opt-in). */
export function updateMailPreferences(
  config: ApiClientConfig,
  input: MailPreferencesUpdateInput,
): Promise<ResponseOf<"updateMailPreferences">> {
  return call(config, "updateMailPreferences", "/v1/mail/preferences", { method: "PUT", json: input });
}
