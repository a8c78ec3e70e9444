import { createRoute, z } from "@hono/zod-openapi";
import {
  avatarUploadSchema,
  bankAccountUpdateSchema,
  donorProfileUpdateSchema,
  volunteerProfileUpdateSchema,
} from "@rimbun/domain";
import { eq } from "drizzle-orm";
import { type AppContext, requireViewer } from "../context.ts";
import { users, volunteerProfiles } from "../db/schema/index.ts";
import {
  envelope,
  errorResponses,
  jsonContent,
  ok,
  type Router,
  sessionSecurity,
  validationError,
} from "../lib/openapi.ts";
import { sessionUser } from "../services/accounts.ts";
import { audit } from "../services/audit.ts";
import { storeAvatar } from "../services/avatars.ts";
import { profileTarget, readProfileRequest } from "../services/profiles.ts";

const profileData = envelope(z.object({ data: z.record(z.string(), z.unknown()) }));

function docs(path: string, role: "donor" | "volunteer", schema: z.ZodType) {
  return createRoute({
    method: "post",
    path,
    tags: ["Profiles"],
    summary:
      role === "donor"
        ? "Calls 7/8 (donor): update phone_number and address (fullname is not taken), or upload the avatar"
        : "Calls 7/8 (volunteer): update the profile (fullname = first_name + last_name), the bank account, or the avatar",
    description:
      "Multipart. `avatar` is a PNG, JPEG or WebP file up to 2 MB, checked by its content; sent alone (with `email`, `avatarName`) it only changes the avatar (call 8). `result.data` is the updated profile; `result.data.avatar` is the path under `/public/`." +
      (role === "volunteer"
        ? " `private_information`, `optional_information` and `bank_account` are JSON text. Sending only `email` + `bank_account` updates the bank account."
        : ""),
    security: sessionSecurity,
    request: { body: { content: { "multipart/form-data": { schema } } } },
    responses: {
      200: jsonContent(profileData),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      413: { description: "Avatar larger than 2 MB" },
      415: { description: "Avatar is not PNG, JPEG or WebP" },
    },
  });
}

async function respond(c: AppContext, userId: string) {
  const user = await sessionUser(c.get("services").db, userId);
  return c.json(ok({ data: user?.profile ?? {} }), 200);
}

export function registerProfileUpdate(app: Router) {
  app.openAPIRegistry.registerPath(docs("/v1/users/update", "donor", donorProfileUpdateSchema));
  app.openAPIRegistry.registerPath(docs("/v1/users/vupdate", "volunteer", volunteerProfileUpdateSchema));

  app.post("/v1/users/update", async (c) => {
    const services = c.get("services");
    const viewer = requireViewer(c);
    const { fields, avatar } = await readProfileRequest(c);
    const target = await profileTarget(c, viewer, fields.email, "donor");
    const avatarOnly = avatar !== null && fields.phone_number === undefined;
    if (avatarOnly) {
      const parsed = avatarUploadSchema.safeParse({ ...fields, email: fields.email ?? target.email });
      if (!parsed.success) throw validationError(parsed.error);
    } else {
      const parsed = donorProfileUpdateSchema.safeParse({ ...fields, email: fields.email ?? target.email });
      if (!parsed.success) throw validationError(parsed.error);
      await services.db
        .update(users)
        .set({ phone: parsed.data.phone_number, address: parsed.data.address ?? null })
        .where(eq(users.id, target.id));
    }
    if (avatar) {
      const path = await storeAvatar(services.env.DATA_DIR, target.id, avatar);
      await services.db.update(users).set({ avatar: path, image: path }).where(eq(users.id, target.id));
    }
    await audit(services.db, {
      actorUserId: viewer.userId,
      action: "profile.update",
      subject: `user:${target.id}`,
    });
    return respond(c, target.id);
  });

  app.post("/v1/users/vupdate", async (c) => {
    const services = c.get("services");
    const viewer = requireViewer(c);
    const { fields, avatar } = await readProfileRequest(c);
    const target = await profileTarget(c, viewer, fields.email, "volunteer");
    const email = fields.email ?? target.email;
    const profileSent =
      fields.first_name !== undefined || fields.last_name !== undefined || fields.phone !== undefined;
    if (profileSent) {
      const parsed = volunteerProfileUpdateSchema.safeParse({ ...fields, email });
      if (!parsed.success) throw validationError(parsed.error);
      const profile = parsed.data;
      await services.db
        .update(users)
        .set({ name: profile.fullname, phone: profile.phone, address: profile.address ?? null })
        .where(eq(users.id, target.id));
      const values = {
        firstName: profile.first_name,
        lastName: profile.last_name,
        socialMedia: profile.social_media ?? null,
        ...(profile.private_information ? { privateInformation: profile.private_information } : {}),
        ...(profile.optional_information ? { optionalInformation: profile.optional_information } : {}),
      };
      await services.db
        .insert(volunteerProfiles)
        .values({ userId: target.id, ...values })
        .onConflictDoUpdate({ target: volunteerProfiles.userId, set: values });
    }
    if (fields.bank_account !== undefined) {
      const parsed = bankAccountUpdateSchema.safeParse({ email, bank_account: fields.bank_account });
      if (!parsed.success) throw validationError(parsed.error);
      await services.db
        .insert(volunteerProfiles)
        .values({ userId: target.id, bankAccount: parsed.data.bank_account })
        .onConflictDoUpdate({
          target: volunteerProfiles.userId,
          set: { bankAccount: parsed.data.bank_account },
        });
    }
    if (avatar) {
      const parsed = avatarUploadSchema.safeParse({ ...fields, email });
      if (!parsed.success) throw validationError(parsed.error);
      const path = await storeAvatar(services.env.DATA_DIR, target.id, avatar);
      await services.db.update(users).set({ avatar: path, image: path }).where(eq(users.id, target.id));
    }
    if (!profileSent && fields.bank_account === undefined && !avatar) {
      // Nothing to change: judge it as the full profile form so the screen learns what is missing.
      const parsed = volunteerProfileUpdateSchema.safeParse({ ...fields, email });
      if (!parsed.success) throw validationError(parsed.error);
    }
    await audit(services.db, {
      actorUserId: viewer.userId,
      action: "profile.update",
      subject: `user:${target.id}`,
    });
    return respond(c, target.id);
  });
}
