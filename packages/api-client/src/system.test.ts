import { describe, expect, it } from "vitest";
import { retryJob } from "./system.ts";
import { checked, fakeFetch, ok } from "./test-fetch.ts";

describe("the System screen's calls", () => {
  it("a retry posts the reason as JSON to the job's address", async () => {
    const { fetch, seen } = fakeFetch(200, ok("retryJob", { id: "j/1", kind: "mail", status: "queued" }));
    const answer = await retryJob(checked(fetch), { id: "j/1", reason: "SMTP is back" });
    expect(answer).toEqual({ id: "j/1", kind: "mail", status: "queued" });
    expect(seen[0]?.url).toBe("http://api.test/v1/admin/system/jobs/j%2F1/retry");
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({ reason: "SMTP is back" });
  });
});
