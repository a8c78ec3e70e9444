// Subpath imports on purpose: the package index binds every call, payments included, and those pull
// the domain's zod schemas into the first screen's JavaScript. The dashboard needs accounts and profiles.
import * as accounts from "@rimbun/api-client/accounts";
import * as admin from "@rimbun/api-client/admin";
import * as history from "@rimbun/api-client/history";
import { type ApiClientConfig, ApiError } from "@rimbun/api-client/http";
import * as profiles from "@rimbun/api-client/profiles";
import * as recurring from "@rimbun/api-client/recurring";
import * as volunteer from "@rimbun/api-client/volunteer";
import { env } from "../env.ts";

export { ApiError };
export type Role = accounts.Role;
export type ProfileUpdateResult = profiles.ProfileUpdateResult;
export type { AdminQueueItem, AdminQueueKind } from "@rimbun/api-client/admin";
export type { DonationHistoryItem, InvoiceData } from "@rimbun/api-client/history";
export type { RecurringDonation } from "@rimbun/api-client/recurring";
export type {
  Incentive,
  Leaderboard,
  LeaderboardRow,
  MaskedDonor,
  PointHistoryItem,
  VolunteerStats,
} from "@rimbun/api-client/volunteer";

/** Announced when a call answers 401: the session store forgets the user and the guard asks to log in. */
export const SESSION_EXPIRED_EVENT = "session-expired";

const config: ApiClientConfig = {
  baseUrl: env.apiUrl,
  // A session that ended (idle timeout, logout in another tab) sends the person back to /login.
  onUnauthorized: () => window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT)),
};

/**
 * The session user as the screens hold it: the profile is an open record, because the API adds
 * fields over time (badge points come with API part 2) and the session store merges saved values in.
 */
export interface SessionUser {
  email: string;
  role: Role;
  /** Whether the password was set; the dashboard treats the account as locked until it is. */
  first: boolean;
  profile: Record<string, unknown>;
}

function toSessionUser(user: accounts.SessionUser): SessionUser {
  return { ...user, profile: { ...user.profile } };
}

export async function fetchSession(): Promise<SessionUser | null> {
  const user = await accounts.fetchSession(config);
  return user ? toSessionUser(user) : null;
}

export async function logIn(input: {
  email: string;
  password: string;
  remember: boolean;
}): Promise<SessionUser> {
  return toSessionUser(await accounts.logIn(config, input));
}

type Rest<F> = F extends (config: ApiClientConfig, ...rest: infer A) => unknown ? A : never;

export const logOut = () => accounts.logOut(config);
export const requestPasswordReset = (...args: Rest<typeof accounts.requestPasswordReset>) =>
  accounts.requestPasswordReset(config, ...args);
export const resetPassword = (...args: Rest<typeof accounts.resetPassword>) =>
  accounts.resetPassword(config, ...args);
export const updatePassword = (...args: Rest<typeof accounts.updatePassword>) =>
  accounts.updatePassword(config, ...args);
export const updateDonorProfile = (...args: Rest<typeof profiles.updateDonorProfile>) =>
  profiles.updateDonorProfile(config, ...args);
export const updateVolunteerProfile = (...args: Rest<typeof profiles.updateVolunteerProfile>) =>
  profiles.updateVolunteerProfile(config, ...args);
export const updateReferralCode = (...args: Rest<typeof profiles.updateReferralCode>) =>
  profiles.updateReferralCode(config, ...args);

// API part 2, one module per area: none of them pulls zod, and the screens using them are lazy chunks.
export const getRecurringDonation = (...args: Rest<typeof recurring.getRecurringDonation>) =>
  recurring.getRecurringDonation(config, ...args);
export const reactivateRecurringDonation = (...args: Rest<typeof recurring.reactivateRecurringDonation>) =>
  recurring.reactivateRecurringDonation(config, ...args);
export const changeRecurringPaymentMethod = (...args: Rest<typeof recurring.changeRecurringPaymentMethod>) =>
  recurring.changeRecurringPaymentMethod(config, ...args);
export const updateRecurringDonation = (...args: Rest<typeof recurring.updateRecurringDonation>) =>
  recurring.updateRecurringDonation(config, ...args);
export const pauseRecurringDonation = (...args: Rest<typeof recurring.pauseRecurringDonation>) =>
  recurring.pauseRecurringDonation(config, ...args);
export const skipNextRecurringMonth = (...args: Rest<typeof recurring.skipNextRecurringMonth>) =>
  recurring.skipNextRecurringMonth(config, ...args);
export const listDonations = (...args: Rest<typeof history.listDonations>) =>
  history.listDonations(config, ...args);
export const getInvoice = (...args: Rest<typeof history.getInvoice>) => history.getInvoice(config, ...args);
export const getVolunteerStats = (...args: Rest<typeof volunteer.getVolunteerStats>) =>
  volunteer.getVolunteerStats(config, ...args);
export const getIncentive = (...args: Rest<typeof volunteer.getIncentive>) =>
  volunteer.getIncentive(config, ...args);
export const getLeaderboard = (...args: Rest<typeof volunteer.getLeaderboard>) =>
  volunteer.getLeaderboard(config, ...args);
export const donatePoints = (...args: Rest<typeof volunteer.donatePoints>) =>
  volunteer.donatePoints(config, ...args);
export const withdrawPoints = (...args: Rest<typeof volunteer.withdrawPoints>) =>
  volunteer.withdrawPoints(config, ...args);
export const redeemPoints = (...args: Rest<typeof volunteer.redeemPoints>) =>
  volunteer.redeemPoints(config, ...args);
export const listAdminQueue = (...args: Rest<typeof admin.listAdminQueue>) =>
  admin.listAdminQueue(config, ...args);
export const decideAdminItem = (...args: Rest<typeof admin.decideAdminItem>) =>
  admin.decideAdminItem(config, ...args);

/** Avatar images load from the API host's public path plus the avatar path (SPEC 7). */
export function avatarUrl(path: string | undefined): string | undefined {
  return profiles.avatarUrl(config, path);
}
