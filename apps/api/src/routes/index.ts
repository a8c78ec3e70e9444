import type { Router } from "../lib/openapi.ts";
import { registerCampaigns } from "./campaigns.ts";
import { registerDevOutbox } from "./dev-outbox.ts";
import { registerOauthForgot } from "./oauth-forgot.ts";
import { registerOauthLogin } from "./oauth-login.ts";
import { registerOauthLogout } from "./oauth-logout.ts";
import { registerOauthPassword } from "./oauth-password.ts";
import { registerOauthReset } from "./oauth-reset.ts";
import { registerOauthSession } from "./oauth-session.ts";
import { registerPaymentCheck } from "./payment-check.ts";
import { registerPaymentsCreate } from "./payments-create.ts";
import { registerReferralLookup } from "./referral-lookup.ts";
import { registerReportRequest } from "./report-request.ts";
import { registerSandboxPay } from "./sandbox-pay.ts";
import { registerToken } from "./token.ts";
import { registerVolunteerSignup } from "./volunteer-signup.ts";
import { registerWebhooks } from "./webhooks.ts";

export function registerRoutes(app: Router, options: { production: boolean }) {
  registerToken(app);
  registerOauthLogin(app);
  registerOauthLogout(app);
  registerOauthSession(app);
  registerOauthForgot(app);
  registerOauthReset(app);
  registerOauthPassword(app);
  registerPaymentsCreate(app);
  registerReferralLookup(app);
  registerPaymentCheck(app);
  registerWebhooks(app);
  registerSandboxPay(app);
  registerCampaigns(app);
  registerVolunteerSignup(app);
  registerReportRequest(app);
  if (!options.production) registerDevOutbox(app);
}
