import type {
  AccountDeletionInput,
  MailPreferencesUpdateInput,
  ResponseOf,
  WhatsAppConsentUpdateInput,
} from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

export type { MailPreferencesView, PersonalDataExport, WhatsAppConsentView } from "@rimbun/contract";

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

/** The signed-in person's WhatsApp choice: none, pending (confirmation sent), confirmed or opted out. */
export function getWhatsAppConsent(config: ApiClientConfig): Promise<ResponseOf<"getWhatsAppConsent">> {
  return call(config, "getWhatsAppConsent", "/v1/whatsapp/consent");
}

/** Turns WhatsApp on (with the number as typed; the donor confirms with YA/YES) or off. */
export function updateWhatsAppConsent(
  config: ApiClientConfig,
  input: WhatsAppConsentUpdateInput,
): Promise<ResponseOf<"updateWhatsAppConsent">> {
  return call(config, "updateWhatsAppConsent", "/v1/whatsapp/consent", { method: "PUT", json: input });
}
