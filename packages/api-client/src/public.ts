import type { ReportFormInput, VolunteerSignupInput } from "@rimbun/domain";
import { type ApiClientConfig, call, type FormFields } from "./http.ts";

/** Call 14: a volunteer application (pending until an administrator approves it). */
export function signUpVolunteer(
  config: ApiClientConfig,
  fields: VolunteerSignupInput & FormFields,
  locale: "id" | "en" = "id",
): Promise<{ status: "pending" }> {
  return call(config, "/v1/users/volunteer", { method: "POST", query: { locale }, multipart: fields });
}

/** Call 17: ask for the impact report by e-mail (`agree` = newsletter consent). */
export async function requestImpactReport(
  config: ApiClientConfig,
  fields: ReportFormInput & FormFields,
  locale: "id" | "en" = "id",
): Promise<void> {
  await call(config, "/v1/publics/report", { method: "POST", query: { locale }, multipart: fields });
}
