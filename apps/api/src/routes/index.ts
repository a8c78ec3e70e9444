import type { Router } from "../lib/openapi.ts";
import { registerOauthForgot } from "./oauth-forgot.ts";
import { registerOauthLogin } from "./oauth-login.ts";
import { registerOauthLogout } from "./oauth-logout.ts";
import { registerOauthPassword } from "./oauth-password.ts";
import { registerOauthReset } from "./oauth-reset.ts";
import { registerOauthSession } from "./oauth-session.ts";
import { registerToken } from "./token.ts";

export function registerRoutes(app: Router) {
  registerToken(app);
  registerOauthLogin(app);
  registerOauthLogout(app);
  registerOauthSession(app);
  registerOauthForgot(app);
  registerOauthReset(app);
  registerOauthPassword(app);
}
