// The job registry: loaded with the services, so every process that queues a job knows each kind's lane.
import "../jobs.ts";
import { findUserById, sendResetLink } from "../accounts/accounts.ts";
import { mailSignInLink } from "../accounts/sign-in-link.ts";
import { createMailer } from "../mail/mailer.ts";
import { createOutboxMessaging } from "../messaging/outbox-adapter.ts";
import type { MessagingProvider } from "../messaging/port.ts";
import { createWhatsAppProvider } from "../messaging/whatsapp/client.ts";
import { providerRegistry } from "../payments/port.ts";
import { createSandboxProvider } from "../payments/sandbox.ts";
import { createXenditProvider } from "../payments/xendit/adapter.ts";
import { createOfflineProvider } from "../support/offline-gifts/offline-provider.ts";
import { createAuth } from "./auth/auth.ts";
import type { Services } from "./context.ts";
import type { Database } from "./db/client.ts";
import { type Env, isProduction } from "./env.ts";
import { createStorage } from "./storage/index.ts";

/**
 * PAYMENT_PROVIDER picks the provider new payments use. Outside production the sandbox stays
 * registered beside Xendit, so webhooks, checks and plans of sandbox payments made before a switch
 * still find their provider; in production it does not exist (env.ts refuses it as the provider, and
 * nothing else registers it), so no sandbox webhook or page can mark a real donation paid.
 */
export function paymentProviders(env: Env) {
  const production = isProduction(env);
  const sandbox = production
    ? null
    : createSandboxProvider({ apiUrl: env.API_PUBLIC_URL, webhookSecret: env.WEBHOOK_SECRET });
  if (env.PAYMENT_PROVIDER !== "xendit" || !env.XENDIT_SECRET_KEY || !env.XENDIT_CALLBACK_TOKEN) {
    if (!sandbox) throw new Error("production needs PAYMENT_PROVIDER=xendit with its keys");
    return providerRegistry(sandbox, [createOfflineProvider()]);
  }
  const resultPage = (locale: "id" | "en") =>
    `${env.PUBLIC_SITE_URL}${locale === "en" ? "/en" : ""}/donation/result`;
  const xendit = createXenditProvider({
    secretKey: env.XENDIT_SECRET_KEY,
    callbackToken: env.XENDIT_CALLBACK_TOKEN,
    ...(env.XENDIT_BASE_URL ? { baseUrl: env.XENDIT_BASE_URL } : {}),
    successRedirectUrl: resultPage,
    failureRedirectUrl: resultPage,
  });
  // Gifts staff record (support/offline-gifts/) are refunded through their own provider, in production too.
  return providerRegistry(xendit, [...(sandbox ? [sandbox] : []), createOfflineProvider()]);
}

/**
 * WhatsApp with all four WHATSAPP_* variables (env.ts refuses fewer); otherwise the outbox page in
 * development and nothing in production (no message leaves, the consent call answers 503).
 */
export function messagingProvider(env: Env, db: Database, now: () => Date): MessagingProvider | null {
  if (
    env.WHATSAPP_TOKEN &&
    env.WHATSAPP_PHONE_NUMBER_ID &&
    env.WHATSAPP_APP_SECRET &&
    env.WHATSAPP_VERIFY_TOKEN
  ) {
    return createWhatsAppProvider({
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      apiVersion: env.WHATSAPP_API_VERSION,
      baseUrl: env.WHATSAPP_BASE_URL,
    });
  }
  return isProduction(env) ? null : createOutboxMessaging(db, now, env.API_PUBLIC_URL);
}

/** Wires the services once; tests pass their own database and clock. */
export function createServices(options: {
  env: Env;
  db: Database;
  now?: () => Date;
  random?: () => number;
  cheapPasswordHashing?: boolean;
}): Services {
  const { env, db } = options;
  const mailer = createMailer({
    db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    connections: env.MAIL_CONCURRENCY,
  });
  const payments = paymentProviders(env);
  const now = options.now ?? (() => new Date());
  const services: Services = {
    env,
    db,
    mailer,
    payments,
    messaging: messagingProvider(env, db, () => services.now()),
    storage: createStorage(env, db),
    now,
    random: options.random ?? Math.random,
    auth: createAuth({
      env,
      db,
      cheapPasswordHashing: options.cheapPasswordHashing ?? false,
      // better-auth's own reset request (unused by our routes) still sends our mail.
      sendResetLink: async (user) => {
        const row = await findUserById(db, user.id);
        if (row) await sendResetLink(services, row);
      },
      sendSignInLink: (email, token) => mailSignInLink(services, email, token),
    }),
  };
  return services;
}
