import type { AdminChannelFee, ChannelFeeRow, UpdateChannelFeeInput } from "@rimbun/contract/fees";
import {
  type ChannelFee,
  channelFeeIn,
  channels,
  coveredFeeFor,
  type FeeTable,
  feeTableWith,
} from "@rimbun/domain";
import { and, eq, inArray } from "drizzle-orm";
import { enqueueProviderPlanSync } from "../billing/plan-state.ts";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { channelFees, recurringPlans } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";

type OverrideRow = typeof channelFees.$inferSelect;

function feeOf(row: OverrideRow): ChannelFee {
  return { fixed: row.fixed, percentBasisPoints: row.percentBasisPoints, vatBasisPoints: row.vatBasisPoints };
}

/** The fee table in force: the domain's defaults with staff's overrides (docs/product/staff-console.md#channel-fees). */
export async function currentFeeTable(db: Database): Promise<FeeTable> {
  const rows = await db.select().from(channelFees);
  return feeTableWith(Object.fromEntries(rows.map((row) => [row.channel, feeOf(row)])));
}

/**
 * The fee a donor covers on a gift now, by the server's table: the only place a covered fee is made
 * (docs/product/donation-flow.md#cover-the-fee). 0 when the donor does not cover it.
 */
export async function coveredFeeNow(
  db: Database,
  cover: boolean,
  channel: string,
  gift: number,
): Promise<number> {
  if (!cover) return 0;
  return coveredFeeFor(await currentFeeTable(db), channel, gift);
}

function wireFee(channel: string, fee: ChannelFee): ChannelFeeRow {
  return {
    channel,
    fixed: fee.fixed,
    percent_basis_points: fee.percentBasisPoints,
    vat_basis_points: fee.vatBasisPoints,
  };
}

/** Every channel's fee in force, in the catalogue's order (the public table the flow reads). */
export async function channelFeeRows(db: Database): Promise<ChannelFeeRow[]> {
  const table = await currentFeeTable(db);
  return channels.flatMap(({ channelCode }) => {
    const fee = table[channelCode];
    return fee ? [wireFee(channelCode, fee)] : [];
  });
}

function adminRow(channel: string, fallback: ChannelFee, row: OverrideRow | undefined): AdminChannelFee {
  const { channel: _, ...defaults } = wireFee(channel, fallback);
  return {
    ...wireFee(channel, row ? feeOf(row) : fallback),
    default: defaults,
    overridden: row !== undefined,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** The staff console's table: each channel's fee in force, its default and when staff last changed it. */
export async function listAdminChannelFees(db: Database): Promise<AdminChannelFee[]> {
  const rows = await db.select().from(channelFees);
  const byChannel = new Map(rows.map((row) => [row.channel, row]));
  return channels.flatMap(({ channelCode }) => {
    const fallback = channelFeeIn(channelCode);
    return fallback ? [adminRow(channelCode, fallback, byChannel.get(channelCode))] : [];
  });
}

/**
 * An administrator sets a channel's fee (docs/product/staff-console.md#channel-fees), audited with the old
 * and new values and the reason. Monthly plans that cover the fee on that channel and whose provider
 * charges by itself get their provider plan synced, so its next charge carries the new total.
 */
export async function updateChannelFee(
  services: Services,
  admin: Viewer,
  channel: string,
  input: UpdateChannelFeeInput & { fixed: number; percent_basis_points: number; vat_basis_points: number },
): Promise<AdminChannelFee> {
  const fallback = channelFeeIn(channel);
  if (!fallback) throw new ApiError("NOT_FOUND");
  const fee: ChannelFee = {
    fixed: input.fixed,
    percentBasisPoints: input.percent_basis_points,
    vatBasisPoints: input.vat_basis_points,
  };
  const saved = await services.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(channelFees)
      .where(eq(channelFees.channel, channel))
      .for("update");
    const values = { ...fee, updatedBy: admin.userId, updatedAt: services.now() };
    const [row] = await tx
      .insert(channelFees)
      .values({ channel, ...values })
      .onConflictDoUpdate({ target: channelFees.channel, set: values })
      .returning();
    await audit(tx, {
      actorUserId: admin.userId,
      action: "fees.channel",
      subject: `channel:${channel}`,
      data: {
        reason: input.reason,
        before: before ? feeOf(before) : fallback,
        after: fee,
      },
    });
    await syncCoveringPlans(tx, channel, services.now());
    return row;
  });
  return adminRow(channel, fallback, saved);
}

/** Provider plans charge a set amount: those of fee-covering plans on the channel are brought in line. */
async function syncCoveringPlans(tx: Database, channel: string, now: Date): Promise<void> {
  const plans = await tx
    .select({ id: recurringPlans.id, providerPlanId: recurringPlans.providerPlanId })
    .from(recurringPlans)
    .where(
      and(
        eq(recurringPlans.channel, channel),
        eq(recurringPlans.coverFee, true),
        inArray(recurringPlans.status, ["active", "paused"]),
      ),
    );
  for (const plan of plans) if (plan.providerPlanId) await enqueueProviderPlanSync(tx, plan.id, now);
}
