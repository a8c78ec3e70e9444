import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { findUserById, sendResetLink } from "./accounts.ts";
import { createAuth } from "./auth/auth.ts";
import { createMailer } from "./mail/mailer.ts";
import { providerRegistry } from "./payments/port.ts";
import { createSandboxProvider } from "./payments/sandbox.ts";

/** Wires the services once; tests pass their own database and clock. */
export function createServices(options: {
  env: Env;
  db: Database;
  now?: () => Date;
  cheapPasswordHashing?: boolean;
}): Services {
  const { env, db } = options;
  const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const payments = providerRegistry(
    createSandboxProvider({ apiUrl: env.API_PUBLIC_URL, webhookSecret: env.WEBHOOK_SECRET }),
  );
  const services: Services = {
    env,
    db,
    mailer,
    payments,
    now: options.now ?? (() => new Date()),
    auth: createAuth({
      env,
      db,
      cheapPasswordHashing: options.cheapPasswordHashing ?? false,
      // better-auth's own reset request (unused by our routes) still sends our mail.
      sendResetLink: async (user) => {
        const row = await findUserById(db, user.id);
        if (row) await sendResetLink(services, row);
      },
    }),
  };
  return services;
}
