import {
  DONOR_SEARCH_LIMIT,
  type DonorHit,
  type DonorMatchKind,
  type FlaggedPayment,
} from "@rimbun/contract";
import { invoiceNumberIdPrefix } from "@rimbun/domain/invoice";
import { normalizePhone } from "@rimbun/domain/schemas/fields";
import { desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { donations, users } from "../platform/db/schema/index.ts";
import { searchableName, searchableText } from "../platform/db/schema/search-text.ts";

type DonationRow = typeof donations.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A guest donor's id: the donation that found them (their page gathers by its e-mail). */
export const guestPrefix = "guest-";

/** The ways one stored phone may be written (`+62812…`, `812…`, `0812…`), from the normalized form. */
function phoneForms(phone: string): string[] {
  const national = phone.slice(3);
  return [phone, national, `0${national}`];
}

/**
 * `LIKE` pattern of a word's start anywhere in the searchable name (` dewi ayu setiawati`): `%`, `_`
 * and `\` in what the staffer typed are literal.
 */
function wordPattern(text: string): string | null {
  const words = searchableText(text);
  return words ? `% ${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
}

/**
 * The digits of a partial phone (at least 4 once the +62, 62 or 0 prefix and spaces or dashes are
 * off), to find as a run anywhere in the stored number; null for anything else.
 */
export function phoneDigits(text: string): string | null {
  if (!/^[+\d\s\-.()]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, "");
  if (text.trim().startsWith("+62") || (digits.startsWith("62") && digits.length > 6))
    digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  return digits.length >= 4 ? digits : null;
}

/** What the text can be: each kind is looked up with its own index, never a scan. */
export function searchPlan(q: string) {
  const text = q.trim();
  const phone = /[a-z@]/i.test(text) ? null : normalizePhone(text);
  return {
    email: text.includes("@") ? text.toLowerCase() : null,
    phone,
    name: /\p{L}/u.test(text) && !text.includes("@") ? wordPattern(text) : null,
    phoneDigits: phoneDigits(text),
    localId: /^RL-/i.test(text) ? text.toUpperCase() : null,
    // Today's invoice numbers and the older printed form (domain invoice.ts).
    invoiceIdPrefix: invoiceNumberIdPrefix(text),
    providerId: text.length >= 6 && !/\s/.test(text) ? text : null,
  };
}

interface DonationMatch {
  row: DonationRow;
  kind: DonorMatchKind;
}

async function matchingDonations(db: Database, q: string): Promise<DonationMatch[]> {
  const plan = searchPlan(q);
  const limit = DONOR_SEARCH_LIMIT + 1;
  const found: DonationMatch[] = [];
  const take = async (kind: DonorMatchKind, where: ReturnType<typeof eq>) => {
    const rows = await db
      .select()
      .from(donations)
      .where(where)
      .orderBy(desc(donations.createdAt))
      .limit(limit);
    for (const row of rows) found.push({ row, kind });
  };
  if (plan.localId) await take("local_id", eq(donations.localId, plan.localId));
  if (plan.invoiceIdPrefix) {
    // The first 14 characters of the id (hyphens included) go through donations_invoice_number_idx.
    const indexed = plan.invoiceIdPrefix.slice(0, 14);
    await take(
      "invoice_number",
      sql`left(${donations.id}, 14) = ${indexed} and left(${donations.id}, ${plan.invoiceIdPrefix.length}) = ${plan.invoiceIdPrefix}`,
    );
  }
  if (plan.providerId) await take("provider_id", eq(donations.pgId, plan.providerId));
  if (plan.email) await take("email", sql`lower(${donations.email}) = ${plan.email}`);
  if (plan.phone) await take("phone", inArray(donations.phone, phoneForms(plan.phone)));
  if (plan.phoneDigits) await take("phone", sql`${donations.phone} like ${`%${plan.phoneDigits}%`}`);
  if (plan.name) await take("name", sql`${searchableName(donations.fullname)} like ${plan.name}`);
  return found;
}

async function matchingUsers(db: Database, q: string): Promise<{ row: UserRow; kind: DonorMatchKind }[]> {
  const plan = searchPlan(q);
  const conditions: { kind: DonorMatchKind; where: ReturnType<typeof eq> }[] = [];
  if (plan.email) conditions.push({ kind: "email", where: sql`lower(${users.email}) = ${plan.email}` });
  if (plan.phone) conditions.push({ kind: "phone", where: inArray(users.phone, phoneForms(plan.phone)) });
  if (plan.phoneDigits)
    conditions.push({ kind: "phone", where: sql`${users.phone} like ${`%${plan.phoneDigits}%`}` });
  if (plan.name)
    conditions.push({ kind: "name", where: sql`${searchableName(users.name)} like ${plan.name}` });
  const found: { row: UserRow; kind: DonorMatchKind }[] = [];
  for (const { kind, where } of conditions) {
    const rows = await db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt))
      .limit(DONOR_SEARCH_LIMIT + 1);
    for (const row of rows) found.push({ row, kind });
  }
  return found;
}

/** The accounts of donations found by a donation field (their user id, or an account with their e-mail). */
async function accountsOf(db: Database, matches: DonationMatch[]): Promise<Map<string, UserRow>> {
  const ids = [
    ...new Set(matches.map((match) => match.row.userId).filter((id): id is string => Boolean(id))),
  ];
  const emails = [...new Set(matches.filter((m) => !m.row.userId).map((m) => m.row.email.toLowerCase()))];
  if (ids.length === 0 && emails.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(
      or(
        ids.length > 0 ? inArray(users.id, ids) : undefined,
        emails.length > 0 ? inArray(sql`lower(${users.email})`, emails) : undefined,
      ),
    );
  const byKey = new Map<string, UserRow>();
  for (const row of rows) {
    byKey.set(row.id, row);
    byKey.set(`email:${row.email.toLowerCase()}`, row);
  }
  return byKey;
}

function userHit(user: UserRow, kind: DonorMatchKind, donation: DonationRow | null): DonorHit {
  return {
    donor_id: user.id,
    account: true,
    name: user.name,
    email: user.email,
    phone: user.phone,
    matched_by: kind,
    donation: donation ? donationSummary(donation) : null,
  };
}

function donationSummary(row: DonationRow): NonNullable<DonorHit["donation"]> {
  return {
    local_id: row.localId,
    amount: row.amount,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Staff search (docs/product/staff-console.md#donor-support): accounts and guest donors whose e-mail, phone
 * or name's beginning matches, or who made the donation with that local id, invoice number or provider id.
 * One hit per donor, the exact matches (ids, e-mail, phone) before names, at most DONOR_SEARCH_LIMIT.
 */
export async function searchDonors(db: Database, q: string): Promise<DonorHit[]> {
  const donationMatches = await matchingDonations(db, q);
  const userMatches = await matchingUsers(db, q);
  const accounts = await accountsOf(db, donationMatches);
  const hits = new Map<string, DonorHit>();
  const add = (key: string, hit: DonorHit) => {
    if (!hits.has(key)) hits.set(key, hit);
  };
  const exactFirst = (kind: DonorMatchKind) => (kind === "name" ? 1 : 0);
  const all = [
    ...donationMatches.map((match) => ({ ...match, source: "donation" as const })),
    ...userMatches.map((match) => ({ ...match, source: "user" as const })),
  ].sort((a, b) => exactFirst(a.kind) - exactFirst(b.kind));
  for (const match of all) {
    if (match.source === "user") {
      add(match.row.id, userHit(match.row, match.kind, null));
      continue;
    }
    const donation = match.row;
    const account =
      (donation.userId ? accounts.get(donation.userId) : undefined) ??
      accounts.get(`email:${donation.email.toLowerCase()}`);
    if (account) {
      add(account.id, userHit(account, match.kind, match.kind === "name" ? null : donation));
      continue;
    }
    add(`email:${donation.email.toLowerCase()}`, {
      donor_id: `${guestPrefix}${donation.id}`,
      account: false,
      name: donation.fullname,
      email: donation.email,
      phone: donation.phone,
      matched_by: match.kind,
      donation: match.kind === "name" ? null : donationSummary(donation),
    });
  }
  return [...hits.values()].slice(0, DONOR_SEARCH_LIMIT);
}

/** How many flagged payments the support screen lists. */
const FLAGGED_LIMIT = 50;

/**
 * Payments a provider reported paid but not as asked (`donations.flag`, e.g. `amount-mismatch`): they
 * stay unpaid until staff look (partial index `donations_flag_idx`). Each names its donor's page.
 */
export async function flaggedPayments(db: Database): Promise<FlaggedPayment[]> {
  const rows = await db
    .select()
    .from(donations)
    .where(isNotNull(donations.flag))
    .orderBy(desc(donations.createdAt))
    .limit(FLAGGED_LIMIT);
  return rows.map((row) => ({
    donor_id: row.userId ?? `${guestPrefix}${row.id}`,
    name: row.fullname,
    email: row.email,
    donation_id: row.id,
    local_id: row.localId,
    amount: row.amount,
    status: row.status,
    flag: row.flag ?? "",
    provider: row.provider,
    provider_id: row.pgId,
    created_at: row.createdAt.toISOString(),
  }));
}
