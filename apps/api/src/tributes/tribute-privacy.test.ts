import { validateResponse } from "@rimbun/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "../accounts/accounts.ts";
import { deleteAccount } from "../privacy/deletion.ts";
import { createHarness, type Harness, json } from "../test/harness.ts";
import { dayAfter, giveInSomeonesName, tributeOf } from "../test/tributes.ts";

// The honoree's name, address and message are data the donor gave us about someone else: the donor's
// export shows them, and deleting the donor's account forgets them (docs/product/privacy.md).

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const donor = "tribute.privacy@example.test";
const honoree = "tribute.privacy.honoree@example.test";

describe("a gift in someone's name and the donor's data rights", () => {
  it("the export lists the tribute; deleting the account forgets the honoree and cancels the unsent card", async () => {
    await h.createUser({ email: donor, name: "Tari Privasi", role: "donor", locale: "id" });
    const sent = await giveInSomeonesName(h, {
      email: donor,
      tribute_email: honoree,
      tribute_send_on: dayAfter(h, 0),
    });
    const scheduled = await giveInSomeonesName(h, {
      email: donor,
      tribute_email: "later.honoree@example.test",
      tribute_message: "Untuk Nenek </script><b>x</b>",
    });
    // Someone else's gift in someone's name is not the donor's data.
    await giveInSomeonesName(h, { email: "someone.else@example.test", tribute_name: "Pak Lain" });
    await h.advanceTo(new Date(h.clock.current.getTime() + 60_000));

    const cookie = await h.login(donor);
    const response = await h.request("GET", "/v1/privacy/export", { cookie });
    const data = validateResponse("exportPersonalData", (await json<{ result: unknown }>(response)).result);
    const listed = data.gifts_in_someones_name;
    expect(listed.map((row) => row.local_id).sort()).toEqual([sent.localId, scheduled.localId].sort());
    expect(listed.find((row) => row.local_id === scheduled.localId)).toMatchObject({
      honoree_name: "Ibu Sari",
      honoree_email: "later.honoree@example.test",
      message: "Untuk Nenek </script><b>x</b>",
      status: "scheduled",
    });
    expect(JSON.stringify(listed)).not.toContain("Pak Lain");

    const sentBefore = (await tributeOf(h, sent.donationId)).status;
    const user = await findUserByEmail(h.db, donor);
    if (!user) throw new Error("no donor");
    expect(await deleteAccount(h.services, user)).toBe(true);
    const forgottenLater = await tributeOf(h, scheduled.donationId);
    expect(forgottenLater).toMatchObject({
      honoreeName: "-",
      honoreeEmail: null,
      message: null,
      status: "cancelled",
    });
    const forgottenSent = await tributeOf(h, sent.donationId);
    expect(forgottenSent).toMatchObject({ honoreeName: "-", honoreeEmail: null, message: null });
    // A card already sent stays sent (it happened); one not yet sent is cancelled.
    expect(forgottenSent.status).toBe(sentBefore === "sent" ? "sent" : "cancelled");

    // The day comes: no card leaves for the cancelled one.
    await h.advanceTo(new Date(h.clock.current.getTime() + 3 * 86_400_000));
    const cards = (await h.outbox("later.honoree@example.test")).filter((m) => m.kind.startsWith("tribute-"));
    expect(cards).toEqual([]);
  });
});
