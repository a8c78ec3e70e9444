import { eq } from "drizzle-orm";
import type { Viewer } from "../platform/context.ts";
import { recurringPlans } from "../platform/db/schema/index.ts";
import type { Harness } from "./harness.ts";
import { type Created, createPayment, monthlyForm, payOnSandbox } from "./payments.ts";

/**
 * What the monthly-giving tests set up again and again: a plan its donor has paid the first month
 * of, the plan's row, the donor as the services see them, and the mails the donor got.
 */

/** A monthly gift made through call 3 and its first month paid on the sandbox page. */
export async function paidMonthlyPlan(h: Harness, form: Record<string, string>): Promise<Created> {
  const created = await createPayment(h, "recurring", monthlyForm(form));
  await payOnSandbox(h, created.pg_id);
  return created;
}

/** The plan's row by its `pg_id`; a test that expects a plan fails here when there is none. */
export async function planOf(h: Harness, pgId: string) {
  const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, pgId));
  if (!plan) throw new Error("no plan");
  return plan;
}

/** The plan's donor, signed in, as a service sees a viewer (for calling the services directly). */
export function planOwner(plan: { userId: string | null; email: string }): Viewer {
  return {
    userId: plan.userId ?? "",
    email: plan.email,
    role: "donor",
    first: true,
    referralCode: null,
    twoFactor: false,
    sessionId: "s",
    via: "cookie",
  };
}

/** The kinds of the mails sent to an address, oldest first. */
export async function mailKinds(h: Harness, email: string): Promise<string[]> {
  return (await h.outbox(email)).map((mail) => mail.kind);
}

/** How many of the kinds are `kind`. */
export const countOf = (kinds: string[], kind: string) => kinds.filter((value) => value === kind).length;

/**
 * A paid monthly plan of `email` and the stop link its receipt mail carries: the link, and the `pgid` and
 * `token` the site's stop page sends.
 */
export async function paidPlanStopLink(h: Harness, email: string) {
  await paidMonthlyPlan(h, { email });
  const [receipt] = (await h.outbox(email)).filter((mail) => mail.kind === "receipt");
  const url = receipt?.text.match(/http\S+\/donation\/stop\?\S+/)?.[0] ?? "http://x";
  const link = new URL(url);
  return { url, pgid: link.searchParams.get("pgid") ?? "", token: link.searchParams.get("token") ?? "" };
}
