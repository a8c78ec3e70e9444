import { messages } from "@rimbun/domain";
import type { BankAccount } from "@rimbun/domain/schemas";
import { and, eq, ne } from "drizzle-orm";
import { accountNoticeTemplates } from "../mail/templates.ts";
import { audit } from "../platform/audit.ts";
import { clearRateLimit, currentPasswordLimit, hitRateLimit } from "../platform/auth/rate-limit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import { sessions } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { ApiError } from "../platform/http/errors.ts";
import { findUserById, hashPassword, storePasswordHash, verifyPassword } from "./accounts.ts";
import { assertPasswordAllowed } from "./password-policy.ts";

/** The dashboard's forgot-password screen: account notices link there, never to a token. */
export function forgotPasswordUrl(services: Services, locale: Locale): string {
  return `${services.env.DASHBOARD_URL.replace(/\/$/, "")}/forgot?locale=${locale}`;
}

/**
 * The session user proves they know the account's password before a change that could take it over
 * (password, bank account, two-factor sign-in). Wrong tries are limited per account, so a stolen session cannot guess it.
 */
export async function assertCurrentPassword(
  services: Services,
  userId: string,
  currentPassword: unknown,
  /** The form field a refusal names. */
  field = "current_password",
): Promise<void> {
  if (typeof currentPassword !== "string" || currentPassword.length === 0) {
    throw new ApiError("VALIDATION", {
      messageId: messages.passwordCurrentEmpty.id,
      fields: { [field]: messages.passwordCurrentEmpty.id },
    });
  }
  await hitRateLimit(services.db, currentPasswordLimit, userId, services.now());
  if (currentPassword.length > 128 || !(await verifyPassword(services, userId, currentPassword))) {
    throw new ApiError("VALIDATION", {
      messageId: messages.passwordCurrentWrong.id,
      fields: { [field]: messages.passwordCurrentWrong.id },
    });
  }
  await clearRateLimit(services.db, currentPasswordLimit, userId);
}

/**
 * Call 9's change, after the caller's right to make it was checked: the new password, every other
 * session of the user ended, the audit entry and the notice mail, in one transaction.
 */
export async function changePassword(services: Services, viewer: Viewer, password: string): Promise<void> {
  assertPasswordAllowed(password);
  const user = await findUserById(services.db, viewer.userId);
  if (!user) throw new ApiError("UNAUTHORIZED");
  const hash = await hashPassword(services, password);
  await services.db.transaction(async (tx) => {
    await storePasswordHash(tx, user.id, hash, services.now());
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, viewer.sessionId)));
    await audit(tx, {
      actorUserId: viewer.userId,
      action: "password.update",
      subject: `user:${user.id}`,
      data: { first: !viewer.first },
    });
    await services.mailer.enqueue(
      tx,
      user.email,
      user.locale,
      accountNoticeTemplates.passwordChanged(user.locale, {
        name: user.name,
        resetUrl: forgotPasswordUrl(services, user.locale),
      }),
    );
  });
}

/** "BNI ••••6789": enough for the owner to recognise, too little to use. Null when there is none. */
export function maskBankAccount(bank: Partial<BankAccount> | null | undefined): string | null {
  const number = String(bank?.account_number ?? "").replace(/\D/g, "");
  const name = String(bank?.bank_name ?? "").trim();
  if (!number && !name) return null;
  const tail = number.length > 4 ? `••••${number.slice(-4)}` : "••••";
  return [name, tail].filter(Boolean).join(" ");
}

/** The same account (bank, holder, number, branch), whatever the spacing. */
export function sameBankAccount(
  a: Partial<BankAccount> | null | undefined,
  b: Partial<BankAccount> | null | undefined,
): boolean {
  const keys = ["bank_name", "holder", "account_number", "branch"] as const;
  return keys.every((key) => String(a?.[key] ?? "").trim() === String(b?.[key] ?? "").trim());
}
