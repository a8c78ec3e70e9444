import type { RequestImpactReportInput, ResponseOf, SignUpVolunteerInput } from "@rimbun/contract";
import { type ApiClientConfig, call, type FormFields } from "./http.ts";

/** Call 14: a volunteer application (pending until an administrator approves it). */
export function signUpVolunteer(
  config: ApiClientConfig,
  fields: SignUpVolunteerInput & FormFields,
  locale: "id" | "en" = "id",
): Promise<ResponseOf<"signUpVolunteer">> {
  return call(config, "signUpVolunteer", "/v1/users/volunteer", {
    method: "POST",
    query: { locale },
    multipart: fields,
  });
}

/** Call 17: ask for the impact report by e-mail (`agree` = newsletter consent). */
export async function requestImpactReport(
  config: ApiClientConfig,
  fields: RequestImpactReportInput & FormFields,
  locale: "id" | "en" = "id",
): Promise<void> {
  await call(config, "requestImpactReport", "/v1/publics/report", {
    method: "POST",
    query: { locale },
    multipart: fields,
  });
}
