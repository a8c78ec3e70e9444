import type { ResponseOf, UpdateReferralCodeInput } from "@rimbun/contract";
import { type ApiClientConfig, ApiError, call } from "./http.ts";

export type { ProfileUpdateResult } from "@rimbun/contract";

/**
 * Calls 7 and 8 for donors (fullname is never sent, docs/product/accounts.md#profile); `avatar` alone only
 * changes the picture.
 */
export function updateDonorProfile(
  config: ApiClientConfig,
  input: { email: string; phone_number?: string; address?: string; avatar?: Blob },
): Promise<ResponseOf<"updateDonorProfile">> {
  return call(config, "updateDonorProfile", "/v1/users/update", {
    method: "POST",
    multipart: { ...input, avatarName: input.avatar instanceof File ? input.avatar.name : undefined },
  });
}

/**
 * Calls 7 and 8 for volunteers; JSON groups travel as JSON text. A changed `bank_account`
 * needs `current_password` (the API answers `password.currentEmpty` / `password.currentWrong`).
 */
export function updateVolunteerProfile(
  config: ApiClientConfig,
  input: {
    email: string;
    first_name?: string;
    last_name?: string;
    phone?: string;
    address?: string;
    social_media?: string;
    private_information?: string;
    optional_information?: string;
    bank_account?: string;
    current_password?: string;
    avatar?: Blob;
  },
): Promise<ResponseOf<"updateVolunteerProfile">> {
  return call(config, "updateVolunteerProfile", "/v1/users/vupdate", {
    method: "POST",
    multipart: { ...input, avatarName: input.avatar instanceof File ? input.avatar.name : undefined },
  });
}

/**
 * Call 13: change the referral code once. Resolves `"locked"` when it was already changed (the screens
 * show "Not allowed to change referral code more than once.",
 * docs/product/fundraiser-buddy.md#referral-links-and-codes); other refusals throw.
 */
export async function updateReferralCode(
  config: ApiClientConfig,
  input: UpdateReferralCodeInput,
): Promise<ResponseOf<"updateReferralCode"> | "locked"> {
  try {
    return await call(config, "updateReferralCode", "/v1/users/referral", { method: "PUT", form: input });
  } catch (error) {
    if (error instanceof ApiError && error.code === "LOCKED") return "locked";
    throw error;
  }
}

/**
 * Avatar images load from the API host's public path plus the avatar path (docs/product/accounts.md#profile).
 */
export function avatarUrl(
  config: Pick<ApiClientConfig, "baseUrl">,
  path: string | null | undefined,
): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  const clean = path.replace(/^\/+/, "").replace(/^public\//, "");
  return `${config.baseUrl.replace(/\/+$/, "")}/public/${clean}`;
}
