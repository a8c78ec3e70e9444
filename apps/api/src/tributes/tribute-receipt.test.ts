import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../test/harness.ts";
import { createPayment, donationForm, payOnSandbox } from "../test/payments.ts";
import { giveInSomeonesName } from "../test/tributes.ts";

// The receipt page offers the certificate only when there is one to download
// (docs/product/donation-flow.md#gifts-in-someones-name).

let h: Harness;
let cookie: string;
const donor = "receipt.tribute@example.test";
beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: donor, name: "Rina Resi", role: "donor", locale: "id" });
  cookie = await h.login(donor);
});
afterAll(() => h.close());

async function invoiceOf(localId: string) {
  const response = await h.request("GET", `/v1/donations/${localId}/invoice`, { cookie });
  expect(response.status).toBe(200);
  return (await json<{ result: { has_certificate?: boolean } }>(response)).result;
}

describe("the receipt's certificate", () => {
  it("is offered for a paid gift in someone's name, not before payment, not for a plain gift", async () => {
    const unpaid = await giveInSomeonesName(h, { email: donor }, { pay: false });
    expect((await invoiceOf(unpaid.localId)).has_certificate).toBe(false);

    const paid = await giveInSomeonesName(h, { email: donor });
    expect((await invoiceOf(paid.localId)).has_certificate).toBe(true);
    const certificate = await h.request("GET", `/v1/tributes/${paid.localId}/certificate`, { cookie });
    expect(certificate.status).toBe(200);

    const plain = await createPayment(h, "single", donationForm({ email: donor }));
    await payOnSandbox(h, plain.pg_id);
    const rows = (
      await json<{ result: { local_id: string; amount: number }[] }>(
        await h.request("GET", "/v1/donations", { cookie }),
      )
    ).result;
    const plainLocalId = rows.find((row) => ![unpaid.localId, paid.localId].includes(row.local_id))?.local_id;
    expect(plainLocalId).toBeDefined();
    expect((await invoiceOf(plainLocalId ?? "")).has_certificate).toBe(false);
  });
});
