import type { signUpVolunteerRequestSchema } from "@rimbun/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../platform/db/client.ts";
import { users, volunteerApplications } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";

/** Call 6's applications (points/routes/volunteer-signup.ts): one pending application per address. */

/**
 * Whether the address already has a pending application or a volunteer account (docs/decisions/api.md,
 * "Volunteer signup of a known address").
 */
export async function knownVolunteer(db: Database, email: string): Promise<"pending" | "member" | null> {
  const address = email.trim().toLowerCase();
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, address), eq(users.role, "volunteer"), isNull(users.deletedAt)))
    .limit(1);
  if (member) return "member";
  const [pending] = await db
    .select({ id: volunteerApplications.id })
    .from(volunteerApplications)
    .where(
      and(
        eq(sql`lower(${volunteerApplications.email})`, address),
        eq(volunteerApplications.status, "pending"),
      ),
    )
    .limit(1);
  return pending ? "pending" : null;
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
