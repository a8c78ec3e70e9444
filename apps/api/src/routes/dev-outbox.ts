import { desc, eq } from "drizzle-orm";
import { emailOutbox } from "../db/schema/index.ts";
import { escapeHtml } from "../lib/i18n.ts";
import type { Router } from "../lib/openapi.ts";

/** Development only (never in production): the mails that would have been sent, newest first. */
export function registerDevOutbox(app: Router) {
  app.get("/dev/outbox", async (c) => {
    const services = c.get("services");
    const rows = await services.db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        kind: emailOutbox.kind,
        locale: emailOutbox.locale,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        text: emailOutbox.text,
      })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(200);
    if (c.req.header("accept")?.includes("text/html")) {
      const items = rows
        .map(
          (row) =>
            `<li><a href="/dev/outbox/${row.id}">${escapeHtml(row.subject)}</a> → ${escapeHtml(row.to)} <small>(${row.kind}, ${row.locale}, ${row.createdAt.toISOString()})</small></li>`,
        )
        .join("");
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><h1>Outbox</h1><ol>${items}</ol></body></html>`,
      );
    }
    return c.json({ error: false, result: rows, message: "ok" });
  });
  app.get("/dev/outbox/:id", async (c) => {
    const [row] = await c
      .get("services")
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, c.req.param("id")))
      .limit(1);
    if (!row) return c.notFound();
    return c.html(row.html);
  });
}
