import { describe, expect, it } from "vitest";
import { decideAdminItem } from "./admin.ts";
import { checked, fakeFetch, ok } from "./test-fetch.ts";

describe("administrator's queue", () => {
  it("a decision posts JSON to the item's address", async () => {
    const { fetch, seen } = fakeFetch(
      200,
      ok("decideAdminItem", { id: "a1", kind: "application", status: "approved" }),
    );
    await decideAdminItem(checked(fetch), { kind: "application", id: "a1", decision: "approve", note: "" });
    expect(seen[0]?.url).toBe("http://api.test/v1/admin/queue/application/a1");
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({ decision: "approve", note: "" });
  });
});
