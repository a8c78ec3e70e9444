import { issuesToFieldErrors, type MessageId } from "@rimbun/domain/messages";
import { reportFormSchema } from "@rimbun/domain/schemas/report";

export interface ReportRequestState {
  name: string;
  /** Digits after +62. */
  phone: string;
  email: string;
  agree: boolean;
}

export type ReportRequestCheck =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; errors: Partial<Record<keyof ReportRequestState, MessageId>> };

/**
 * Name, phone, e-mail and agreement are all required; nothing is sent while one is unset
 * (docs/product/donation-flow.md#public-pages).
 */
export function checkReportRequest(state: ReportRequestState): ReportRequestCheck {
  const parsed = reportFormSchema.safeParse({
    name: state.name,
    phone: state.phone,
    email: state.email,
    agree: state.agree,
  });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error) };
  return {
    ok: true,
    fields: {
      name: parsed.data.name,
      phone: parsed.data.phone,
      email: parsed.data.email,
      agree: "true",
    },
  };
}
