import type { signUpVolunteerRequestSchema } from "@rimbun/contract";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../platform/db/client.ts";
import { volunteerApplications } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";

/** Call 6's applications (points/routes/volunteer-signup.ts): one pending application per address. */

/** Whether `email` (lower case) already has an application waiting for an administrator. */
export async function hasPendingApplication(db: Database, email: string): Promise<boolean> {
  const [pending] = await db
    .select({ id: volunteerApplications.id })
    .from(volunteerApplications)
    .where(
      and(eq(sql`lower(${volunteerApplications.email})`, email), eq(volunteerApplications.status, "pending")),
    )
    .limit(1);
  return Boolean(pending);
}

export async function storeApplication(
  db: Database,
  form: z.output<typeof signUpVolunteerRequestSchema>,
  locale: Locale,
): Promise<void> {
  await db.insert(volunteerApplications).values({
    email: form.email,
    firstName: form.firstname,
    lastName: form.lastname,
    phone: form.phone,
    sex: form.sex,
    birthDate: form.birthdate ?? null,
    province: form.province ?? null,
    city: form.city ?? null,
    occupation: form.occupation ?? null,
    institution: form.institution ?? null,
    hobby: form.hobby ?? null,
    source: form.source ?? null,
    motivation: form.motivation ?? null,
    instagram: form.instagram ?? null,
    trainingAgreed: form.agreement,
    locale,
  });
}
