import { describe, expectTypeOf, it } from "vitest";
import type {
  CallName,
  CampaignFigures,
  CreatedPayment,
  PaymentCheckStatus,
  RecurringDonation,
  ResponseOf,
  SessionUser,
} from "./index.ts";

// Compile-time checks (run by `typecheck`): the contract's types are what the API declares and the
// client returns. A change to a response schema fails here until the expected shape is changed too.
describe("contract types", () => {
  it("call 3 answers the created payment, exactly", () => {
    expectTypeOf<ResponseOf<"createPayment">>().toEqualTypeOf<CreatedPayment>();
    expectTypeOf<CreatedPayment>().toEqualTypeOf<{
      customer: { surname: string; email: string };
      invoice_url: string;
      pg_id: string;
      local_id: string;
      channel: string;
      type: "single" | "boost" | "monthly";
      amount: number;
      covered_fee?: number | undefined;
      status: "pending";
      referral?: "applied" | "not_found" | "own" | "none" | undefined;
    }>();
  });

  it("names the calls by api-client's functions", () => {
    expectTypeOf<
      "createPayment" | "fetchSession" | "redeemPoints" | "decideAdminItem"
    >().toExtend<CallName>();
    expectTypeOf<ResponseOf<"fetchSession">>().toEqualTypeOf<SessionUser | null>();
    expectTypeOf<ResponseOf<"getCampaigns">>().toEqualTypeOf<CampaignFigures[]>();
    expectTypeOf<ResponseOf<"getRecurringDonation">>().toEqualTypeOf<RecurringDonation | null>();
    expectTypeOf<ResponseOf<"updatePassword">>().toEqualTypeOf<true>();
    expectTypeOf<ResponseOf<"checkPayment">["status"]>().toEqualTypeOf<PaymentCheckStatus>();
  });

  it("takes vocabulary from the domain", () => {
    expectTypeOf<SessionUser["role"]>().toEqualTypeOf<"donor" | "volunteer" | "staff" | "admin">();
    expectTypeOf<SessionUser["profile"]["locale"]>().toEqualTypeOf<"id" | "en">();
    expectTypeOf<RecurringDonation["status"]>().toEqualTypeOf<"active" | "paused" | "inactive">();
  });
});
