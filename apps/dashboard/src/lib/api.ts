// Subpath imports on purpose: the package index binds every call, payments included, and those pull
// the domain's zod schemas into the first screen's JavaScript. The dashboard needs accounts and profiles.
import * as accounts from "@rimbun/api-client/accounts";
import { type ApiClientConfig, ApiError } from "@rimbun/api-client/http";
import * as profiles from "@rimbun/api-client/profiles";
import { env } from "../env.ts";
import * as data from "./pending-api.ts";

export { ApiError };
export type Role = accounts.Role;
export type ProfileUpdateResult = profiles.ProfileUpdateResult;
export type {
  AdminQueueItem,
  AdminQueueKind,
  DonationHistoryItem,
  IncentiveSummary,
  InvoiceData,
  Leaderboard,
  LeaderboardRow,
  MaskedDonor,
  PointHistoryItem,
  RecurringDonation,
  VolunteerStats,
} from "./pending-api.ts";

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

// API part 2: the screens behind these calls are lazy chunks, so their code stays out of the first load.
export const getRecurringDonation = (...args: Rest<typeof data.getRecurringDonation>) =>
  data.getRecurringDonation(config, ...args);
export const reactivateRecurringDonation = () => data.reactivateRecurringDonation(config);
export const changeRecurringPaymentMethod = (...args: Rest<typeof data.changeRecurringPaymentMethod>) =>
  data.changeRecurringPaymentMethod(config, ...args);
export const updateRecurringDonation = (...args: Rest<typeof data.updateRecurringDonation>) =>
  data.updateRecurringDonation(config, ...args);
export const pauseRecurringDonation = (...args: Rest<typeof data.pauseRecurringDonation>) =>
  data.pauseRecurringDonation(config, ...args);
export const skipNextRecurringMonth = () => data.skipNextRecurringMonth(config);
export const listDonations = (...args: Rest<typeof data.listDonations>) =>
  data.listDonations(config, ...args);
export const getInvoice = (...args: Rest<typeof data.getInvoice>) => data.getInvoice(config, ...args);
export const getVolunteerStats = (...args: Rest<typeof data.getVolunteerStats>) =>
  data.getVolunteerStats(config, ...args);
export const getIncentive = (...args: Rest<typeof data.getIncentive>) => data.getIncentive(config, ...args);
export const getLeaderboard = (...args: Rest<typeof data.getLeaderboard>) =>
  data.getLeaderboard(config, ...args);
export const donatePoints = (...args: Rest<typeof data.donatePoints>) => data.donatePoints(config, ...args);
export const withdrawPoints = (...args: Rest<typeof data.withdrawPoints>) =>
  data.withdrawPoints(config, ...args);
export const redeemPoints = (...args: Rest<typeof data.redeemPoints>) => data.redeemPoints(config, ...args);
export const listAdminQueue = (...args: Rest<typeof data.listAdminQueue>) =>
  data.listAdminQueue(config, ...args);
export const decideAdminItem = (...args: Rest<typeof data.decideAdminItem>) =>
  data.decideAdminItem(config, ...args);

/** Avatar images load from the API host's public path plus the avatar path (SPEC 7). */
export function avatarUrl(path: string | undefined): string | undefined {
  return profiles.avatarUrl(config, path);
}
