import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../platform/db/client.ts";
import { emailOutbox } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { enqueueJob, queuedPayload } from "../platform/jobs/queue.ts";
import { countMailSent, countSmtpError } from "../platform/metrics.ts";
import type { MailKind, RenderedMail } from "./templates.ts";

/** The job kind that delivers one outbox row; its key is `mail:<outbox id>` (or `mail:<queue key>`). */
export const mailJobKind = "mail";

/**
 * Mails whose body holds a token (a password or confirmation link, a receipt's or invoice's link that
 * opens the gift without signing in): emptied once sent, in production.
 */
export const sensitiveMailKinds: ReadonlySet<MailKind | string> = new Set([
  "set-password",
  "reset-password",
  "newsletter-confirm",
  "sign-in-link",
  "account-deletion",
  "staff-invite",
  "receipt",
  "invoice",
  "plan-upgrade",
]);

export interface QueueOptions {
  /**
   * Queues the mail once per key: a job that runs again after a crash (its mail queued, its finish
   * lost) does not mail twice. Without it every call is a new mail.
   */
  key?: string;
}

export interface Mailer {
  /**
   * Queues a mail in the caller's transaction (a transactional outbox): the outbox row and the job
   * that sends it commit or vanish with the change the mail is about, so a crash can neither lose a
   * mail of a committed change nor send one of a change that never happened.
   */
  enqueue(
    tx: Database,
    to: string,
    locale: Locale,
    mail: RenderedMail,
    options?: QueueOptions,
  ): Promise<string>;
  /** Queues a mail on its own (its own transaction); the job runner sends it. */
  send(to: string, locale: Locale, mail: RenderedMail, options?: QueueOptions): Promise<string>;
  /**
   * Sends one queued mail (the job runner's `mail` job). A failed SMTP send throws, so the job queue
   * retries it with backoff; a mail already sent is not sent again.
   */
  deliver(outboxId: string, options: { eraseSensitive: boolean; now: Date }): Promise<void>;
  /** The job gave up: the outbox row says so, with the last error. */
  markFailed(outboxId: string, error: unknown): Promise<void>;
  /** Set by the running job runner: `send` calls it after its commit, so the mail leaves at once. */
  wake?: (() => void) | undefined;
  /** Closes the SMTP connections the pool keeps open (a stopping process, a test's end). */
  close(): void;
}

/**
 * A pooled SMTP transport: up to `connections` connections kept open and reused (one per mail being
 * sent at once, MAIL_CONCURRENCY), instead of a new connection and greeting for every mail.
 */
function pooledTransport(smtpUrl: string, connections: number) {
  const url = new URL(smtpUrl);
  url.searchParams.set("pool", "true");
  url.searchParams.set("maxConnections", String(connections));
  return nodemailer.createTransport(url.toString());
}

export function createMailer(options: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
  connections?: number;
}): Mailer {
  const transport = options.smtpUrl ? pooledTransport(options.smtpUrl, options.connections ?? 1) : null;

  async function enqueue(
    tx: Database,
    to: string,
    locale: Locale,
    mail: RenderedMail,
    queue: QueueOptions = {},
  ): Promise<string> {
    const id = crypto.randomUUID();
    const key = `mail:${queue.key ?? id}`;
    // Due at once: the epoch is before any clock a test or the runner uses.
    const queued = await enqueueJob(tx, {
      kind: mailJobKind,
      key,
      payload: { outboxId: id },
      runAt: new Date(0),
    });
    if (!queued) {
      const payload = (await queuedPayload(tx, key)) as { outboxId?: string } | undefined;
      return payload?.outboxId ?? "";
    }
    const [row] = await tx
      .insert(emailOutbox)
      .values({
        id,
        to,
        locale,
        kind: mail.kind,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers ?? null,
        attachments: mail.attachments ?? null,
        sensitive: sensitiveMailKinds.has(mail.kind),
      })
      .returning({ id: emailOutbox.id });
    if (!row) throw new Error("mail not queued");
    return row.id;
  }

  const mailer: Mailer = {
    enqueue,
    async send(to, locale, mail, queue) {
      const id = await options.db.transaction((tx) => enqueue(tx, to, locale, mail, queue));
      mailer.wake?.();
      return id;
    },
    async deliver(outboxId, { eraseSensitive, now }) {
      const [row] = await options.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId)).limit(1);
      if (!row || row.sentAt) return;
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to: row.to,
            subject: row.subject,
            html: row.html,
            text: row.text,
            ...(row.headers ? { headers: row.headers } : {}),
            ...(row.attachments
              ? {
                  attachments: row.attachments.map((file) => ({
                    filename: file.filename,
                    contentType: file.contentType,
                    content: Buffer.from(file.contentBase64, "base64"),
                  })),
                }
              : {}),
          });
        } catch (error) {
          countSmtpError();
          const reason = error instanceof Error ? error.message : String(error);
          await options.db.update(emailOutbox).set({ error: reason }).where(eq(emailOutbox.id, outboxId));
          throw error;
        }
      }
      // Without SMTP the outbox is where mails land (development, tests): delivered means recorded, and
      // says so (staff's donor page showed every mail of a demo as waiting).
      await options.db
        .update(emailOutbox)
        .set({
          status: "sent",
          sentAt: now,
          error: null,
          ...(eraseSensitive && row.sensitive ? { html: "", text: "" } : {}),
        })
        .where(eq(emailOutbox.id, outboxId));
      countMailSent(row.kind);
    },
    close() {
      transport?.close();
    },
    async markFailed(outboxId, error) {
      const reason = error instanceof Error ? error.message : String(error);
      await options.db
        .update(emailOutbox)
        .set({ status: "failed", error: reason.slice(0, 1000) })
        .where(eq(emailOutbox.id, outboxId));
    },
  };
  return mailer;
}
