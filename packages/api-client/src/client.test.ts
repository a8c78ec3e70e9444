import type { SessionUser } from "@rimbun/contract";
import { describe, expect, it, vi } from "vitest";
import {
  ApiError,
  avatarUrl,
  checkPayment,
  createApiClient,
  createPayment,
  fetchSession,
  logIn,
  lookupReferral,
  requestImpactReport,
  stopDonation,
  updateReferralCode,
} from "./index.ts";
import { checked, fakeFetch, ok } from "./test-fetch.ts";

const sessionUser: SessionUser = {
  email: "a@b.test",
  role: "donor",
  first: true,
  two_factor: false,
  profile: {
    fullname: "Ayu",
    email: "a@b.test",
    phone_number: "+628121234567",
    address: "",
    avatar: "",
    referral_code: "AYU01",
    referral_lock: 0,
    locale: "id",
  },
};

describe("api-client", () => {
  it("createPayment posts multipart with the Idempotency-Key and credentials, and returns the result", async () => {
    const { fetch, seen } = fakeFetch(
      200,
      ok("createPayment", {
        customer: { surname: "Gita", email: "g@x.test" },
        invoice_url: "http://pay",
        pg_id: "pg_1",
        local_id: "L1",
        channel: "VISA",
        type: "monthly",
        amount: 50000,
        status: "pending",
      }),
    );
    const result = await createPayment(
      checked(fetch),
      "recurring",
      { amount: "50000", email: "g@x.test" },
      "key-1234567890abcdef",
      "en",
    );
    expect(result.invoice_url).toBe("http://pay");
    expect(seen[0]?.url).toBe("http://api.test/v1/payments/recurring?locale=en");
    expect(seen[0]?.init.method).toBe("POST");
    expect(seen[0]?.init.credentials).toBe("include");
    expect(((seen[0]?.init.headers ?? {}) as Record<string, string>)["Idempotency-Key"]).toBe(
      "key-1234567890abcdef",
    );
    const body = seen[0]?.init.body as FormData;
    expect(body.get("amount")).toBe("50000");
  });

  it("errors become ApiError with status, stable code, message id and field ids", async () => {
    const { fetch } = fakeFetch(400, {
      error: true,
      result: null,
      message: "amount50",
      code: "VALIDATION",
      fields: { amount: "amount50" },
    });
    const failure = await createPayment(checked(fetch), "single", {}, "k".repeat(16)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: "VALIDATION",
      messageId: "amount50",
      fields: { amount: "amount50" },
    });
    expect((failure as ApiError).isClientError).toBe(true);
  });

  it("a network failure is ApiError status 0; a timeout stays an abort", async () => {
    const broken = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof globalThis.fetch;
    await expect(lookupReferral(checked(broken), "CODE1")).rejects.toMatchObject({
      status: 0,
      code: "NETWORK",
    });
    const slow = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as unknown as typeof globalThis.fetch;
    const failure = await lookupReferral(checked(slow, { timeoutMs: 20 }), "CODE1").catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe("TimeoutError");
  });

  it("the payment check sends no credentials and reads the status", async () => {
    const { fetch, seen } = fakeFetch(200, {
      error: false,
      status: "PAID",
      result: { status: "PAID", channel: "BNI", pgid: "p1" },
      message: "ok",
    });
    const result = await checkPayment(checked(fetch, { baseUrl: "http://api.test/" }), "BNI", "p1");
    expect(result.status).toBe("PAID");
    expect(seen[0]?.url).toBe("http://api.test/payment/check?channel=BNI&pgid=p1");
    expect(seen[0]?.init.credentials).toBe("omit");
  });

  it("a bearer token from call 1 is sent as Authorization", async () => {
    const { fetch, seen } = fakeFetch(200, ok("fetchSession", sessionUser));
    await fetchSession(checked(fetch, { token: () => "tok" }));
    expect(((seen[0]?.init.headers ?? {}) as Record<string, string>).authorization).toBe("Bearer tok");
  });

  it("fetchSession answers null for 401 without calling onUnauthorized; other calls do call it", async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(401, {
      error: true,
      result: null,
      message: "error.unauthorized",
      code: "UNAUTHORIZED",
    });
    expect(await fetchSession(checked(fetch, { onUnauthorized }))).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(
      updateReferralCode(checked(fetch, { onUnauthorized }), {
        email: "a@b.test",
        referral_code: "ABCD",
        ref_type: "donor",
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("a second referral change resolves to 'locked'", async () => {
    const { fetch } = fakeFetch(409, {
      error: true,
      result: "locked",
      message: "referral.locked",
      code: "LOCKED",
    });
    expect(
      await updateReferralCode(checked(fetch), {
        email: "a@b.test",
        referral_code: "ABCD",
        ref_type: "donor",
      }),
    ).toBe("locked");
  });

  it("login sends the form with remember as text", async () => {
    const { fetch, seen } = fakeFetch(200, ok("logIn", sessionUser));
    await logIn(checked(fetch), { email: "a@b.test", password: "pw", remember: true });
    const body = seen[0]?.init.body as URLSearchParams;
    expect(body.get("remember")).toBe("true");
  });

  it("the report request carries the locale and the consent", async () => {
    const { fetch, seen } = fakeFetch(200, ok("requestImpactReport", "ok"));
    await requestImpactReport(
      checked(fetch),
      { name: "R", phone: "812", email: "r@x.test", agree: true },
      "en",
    );
    expect(seen[0]?.url).toContain("locale=en");
    const sent = seen[0]?.init.body as FormData;
    expect(sent.get("agree")).toBe("true");
  });

  it("createApiClient binds every call to one configuration", async () => {
    const { fetch, seen } = fakeFetch(200, ok("lookupReferral", null));
    const api = createApiClient(checked(fetch));
    expect(await api.lookupReferral("NOPE")).toBeNull();
    expect(seen[0]?.url).toBe("http://api.test/v1/referral?search=NOPE&searchBy=referral_code");
  });

  it("avatar URLs use the API's public path", () => {
    expect(avatarUrl({ baseUrl: "http://api.test/" }, "avatars/a.png")).toBe(
      "http://api.test/public/avatars/a.png",
    );
    expect(avatarUrl({ baseUrl: "http://api.test" }, "/public/avatars/a.png")).toBe(
      "http://api.test/public/avatars/a.png",
    );
    expect(avatarUrl({ baseUrl: "http://api.test" }, "")).toBeUndefined();
  });
});

describe("call 5", () => {
  it("stopDonation answers success, and empty for a 404", async () => {
    const done = fakeFetch(200, ok("stopDonation", "success"));
    expect(await stopDonation(checked(done.fetch), { pgid: "p", token: "t" })).toBe("success");
    expect(done.seen[0]?.init.method).toBe("PUT");
    const gone = fakeFetch(404, { error: true, result: null, message: "error.notFound", code: "NOT_FOUND" });
    expect(await stopDonation(checked(gone.fetch), { pgid: "p", token: "t" })).toBe("empty");
  });
});
