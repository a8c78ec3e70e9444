import type { z } from "@hono/zod-openapi";
import {
  type ProfileUpdateResult,
  responses,
  updateDonorProfileRequestSchema,
  updateVolunteerProfileRequestSchema,
} from "@rimbun/contract";
import { avatarUploadSchema, type BankAccount, bankAccountUpdateSchema } from "@rimbun/domain/schemas";
import type { AppContext } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { ok, type Router, validationError } from "../../platform/http/openapi.ts";
import { defineRoute } from "../../platform/http/route.ts";
import { assertCurrentPassword, sameBankAccount } from "../account-security.ts";
import { sessionUser } from "../accounts.ts";
import { storeAvatar } from "../avatars.ts";
import { saveDonorProfile, saveVolunteerProfile, storedBankAccount } from "../profile-changes.ts";
import { profileTarget, readProfileRequest } from "../profiles.ts";

/** What the two routes document: the same multipart call for one role each. */
function documented(role: "donor" | "volunteer", schema: z.ZodType) {
  return {
    method: "post" as const,
    tags: ["Profiles"],
    summary:
      role === "donor"
        ? "Calls 7/8 (donor): update phone_number and address (fullname is not taken), or upload the avatar"
        : "Calls 7/8 (volunteer): update the profile (fullname = first_name + last_name), the bank account, or the avatar",
    description:
      "Multipart. An administrator may edit another person's profile (`email` names them): the change is audited with the administrator as actor and mailed to that person. `avatar` is a PNG, JPEG or WebP file up to 2 MB, checked by its content; sent alone (with `email`, `avatarName`) it only changes the avatar (call 8). `result.data` is the updated profile; `result.data.avatar` is the path under `/public/`." +
      (role === "volunteer"
        ? " `private_information`, `optional_information` and `bank_account` are JSON text. Sending only `email` + `bank_account` updates the bank account. A changed bank account needs `current_password` (400 `password.currentEmpty` / `password.currentWrong`), only the volunteer may change it (403 for an administrator), and the volunteer is mailed the old and new account, masked."
        : ""),
    request: { body: { content: { "multipart/form-data": { schema } } } },
    result: role === "donor" ? responses.updateDonorProfile : responses.updateVolunteerProfile,
    errors: [400, 401, 403] as const,
    otherResponses: {
      413: { description: "Avatar larger than 2 MB" },
      415: { description: "Avatar is not PNG, JPEG or WebP" },
    },
    // Which fields are sent decides which schema judges them (profile, bank account, avatar alone), and
    // the avatar is a file: the handler reads and judges the form (docs/decisions/route-factories.md).
    judgedBy: "handler" as const,
  };
}

/**
 * Each route serves one role's profile: the person's own, or (administrators) the one `email` names.
 * Any other role is 403 before the body is read.
 */
const ownEmail = [{ in: "body", name: "email", resource: "person" }] as const;
const profileAccess = {
  donor: access.roles(["donor", "admin"], ownEmail),
  volunteer: access.roles(["volunteer", "admin"], ownEmail),
};

async function respond(c: AppContext, userId: string) {
  const user = await sessionUser(c.get("services").db, userId);
  if (!user) throw new ApiError("NOT_FOUND");
  return c.json(ok<ProfileUpdateResult>({ data: user.profile }), 200);
}

const registerDonorProfileUpdate = defineRoute({
  ...documented("donor", updateDonorProfileRequestSchema),
  path: "/v1/users/update",
  access: profileAccess.donor,
  handle: async (c, viewer) => {
    const services = c.get("services");
    const { fields, avatar } = await readProfileRequest(c);
    const target = await profileTarget(c, viewer, fields.email, "donor");
    const avatarOnly = avatar !== null && fields.phone_number === undefined;
    let details: { phone: string; address: string | null } | null = null;
    if (avatarOnly) {
      const parsed = avatarUploadSchema.safeParse({ ...fields, email: fields.email ?? target.email });
      if (!parsed.success) throw validationError(parsed.error);
    } else {
      const parsed = updateDonorProfileRequestSchema.safeParse({
        ...fields,
        email: fields.email ?? target.email,
      });
      if (!parsed.success) throw validationError(parsed.error);
      details = { phone: parsed.data.phone_number, address: parsed.data.address ?? null };
    }
    const avatarPath = avatar ? await storeAvatar(services.storage, target.id, avatar) : null;
    await saveDonorProfile(services, viewer, target, { details, avatarPath });
    return respond(c, target.id);
  },
});

const registerVolunteerProfileUpdate = defineRoute({
  ...documented("volunteer", updateVolunteerProfileRequestSchema),
  path: "/v1/users/vupdate",
  access: profileAccess.volunteer,
  handle: async (c, viewer) => {
    const services = c.get("services");
    const { fields, avatar } = await readProfileRequest(c);
    const target = await profileTarget(c, viewer, fields.email, "volunteer");
    const email = fields.email ?? target.email;
    const profileSent =
      fields.first_name !== undefined || fields.last_name !== undefined || fields.phone !== undefined;
    // Everything is judged before anything is written, so a refused bank change changes nothing else.
    let profile: z.output<typeof updateVolunteerProfileRequestSchema> | null = null;
    if (profileSent) {
      const parsed = updateVolunteerProfileRequestSchema.safeParse({ ...fields, email });
      if (!parsed.success) throw validationError(parsed.error);
      profile = parsed.data;
    }
    let bank: { after: BankAccount; before: Partial<BankAccount> | null; changed: boolean } | null = null;
    if (fields.bank_account !== undefined) {
      const parsed = bankAccountUpdateSchema.safeParse({ email, bank_account: fields.bank_account });
      if (!parsed.success) throw validationError(parsed.error);
      const before = await storedBankAccount(services.db, target.id);
      const changed = !sameBankAccount(before, parsed.data.bank_account);
      if (changed) {
        // Where payouts go is the owner's alone to change, and only with their password
        // (docs/product/accounts.md#bank-account).
        if (target.id !== viewer.userId) throw new ApiError("FORBIDDEN");
        await assertCurrentPassword(services, viewer.userId, fields.current_password);
      }
      bank = { after: parsed.data.bank_account, before, changed };
    }
    if (avatar) {
      const parsed = avatarUploadSchema.safeParse({ ...fields, email });
      if (!parsed.success) throw validationError(parsed.error);
    }
    if (!profileSent && fields.bank_account === undefined && !avatar) {
      // Nothing to change: judge it as the full profile form so the screen learns what is missing.
      const parsed = updateVolunteerProfileRequestSchema.safeParse({ ...fields, email });
      if (!parsed.success) throw validationError(parsed.error);
    }
    const avatarPath = avatar ? await storeAvatar(services.storage, target.id, avatar) : null;
    await saveVolunteerProfile(services, viewer, target, { profile, bank, avatarPath });
    return respond(c, target.id);
  },
});

export function registerProfileUpdate(app: Router) {
  registerDonorProfileUpdate(app);
  registerVolunteerProfileUpdate(app);
}
