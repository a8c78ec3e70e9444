import { describe, expect, it } from "vitest";
import { toRedeemRequestFields } from "../points.ts";
import {
  pointDonateSchema,
  pointRedeemSchema,
  pointRequestSchema,
  pointWithdrawSchema,
  redeemRequestSchema,
} from "./points.ts";
import { errorsOf } from "./test-helpers.ts";

const available = 250_00; // 250.00 points

describe("point donation (10 up to available)", () => {
  it.each([
    ["10", 10_00],
    ["12.5", 12_50],
    [25_00, 25_00],
    ["250", 250_00],
  ] as const)("%j -> %d hundredths", (amount, value) => {
    expect(pointDonateSchema(available).parse({ amount })).toEqual({ amount: value });
  });

  it.each([
    ["", "points.required"],
    [null, "points.required"],
    ["9.99", "points.min"],
    ["250.01", "points.max"],
    ["1.234", "points.invalid"],
    ["ten", "points.invalid"],
    [12.5, "points.invalid"],
  ])("%j -> %s", (amount, id) => {
    expect(errorsOf(pointDonateSchema(available), { amount })).toEqual({ amount: id });
  });

  it("cannot donate anything with less than the minimum available", () => {
    expect(errorsOf(pointDonateSchema(5_00), { amount: "10" })).toEqual({ amount: "points.max" });
  });
});

describe("point withdrawal (100 up to available)", () => {
  it.each([
    ["100", {}],
    ["99.99", { amount: "points.withdrawMin" }],
    ["250", {}],
    ["300", { amount: "points.max" }],
  ])("%j -> %j", (amount, errors) => {
    expect(errorsOf(pointWithdrawSchema(available), { amount })).toEqual(errors);
  });
});

describe("redeem", () => {
  it.each([
    [{ item: "tote-bag" }, {}],
    [{ item: "t-shirt" }, { item: "redeem.tooExpensive" }],
    [{ item: undefined }, { item: "redeem.required" }],
    [{ item: "0" }, { item: "redeem.required" }],
  ])("%j with 250 points -> %j", (input, errors) => {
    expect(errorsOf(pointRedeemSchema(available), input)).toEqual(errors);
  });
});

describe("point calls 22-24", () => {
  it("validates vdonate and vwithdraw forms", () => {
    expect(pointRequestSchema("donate", available).parse({ email: "r@x.id", amount: "12.50" })).toEqual({
      email: "r@x.id",
      amount: 12_50,
    });
    expect(errorsOf(pointRequestSchema("withdraw", available), { email: "r@x.id", amount: "50" })).toEqual({
      amount: "points.withdrawMin",
    });
  });

  it("builds and validates the redeem request (item-amount)", () => {
    const fields = toRedeemRequestFields("r@x.id", "tumbler");
    expect(fields).toEqual({ email: "r@x.id", item: "tumbler-300", amount: "300.00" });
    const shipping = {
      address: "Jl. Kenari  Hijau No. 17, Bogor",
      postal_code: "16128",
      phone: "0812 3456 789",
    };
    expect(redeemRequestSchema(300_00).parse({ ...fields, ...shipping })).toEqual({
      email: "r@x.id",
      item: "tumbler",
      amount: 300_00,
      shipping: { address: "Jl. Kenari Hijau No. 17, Bogor", postal_code: "16128", phone: "+628123456789" },
    });
    expect(errorsOf(redeemRequestSchema(299_99), fields)).toEqual({ item: "redeem.tooExpensive" });
  });

  it("a physical reward needs where it goes (and a T-shirt its size); a digital one needs nothing", () => {
    const tumbler = toRedeemRequestFields("r@x.id", "tumbler");
    expect(errorsOf(redeemRequestSchema(2000_00), tumbler)).toEqual({
      address: "redeem.address",
      postal_code: "redeem.postalCode",
      phone: "invalid.phone",
    });
    const shirt = toRedeemRequestFields("r@x.id", "t-shirt");
    const where = { address: "Jl. Kenari Hijau No. 17, Bogor", postal_code: "16128", phone: "08123456789" };
    expect(errorsOf(redeemRequestSchema(2000_00), { ...shirt, ...where })).toEqual({ size: "redeem.size" });
    expect(errorsOf(redeemRequestSchema(2000_00), { ...shirt, ...where, size: "XXXL" })).toEqual({
      size: "redeem.size",
    });
    expect(redeemRequestSchema(2000_00).parse({ ...shirt, ...where, size: "m" }).shipping).toEqual({
      ...where,
      phone: "+628123456789",
      size: "M",
    });
    expect(
      errorsOf(redeemRequestSchema(2000_00), {
        ...tumbler,
        address: "short",
        postal_code: "1612",
        phone: "12",
      }),
    ).toEqual({ address: "redeem.address", postal_code: "redeem.postalCode", phone: "invalid.phoneFormat" });
    const certificate = toRedeemRequestFields("r@x.id", "tree-certificate");
    expect(redeemRequestSchema(2000_00).parse(certificate)).toEqual({
      email: "r@x.id",
      item: "tree-certificate",
      amount: 1000_00,
    });
    // Shipping sent with a digital reward is not kept.
    expect(redeemRequestSchema(2000_00).parse({ ...certificate, ...where })).not.toHaveProperty("shipping");
  });

  it.each([
    [{ item: "tumbler-300", amount: "300" }, { item: "redeem.tooExpensive" }],
    [{ item: "tumbler-1", amount: "1" }, { item: "redeem.required" }],
    [{ item: "tote-bag-150", amount: "1" }, { item: "redeem.required" }],
    [{ item: "bike-150", amount: "150" }, { item: "redeem.required" }],
  ])("refuses %j with 250 points", (change, errors) => {
    expect(errorsOf(redeemRequestSchema(available), { email: "r@x.id", ...change })).toEqual(errors);
  });
});
