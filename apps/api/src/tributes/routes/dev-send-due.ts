import { access } from "../../platform/http/access.ts";
import type { Router } from "../../platform/http/openapi.ts";
import { sendDueTributeCards } from "../send-card.ts";

/**
 * Development only (never registered in production, and `access.dev()` refuses there too): the browser
 * journeys' clock for tribute cards. `POST /dev/tributes/send-due?at=<ISO time>` sends every card whose
 * job is due by then, as the runner would at that time; the job itself then finds its card sent.
 */
export function registerDevTributeSendDue(app: Router) {
  app.post("/dev/tributes/send-due", access.dev(), async (c) => {
    const at = new Date(c.req.query("at") ?? "");
    if (Number.isNaN(at.getTime()))
      return c.json({ error: true, result: null, message: "error.validation" }, 400);
    const due = await sendDueTributeCards(c.get("services"), at);
    return c.json({ error: false, result: { due }, message: "ok" });
  });
}
