import { donations } from "../platform/db/schema/index.ts";
import type { Harness } from "./harness.ts";

let counter = 0;

/** A donation row as the payment path leaves it, written directly (statement tests only read them). */
export async function insertDonation(
  h: Harness,
  input: {
    email: string;
    userId?: string | null;
    amount: number;
    createdAt: string;
    status?: "pending" | "done" | "failed" | "expired" | "refunded";
    type?: "single" | "boost" | "monthly" | "recurring";
    campaignSlug?: string | null;
    locale?: "id" | "en";
  },
): Promise<string> {
  counter += 1;
  const localId = `RB-ST-${String(counter).padStart(5, "0")}`;
  await h.db.insert(donations).values({
    localId,
    pgId: `st-${counter}-${crypto.randomUUID()}`,
    provider: "sandbox",
    channel: "QRIS",
    type: input.type ?? "single",
    status: input.status ?? "done",
    amount: input.amount,
    email: input.email,
    fullname: "Statement Donor",
    phone: "81234567890",
    userId: input.userId ?? null,
    campaignSlug: input.campaignSlug ?? null,
    locale: input.locale ?? "id",
    invoiceUrl: "",
    createdAt: new Date(input.createdAt),
  });
  return localId;
}
