import type { Router } from "../platform/http/openapi.ts";
import {
  registerTributeCertificate,
  registerTributeCertificateByLink,
} from "./routes/tribute-certificate.ts";
import { registerTributeDay, registerTributeResend } from "./routes/tribute-change.ts";
import { registerTributesList } from "./routes/tributes-list.ts";

/** The tributes area's routes (docs/product/donation-flow.md#gifts-in-someones-name). */
export function registerTributes(app: Router): void {
  registerTributesList(app);
  registerTributeCertificateByLink(app);
  registerTributeCertificate(app);
  registerTributeDay(app);
  registerTributeResend(app);
}
