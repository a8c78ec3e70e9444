import { addDays, jakartaDay } from "@rimbun/domain/dates";
import { eq } from "drizzle-orm";
import { donations, tributes } from "../platform/db/schema/index.ts";
import { payEvent } from "./donor-wall.ts";
import type { Harness } from "./harness.ts";
import { createPayment, donationForm } from "./payments.ts";

// Shared set-up of the tributes' tests: a gift in someone's name, paid through the signed sandbox webhook.

/** The day `days` after the test clock's Jakarta day. */
export function dayAfter(h: Harness, days: number): string {
  return addDays(jakartaDay(h.clock.current), days);
}

/** A gift carrying a tribute (`form` overrides the fields), paid unless `pay` is false. */
export async function giveInSomeonesName(
  h: Harness,
  form: Record<string, string> = {},
  options: { pay?: boolean; kind?: "single" | "recurring" } = {},
) {
  const created = await createPayment(
    h,
    options.kind ?? "single",
    donationForm({
      tribute_occasion: "honour",
      tribute_name: "Ibu Sari",
      tribute_email: "sari.honoree@example.test",
      tribute_message: "Selamat ulang tahun, Bu!",
      tribute_send_on: dayAfter(h, 1),
      ...(options.kind === "recurring" ? { interval: "MONTH", interval_count: "1" } : {}),
      ...form,
    }),
  );
  const [donation] = await h.db.select().from(donations).where(eq(donations.pgId, created.pg_id));
  if (!donation) throw new Error("no donation");
  if (options.pay !== false) await payEvent(h, created.pg_id, "paid");
  return { pgId: created.pg_id, donationId: donation.id, localId: donation.localId };
}

export async function tributeOf(h: Harness, donationId: string) {
  const [row] = await h.db.select().from(tributes).where(eq(tributes.donationId, donationId));
  if (!row) throw new Error(`no tribute for ${donationId}`);
  return row;
}
