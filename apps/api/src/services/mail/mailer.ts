import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/index.ts";
import type { Locale } from "../../db/schema/users.ts";
import type { RenderedMail } from "./templates.ts";

export interface Mailer {
  /** Records the mail and, with SMTP configured, sends it; a failed send never fails the caller. */
  send(to: string, locale: Locale, mail: RenderedMail): Promise<string>;
}

export function createMailer(options: { db: Database; smtpUrl?: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(to, locale, mail) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({ to, locale, kind: mail.kind, subject: mail.subject, html: mail.html, text: mail.text })
        .returning({ id: emailOutbox.id });
      const id = row?.id ?? "";
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
          });
          await options.db
            .update(emailOutbox)
            .set({ status: "sent", sentAt: new Date() })
            .where(eq(emailOutbox.id, id));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          await options.db
            .update(emailOutbox)
            .set({ status: "failed", error: reason })
            .where(eq(emailOutbox.id, id));
        }
      }
      return id;
    },
  };
}
