import { and, eq, lte } from "drizzle-orm";
import { jobs } from "../../platform/db/schema/index.ts";
import { access } from "../../platform/http/access.ts";
import type { Router } from "../../platform/http/openapi.ts";
import { sendTributeCard } from "../send-card.ts";
import { tributeCardJobKind } from "../tribute-schedule.ts";

/**
 * Development only (never registered in production, and `access.dev()` refuses there too): the browser
 * journeys' clock for tribute cards. `POST /dev/tributes/send-due?at=<ISO time>` sends every card whose
 * job is due by then, as the runner would at that time; the job itself then finds its card sent.
 */
export function registerDevTributeSendDue(app: Router) {
  app.post("/dev/tributes/send-due", access.dev(), async (c) => {
    const services = c.get("services");
    const at = new Date(c.req.query("at") ?? "");
    if (Number.isNaN(at.getTime()))
      return c.json({ error: true, result: null, message: "error.validation" }, 400);
    const due = await services.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, tributeCardJobKind), eq(jobs.status, "queued"), lte(jobs.runAt, at)));
    const atThatTime = { ...services, now: () => at };
    let sent = 0;
    for (const { payload } of due) {
      const { donationId, generation } = payload as { donationId: string; generation: number };
      await sendTributeCard(atThatTime, donationId, generation);
      sent += 1;
    }
    return c.json({ error: false, result: { due: sent }, message: "ok" });
  });
}
