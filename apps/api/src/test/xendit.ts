// The Xendit set-up the API's Xendit tests share: the local fake (test/fake-xendit/server.ts), its
// callbacks delivered to the app's real webhook route, and an adapter or the app's own wiring
// (PAYMENT_PROVIDER=xendit) pointed at it.

import { providerRegistry } from "../payments/port.ts";
import {
  createXenditProvider,
  type XenditPaymentProvider,
  type XenditProviderOptions,
} from "../payments/xendit/adapter.ts";
import { loadEnv } from "../platform/env.ts";
import { paymentProviders } from "../platform/services.ts";
import { type FakeXendit, startFakeXendit } from "./fake-xendit/server.ts";
import { type Harness, siteOrigin } from "./harness.ts";

export interface XenditKeys {
  secretKey: string;
  callbackToken: string;
}

/** The keys the fake and the adapter agree on, unless a test gives its own. */
export const fakeXenditKeys: XenditKeys = {
  secretKey: "xnd_development_fake_secret",
  callbackToken: "fake-callback-token-0123456789",
};

/** The site's result page in the donor's language, as the app's wiring gives it. */
export const resultPage = (locale: "id" | "en") =>
  `${siteOrigin}${locale === "en" ? "/en" : ""}/donation/result`;

/**
 * The fake Xendit. With a harness, each callback goes to the app's real webhook route as Xendit would
 * send it; without one, the fake only records them (tests hand them on themselves).
 */
export function startXenditFake(h?: Harness, keys: XenditKeys = fakeXenditKeys): Promise<FakeXendit> {
  return startFakeXendit({
    ...keys,
    ...(h && {
      deliver: async ({ rawBody, headers }) => {
        const response = await h.app.request("/v1/webhooks/xendit", {
          method: "POST",
          headers,
          body: rawBody,
        });
        return { status: response.status, body: await response.text() };
      },
    }),
  });
}

/** The Xendit adapter pointed at the fake; redirects to the site's result page unless given. */
export function xenditAdapter(
  fake: FakeXendit,
  options: Partial<XenditProviderOptions> = {},
  keys: XenditKeys = fakeXenditKeys,
): XenditPaymentProvider {
  return createXenditProvider({
    ...keys,
    baseUrl: fake.url,
    successRedirectUrl: resultPage,
    failureRedirectUrl: resultPage,
    ...options,
  });
}

/** Installs the adapter in the app's registry for new payments, the sandbox kept for older ones. */
export function useXenditAdapter(h: Harness, fake: FakeXendit): XenditPaymentProvider {
  const xendit = xenditAdapter(fake);
  h.services.payments = providerRegistry(xendit, [h.services.payments.current]);
  return xendit;
}

/** The app's own wiring: PAYMENT_PROVIDER=xendit with these keys and the fake's address. */
export function wireXenditThroughEnv(h: Harness, fake: FakeXendit, keys: XenditKeys): void {
  const env = loadEnv({
    PAYMENT_PROVIDER: "xendit",
    XENDIT_SECRET_KEY: keys.secretKey,
    XENDIT_CALLBACK_TOKEN: keys.callbackToken,
    XENDIT_BASE_URL: fake.url,
    PUBLIC_SITE_URL: siteOrigin,
  });
  h.services.payments = paymentProviders(env);
}
