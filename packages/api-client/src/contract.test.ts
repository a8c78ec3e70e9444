import type { CallName, ResponseOf } from "@rimbun/contract";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  type ApiClient,
  ApiError,
  createApiClient,
  getCampaignFigures,
  InvalidResponseError,
} from "./index.ts";
import type { StopOutcome } from "./recurring.ts";
import { checked, fakeFetch, ok } from "./test-fetch.ts";

describe("answers checked against the contract", () => {
  it("an answer of the wrong shape is refused with the call's name", async () => {
    const { fetch } = fakeFetch(200, {
      error: false,
      result: { slug: "hutan", target: "100000", raised: 0 },
      message: "ok",
    });
    const failure = await getCampaignFigures(checked(fetch), "hutan").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidResponseError);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      call: "getCampaignFigures",
      status: 200,
      code: "INVALID_RESPONSE",
      messageId: "error.internal",
      isClientError: false,
    });
    expect((failure as Error).message).toMatch(/^getCampaignFigures: .*target.*donor_count/);
  });

  it("an asynchronous validator is awaited, and a matching answer comes back as sent", async () => {
    const figures = {
      slug: "hutan",
      kind: "campaign" as const,
      status: "published" as const,
      title: { id: "Hutan", en: "Forest" },
      target: 100000,
      raised: 2500,
      donor_count: 3,
    };
    const { fetch } = fakeFetch(200, ok("getCampaignFigures", figures));
    const seen: CallName[] = [];
    const validate = async (name: CallName) => {
      seen.push(name);
    };
    expect(await getCampaignFigures(checked(fetch, { validate }), "hutan")).toEqual(figures);
    expect(seen).toEqual(["getCampaignFigures"]);
    const refuse = async () => Promise.reject(new Error("no"));
    await expect(getCampaignFigures(checked(fetch, { validate: refuse }), "hutan")).rejects.toThrow(
      "getCampaignFigures: the answer does not match the contract (no)",
    );
  });

  it("without a validator the answer is not checked (production)", async () => {
    const { fetch } = fakeFetch(200, { error: false, result: { slug: "hutan" }, message: "ok" });
    await expect(getCampaignFigures({ baseUrl: "http://api.test", fetch }, "hutan")).resolves.toEqual({
      slug: "hutan",
    });
  });
});

/** Calls whose answer the client turns into something else; every other call answers its contract. */
type MappedCalls =
  | "logOut"
  | "requestPasswordReset"
  | "requestSignInLink"
  | "resetPassword"
  | "requestImpactReport"
  | "updateReferralCode"
  | "stopDonation"
  | "stopRecurringDonation";
type Direct = Exclude<CallName, MappedCalls>;
type Answers<K extends CallName> = ReturnType<ApiClient[K]>;

describe("the client's types are the contract's", () => {
  it("every bound call is a contract call, and the contract has no call the client lacks", () => {
    // downloadReportExport and downloadTributeCertificate answer a file, not an envelope (no contract schema).
    expectTypeOf<
      Exclude<keyof ApiClient, "avatarUrl" | "downloadReportExport" | "downloadTributeCertificate">
    >().toEqualTypeOf<CallName>();
  });

  it("each call answers Promise<ResponseOf<name>>, so a route's schema and the client cannot drift", () => {
    expectTypeOf<{ [K in Direct]: Answers<K> }>().toEqualTypeOf<{ [K in Direct]: Promise<ResponseOf<K>> }>();
  });

  it("the calls that map an answer say how", () => {
    expectTypeOf<
      Answers<
        "logOut" | "requestPasswordReset" | "requestSignInLink" | "resetPassword" | "requestImpactReport"
      >
    >().toEqualTypeOf<Promise<void>>();
    expectTypeOf<Answers<"updateReferralCode">>().toEqualTypeOf<
      Promise<ResponseOf<"updateReferralCode"> | "locked">
    >();
    expectTypeOf<Answers<"stopDonation">>().toEqualTypeOf<Promise<StopOutcome>>();
    expectTypeOf<Answers<"stopRecurringDonation">>().toEqualTypeOf<Promise<StopOutcome>>();
    expectTypeOf<ResponseOf<"stopRecurringDonation">>().toExtend<StopOutcome>();
  });
});

// The bound client keeps the unbound calls' parameters.
expectTypeOf(createApiClient).returns.toEqualTypeOf<ApiClient>();
