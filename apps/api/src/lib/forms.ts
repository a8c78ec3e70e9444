import { z } from "@hono/zod-openapi";

// TODO(domain): move — replaced by @rimbun/domain schemas as soon as they land.
const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === "true" || value === "1" || value === "on");

export const loginForm = z.object({
  email: z
    .string({ message: "login.emailEmpty" })
    .trim()
    .min(1, "login.emailEmpty")
    .pipe(z.email("login.emailFormat")),
  password: z.string({ message: "login.passwordEmpty" }).min(1, "login.passwordEmpty"),
  remember: checkbox,
});

export const forgotForm = z.object({
  email: z
    .string({ message: "invalid.emptyEmail" })
    .trim()
    .min(1, "invalid.emptyEmail")
    .pipe(z.email("invalid.invalidEmail")),
  locale: z.enum(["id", "en"]).optional(),
});

export const resetForm = z.object({
  token: z.string({ message: "reset.invalidToken" }).min(1, "reset.invalidToken"),
  password: z.string({ message: "password.empty" }).min(8, "password.tooShort"),
});

export const passwordUpdateForm = z.object({
  email: z.string().trim().optional(),
  password: z.string({ message: "password.empty" }).min(8, "password.tooShort"),
});
