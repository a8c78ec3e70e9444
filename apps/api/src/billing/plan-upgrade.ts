import { addDays, formatRupiah, jakartaDay, upgradeAmount } from "@rimbun/domain";
import { formatLongDate } from "@rimbun/i18n";
import { and, eq, isNull, sql } from "drizzle-orm";
import { mailUnsubscribeUrl, wantsMail } from "../mail/mail-preferences.ts";
import { planMails } from "../mail/plan-mails.ts";
import { stopLink } from "../payments/process-event/queue-mails.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { planUpgradeOffers, recurringPlans } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { ApiError } from "../platform/http/errors.ts";
import { isUuid, signLink, verifyLink } from "../platform/http/signed-links.ts";
import { enqueueJob, type JobRow } from "../platform/jobs/queue.ts";
import { billingStateOf, type PlanRow } from "./plan-state.ts";
import { applyDonorRequest } from "./recurring.ts";

/**
 * The yearly upgrade link (docs/product/monthly-giving.md#upgrade-links, docs/decisions/upgrade-links.md).
 * A daily job finds the active plans whose anniversary is today and queues one mail job per plan and
 * year; the mail carries a signed link naming one stored offer (plan, year, the amount it was made for
 * and the suggested one). The link's page raises the plan once, from its next cycle.
 */
export const UPGRADE_LINK_PURPOSE = "plan-upgrade";
export const upgradePath = "/v1/donations/recurring/upgrade";
/** A month to think it over; after that the amounts it names may no longer be what the donor wants. */
export const upgradeLinkDays = 30;

export const anniversaryJobKind = "plan-anniversaries";
export const upgradeMailJobKind = "plan-upgrade-mail";

/** 10:00 in Jakarta (03:00 UTC), after the billing hour: the day's charges are out first. */
const RUN_UTC_TIME = "03:00:00Z";

export function anniversaryRunTime(day: string): Date {
  return new Date(`${day}T${RUN_UTC_TIME}`);
}

async function scheduleAnniversaries(services: Services, day: string): Promise<void> {
  await enqueueJob(services.db, {
    kind: anniversaryJobKind,
    key: `plan-anniversaries:${day}`,
    payload: { day },
    runAt: anniversaryRunTime(day),
  });
}

/** At start-up: today's run (or tomorrow's, once today's time has passed) exists; idempotent by key. */
export async function seedAnniversarySchedule(services: Services): Promise<void> {
  const now = services.now();
  const today = jakartaDay(now);
  await scheduleAnniversaries(services, now < anniversaryRunTime(today) ? today : addDays(today, 1));
}

/**
 * Active plans started on this month and day (in Jakarta) of an earlier year; a plan started on 29
 * February has its anniversary on 28 February in other years.
 */
async function plansWithAnniversary(services: Services, day: string): Promise<{ id: string }[]> {
  const monthDay = day.slice(5);
  const year = Number(day.slice(0, 4));
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  const days = monthDay === "02-28" && !leap ? ["02-28", "02-29"] : [monthDay];
  const jakarta = sql`(${recurringPlans.createdAt} + interval '7 hours')`;
  return services.db
    .select({ id: recurringPlans.id })
    .from(recurringPlans)
    .where(
      and(
        eq(recurringPlans.status, "active"),
        sql`to_char(${jakarta}, 'MM-DD') in (${sql.join(
          days.map((value) => sql`${value}`),
          sql`, `,
        )})`,
        sql`extract(year from ${jakarta}) < ${year}`,
      ),
    );
}

/** One day's run: a mail job per plan (keyed by plan and year: a rerun mails nobody twice), then tomorrow's run. */
export async function runAnniversaries(services: Services, day: string): Promise<void> {
  const year = Number(day.slice(0, 4));
  for (const plan of await plansWithAnniversary(services, day)) {
    await enqueueJob(services.db, {
      kind: upgradeMailJobKind,
      key: `plan-upgrade:${plan.id}:${year}`,
      payload: { planId: plan.id, year },
      runAt: services.now(),
    });
  }
  await scheduleAnniversaries(services, addDays(day, 1));
}

export function upgradeLinkUrl(services: Services, offerId: string, locale: Locale): string {
  const expiresAt = new Date(services.now().getTime() + upgradeLinkDays * 24 * 3600_000);
  const token = signLink(services.env.LINK_SECRET, UPGRADE_LINK_PURPOSE, offerId, expiresAt);
  const query = new URLSearchParams({ token, locale });
  return `${services.env.API_PUBLIC_URL.replace(/\/$/, "")}${upgradePath}?${query}`;
}

/** The offer of a plan and year, made once (a job run again finds the first one). */
async function offerOf(db: Database, plan: PlanRow, year: number, toAmount: number) {
  await db
    .insert(planUpgradeOffers)
    .values({ planId: plan.id, year, fromAmount: plan.amount, toAmount })
    .onConflictDoNothing();
  const [offer] = await db
    .select()
    .from(planUpgradeOffers)
    .where(and(eq(planUpgradeOffers.planId, plan.id), eq(planUpgradeOffers.year, year)))
    .limit(1);
  return offer;
}

/**
 * One plan's anniversary mail: only while the plan is active, has a higher amount to suggest, and its
 * donor has not switched off the foundation's optional mails (the campaign updates switch, which
 * unsubscribes from both).
 */
export async function mailPlanUpgrade(
  services: Services,
  payload: { planId: string; year: number },
  job: JobRow,
): Promise<void> {
  const [plan] = await services.db
    .select()
    .from(recurringPlans)
    .where(eq(recurringPlans.id, payload.planId))
    .limit(1);
  if (plan?.status !== "active") return;
  const toAmount = upgradeAmount(plan.amount);
  if (toAmount === null) return;
  if (!(await wantsMail(services.db, plan.email, "campaignUpdates"))) return;
  const offer = await offerOf(services.db, plan, payload.year, toAmount);
  if (!offer || offer.usedAt) return;
  const locale = plan.locale;
  const mail = planMails.planUpgrade(locale, {
    name: plan.fullname,
    amount: formatRupiah(offer.fromAmount, locale),
    newAmount: formatRupiah(offer.toAmount, locale),
    upgradeUrl: upgradeLinkUrl(services, offer.id, locale),
    days: upgradeLinkDays,
    stopUrl: stopLink(services, plan.pgId, locale),
    unsubscribeUrl: mailUnsubscribeUrl(services, { email: plan.email, topic: "campaignUpdates", locale }),
  });
  await services.mailer.send(plan.email, locale, mail, { key: job.key ?? job.id });
}

/** Why a link cannot raise the plan: each has its own page. */
export type UpgradeRefusal = "invalid" | "expired" | "used" | "stopped" | "changed";

export interface OpenedUpgrade {
  offerId: string;
  plan: PlanRow;
  locale: Locale;
  toAmount: number;
  from: string;
  to: string;
  /** The first due day at the new amount (the plan's next cycle), written out. */
  startsOn: string | null;
}

/** Our tokens are short: anything long is not ours and is not worth hashing. */
const MAX_TOKEN = 300;

/** The offer a token names, or why not: forged, expired (signed by us but late), or unknown. */
function offerIdOf(services: Services, token: string | undefined): string | "invalid" | "expired" {
  if (!token || token.length > MAX_TOKEN) return "invalid";
  const secret = services.env.LINK_SECRET;
  const subject = verifyLink(secret, UPGRADE_LINK_PURPOSE, token, services.now());
  if (subject) return isUuid(subject) ? subject : "invalid";
  // Verified against the epoch, a genuine token is only too old: say so instead of "not valid".
  return verifyLink(secret, UPGRADE_LINK_PURPOSE, token, new Date(0)) ? "expired" : "invalid";
}

/** What an offer can no longer do, judged on the plan as it is now. */
function refusalOf(
  offer: typeof planUpgradeOffers.$inferSelect,
  plan: PlanRow | undefined,
): UpgradeRefusal | null {
  if (offer.usedAt) return "used";
  if (!plan || plan.status === "inactive" || plan.status === "pending") return "stopped";
  if (plan.amount !== offer.fromAmount) return "changed";
  return null;
}

/** The page's data (a GET changes nothing), or the refusal to show. */
export async function openUpgradeLink(
  services: Services,
  token: string | undefined,
): Promise<OpenedUpgrade | { refused: UpgradeRefusal; locale?: Locale }> {
  const offerId = offerIdOf(services, token);
  if (offerId === "invalid" || offerId === "expired") return { refused: offerId };
  const [row] = await services.db
    .select({ offer: planUpgradeOffers, plan: recurringPlans })
    .from(planUpgradeOffers)
    .leftJoin(recurringPlans, eq(recurringPlans.id, planUpgradeOffers.planId))
    .where(eq(planUpgradeOffers.id, offerId))
    .limit(1);
  if (!row) return { refused: "invalid" };
  const plan = row.plan ?? undefined;
  const refused = refusalOf(row.offer, plan);
  if (refused || !plan) return { refused: refused ?? "stopped", ...(plan ? { locale: plan.locale } : {}) };
  const state = await billingStateOf(services.db, plan);
  const locale = plan.locale;
  return {
    offerId,
    plan,
    locale,
    toAmount: row.offer.toAmount,
    from: formatRupiah(row.offer.fromAmount, locale),
    to: formatRupiah(row.offer.toAmount, locale),
    startsOn: state ? formatLongDate(`${state.nextDue}T12:00:00+07:00`, locale) : null,
  };
}

/** Thrown inside the plan's transaction when the offer can no longer act (rolls the change back). */
export class UpgradeRefused extends ApiError {
  constructor(readonly refusal: UpgradeRefusal) {
    super("CONFLICT");
  }
}

/**
 * The button: under the plan's row lock, the offer is checked again and marked used in the same
 * transaction as the new amount, so two clicks at once raise once and a crash leaves neither. The
 * change is the donor's amount change (call 10's machine event), audited as one by link.
 */
export async function acceptUpgrade(services: Services, opened: OpenedUpgrade): Promise<void> {
  await applyDonorRequest(
    services,
    null,
    {
      pgId: opened.plan.pgId,
      event: { type: "change-amount", amount: opened.toAmount },
      action: "recurring.amount",
    },
    {
      byLink: true,
      guard: async (tx, plan) => {
        const [offer] = await tx
          .select()
          .from(planUpgradeOffers)
          .where(eq(planUpgradeOffers.id, opened.offerId))
          .limit(1);
        if (!offer) throw new UpgradeRefused("invalid");
        const refused = refusalOf(offer, plan);
        if (refused) throw new UpgradeRefused(refused);
        const marked = await tx
          .update(planUpgradeOffers)
          .set({ usedAt: services.now() })
          .where(and(eq(planUpgradeOffers.id, offer.id), isNull(planUpgradeOffers.usedAt)))
          .returning({ id: planUpgradeOffers.id });
        if (marked.length === 0) throw new UpgradeRefused("used");
      },
    },
  );
}
