import { randomBytes } from "node:crypto";
import { DAY_MS, formatPoints, pointsForDonation, startBillingPlan } from "@rimbun/domain";
import { count, eq } from "drizzle-orm";
import { createAccount, setPassword, type UserRow } from "../../accounts/accounts.ts";
import { base32Secret, demoTotpSecret, enrolWithKnownSecret } from "../../accounts/two-factor.ts";
import { saveBillingState } from "../../billing/plan-state.ts";
import { rebuildCampaignTotals } from "../../campaigns/campaign-totals.ts";
import { seedDemoFundraisers } from "../../fundraisers/demo-seed.ts";
import { rebuildFundraiserTotals } from "../../fundraisers/fundraiser-totals.ts";
import { registerNewReferralCode } from "../../points/referral-codes.ts";
import { rebuildReferralTotals } from "../../points/volunteer.ts";
import type { Services } from "../context.ts";
import { isProduction } from "../env.ts";
import type { DonationStatus, DonationType } from "./schema/donations.ts";
import { donations, pointLedger, recurringPlans, users, volunteerProfiles } from "./schema/index.ts";
import type { Role } from "./schema/users.ts";

export const demoLogins = {
  admin: "admin@demo.test",
  staff: "staff@demo.test",
  donor: "donor@demo.test",
  volunteer: "volunteer@demo.test",
} as const;

function monthsAgo(now: Date, months: number, day = 5): Date {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day, 3, 0, 0));
  // Early in a month the day has not come yet: a minute ago keeps the entry in this month.
  return date.getTime() > now.getTime() ? new Date(now.getTime() - 60_000) : date;
}

interface DemoDonation {
  email: string;
  fullname: string;
  amount: number;
  type: DonationType;
  status: DonationStatus;
  channel: string;
  createdAt: Date;
  userId?: string | null;
  planId?: string | null;
  referral?: UserRow | null;
  campaign?: string;
}

async function addDonation(services: Services, input: DemoDonation): Promise<string> {
  const id = crypto.randomUUID();
  const pgId = `seed_${randomBytes(10).toString("hex")}`;
  const localId = `RL-${input.createdAt.toISOString().slice(2, 10).replaceAll("-", "")}-${randomBytes(3).toString("hex").toUpperCase()}`;
  await services.db.insert(donations).values({
    id,
    localId,
    pgId,
    provider: "sandbox",
    channel: input.channel,
    type: input.type,
    status: input.status,
    amount: input.amount,
    email: input.email,
    fullname: input.fullname,
    phone: "+6281200000000",
    userId: input.userId ?? null,
    recurringPlanId: input.planId ?? null,
    referralCode: input.referral?.referralCode ?? null,
    referrerUserId: input.referral?.id ?? null,
    referralType: input.referral?.role === "volunteer" ? "volunteer" : input.referral ? "donor" : null,
    campaignSlug: input.campaign ?? null,
    invoiceUrl: `${services.env.API_PUBLIC_URL}/sandbox/pay/${pgId}`,
    paidAt: input.status === "done" ? input.createdAt : null,
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
  });
  if (input.status === "done" && input.referral?.role === "volunteer") {
    await services.db.insert(pointLedger).values({
      userId: input.referral.id,
      type: "earn",
      status: "approved",
      points: formatPoints(pointsForDonation(input.amount)),
      amount: input.amount,
      donationId: id,
      reason: "referral",
      // The same shape as a real credit (process-event.ts), so screens describe both alike.
      description: `${input.type}:${localId}`,
      decidedAt: input.createdAt,
      createdAt: input.createdAt,
    });
  }
  return id;
}

async function account(
  services: Services,
  password: string,
  input: { email: string; name: string; role: Role; code?: string },
): Promise<UserRow> {
  const user = await createAccount(services, {
    email: input.email,
    name: input.name,
    role: input.role,
    locale: "id",
    phone: "+6281200000000",
  });
  await setPassword(services, user.id, password);
  if (input.code) {
    await registerNewReferralCode(services.db, input.code, user.id);
    await services.db.update(users).set({ referralCode: input.code }).where(eq(users.id, user.id));
  }
  const [row] = await services.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new Error("seed account vanished");
  return row;
}

/**
 * Fills an EMPTY database with a demo (SEED_DEMO=1). Never touches a database that has users.
 * Every demo account uses DEMO_PASSWORD.
 */
export async function seedDemo(
  services: Services,
  options: { log: (line: string) => void },
): Promise<boolean> {
  // A public password and a public two-factor secret: never in production (env.ts refuses SEED_DEMO there too).
  if (isProduction(services.env)) throw new Error("the demo seed is refused in production");
  const [existing] = await services.db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) {
    options.log("Demo seed skipped: the database already has users.");
    printLogins(services, options.log);
    return false;
  }
  const password = services.env.DEMO_PASSWORD;
  const now = services.now();

  const admin = await account(services, password, {
    email: demoLogins.admin,
    name: "Admin Rimbun",
    role: "admin",
  });
  const staff = await account(services, password, {
    email: demoLogins.staff,
    name: "Rina Wulandari",
    role: "staff",
  });
  // Staff act only with two-factor sign-in: the demo's are set up with the documented demo secret
  // (seeding demo accounts is refused in production, and so is a known secret).
  for (const user of [admin, staff]) await enrolWithKnownSecret(services, user.id, demoTotpSecret);
  const donor = await account(services, password, {
    email: demoLogins.donor,
    name: "Dewi Lestari",
    role: "donor",
    code: "DEWI-HIJAU",
  });
  const volunteer = await account(services, password, {
    email: demoLogins.volunteer,
    name: "Bima Pratama",
    role: "volunteer",
    code: "BIMA-RIMBUN",
  });
  await services.db
    .update(volunteerProfiles)
    .set({
      firstName: "Bima",
      lastName: "Pratama",
      socialMedia: "bima.rimbun",
      privateInformation: {
        gender: "male",
        dob: "1998-04-12",
        state: "Jawa Barat",
        city: "Bogor",
        job: "Guide",
        institution: "Komunitas Situ Gede",
      },
      optionalInformation: { hobby: "Hiking", affiliation: "Pramuka", motivation: "Menjaga hutan kota" },
      bankAccount: {
        bank_name: "BNI",
        holder: "Bima Pratama",
        account_number: "0123456789",
        branch: "Bogor",
      },
    })
    .where(eq(volunteerProfiles.userId, volunteer.id));

  // Donor: a year of monthly history, a boost and a failed payment.
  const [plan] = await services.db
    .insert(recurringPlans)
    .values({
      pgId: `seed_plan_${randomBytes(6).toString("hex")}`,
      provider: "sandbox",
      channel: "VISA",
      amount: 100_000,
      status: "active",
      email: donor.email,
      fullname: donor.name,
      phone: "+6281200000000",
      userId: donor.id,
      createdAt: monthsAgo(now, 11),
    })
    .returning({ id: recurringPlans.id });
  for (let month = 11; month >= 0; month -= 1) {
    await addDonation(services, {
      email: donor.email,
      fullname: donor.name,
      amount: 100_000,
      type: month === 11 ? "recurring" : "monthly",
      status: "done",
      channel: "VISA",
      createdAt: monthsAgo(now, month),
      userId: donor.id,
      planId: plan?.id ?? null,
    });
  }
  if (plan) {
    // The calendar runs from this month's charge: the next one is a month ahead, not a year behind.
    await saveBillingState(
      services.db,
      plan.id,
      startBillingPlan({ firstPaidAt: monthsAgo(now, 0), paymentType: "recurring", amount: 100_000 }),
    );
  }
  await addDonation(services, {
    email: donor.email,
    fullname: donor.name,
    amount: 250_000,
    type: "boost",
    status: "done",
    channel: "OVO",
    createdAt: monthsAgo(now, 2, 17),
    userId: donor.id,
  });
  await addDonation(services, {
    email: donor.email,
    fullname: donor.name,
    amount: 50_000,
    type: "single",
    status: "failed",
    channel: "BNI",
    createdAt: monthsAgo(now, 1, 20),
    userId: donor.id,
  });

  // Volunteers with referred donors (Bima earns well over 500 points).
  const others = [
    await account(services, password, {
      email: "sari@demo.test",
      name: "Sari Wulandari",
      role: "volunteer",
      code: "SARI-HUTAN",
    }),
    await account(services, password, {
      email: "andi@demo.test",
      name: "Andi Saputra",
      role: "volunteer",
      code: "ANDI-ALAM",
    }),
  ];
  const referredDonors = [
    ["rina@demo.test", "Rina Putri", 150_000],
    ["joko@demo.test", "Joko Susilo", 100_000],
    ["maya@demo.test", "Maya Sari", 50_000],
    ["agus@demo.test", "Agus Hidayat", 75_000],
  ] as const;
  for (const [index, [email, fullname, amount]] of referredDonors.entries()) {
    for (let month = 4; month >= 1; month -= 1) {
      await addDonation(services, {
        email,
        fullname,
        amount,
        type: "monthly",
        status: "done",
        channel: "BNI",
        createdAt: monthsAgo(now, month, 3 + index),
        referral: volunteer,
      });
    }
  }
  await addDonation(services, {
    email: "budi@demo.test",
    fullname: "Budi Hartono",
    amount: 500_000,
    type: "single",
    status: "done",
    channel: "QRIS",
    createdAt: monthsAgo(now, 0, 2),
    referral: volunteer,
  });
  for (const [index, other] of others.entries()) {
    for (let month = 3; month >= 1; month -= 1) {
      await addDonation(services, {
        email: `teman${index}@demo.test`,
        fullname: `Teman ${index + 1}`,
        amount: 100_000 * (index + 1),
        type: "monthly",
        status: "done",
        channel: "MANDIRI",
        createdAt: monthsAgo(now, month, 8),
        referral: other,
      });
    }
  }
  // Campaign donations.
  const campaignGifts = [
    ["bersama-jaga-alam-kita", 1_000_000],
    ["bersama-jaga-alam-kita", 250_000],
    ["donasi-untuk-aksi-bonus-untuk-prestasi", 500_000],
    ["bantu-hara-jaga-situ-gede", 150_000],
    ["bantu-hara-jaga-situ-gede", 300_000],
  ] as const;
  for (const [index, [campaign, amount]] of campaignGifts.entries()) {
    await addDonation(services, {
      email: `kampanye${index}@demo.test`,
      fullname: `Sahabat Alam ${index + 1}`,
      amount,
      type: "single",
      status: "done",
      channel: "QRIS",
      createdAt: monthsAgo(now, index % 3, 12),
      campaign,
    });
  }
  await seedDemoFundraisers(services, volunteer, ({ name, amount, daysAgo }) =>
    addDonation(services, {
      email: `${name.split(" ")[0]?.toLowerCase()}@demo.test`,
      fullname: name,
      amount,
      type: "single",
      status: "done",
      channel: "QRIS",
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      referral: volunteer,
      campaign: "bantu-hara-jaga-situ-gede",
    }),
  );
  // The demo's ledger rows and donations were written directly: the aggregates are built from them.
  await rebuildReferralTotals(services.db);
  await rebuildCampaignTotals(services.db);
  await rebuildFundraiserTotals(services.db);
  options.log("Demo data seeded.");
  printLogins(services, options.log);
  return true;
}

function printLogins(services: Services, log: (line: string) => void) {
  const password = services.env.DEMO_PASSWORD;
  log(`Demo logins (password "${password}" unless DEMO_PASSWORD was changed before seeding):`);
  log(`  admin      ${demoLogins.admin}`);
  log(`  staff      ${demoLogins.staff}`);
  log(
    `  (admin and staff also give a code: add the secret ${base32Secret(demoTotpSecret)} to an authenticator app)`,
  );
  log(`  donor      ${demoLogins.donor}`);
  log(`  volunteer  ${demoLogins.volunteer}  (also sari@demo.test, andi@demo.test)`);
}
