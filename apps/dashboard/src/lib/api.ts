// Subpath imports on purpose: the package index binds every call, payments included, and those pull
// the domain's zod schemas into the first screen's JavaScript. The dashboard needs accounts and profiles.
import * as accounts from "@rimbun/api-client/accounts";
import * as admin from "@rimbun/api-client/admin";
import * as history from "@rimbun/api-client/history";
import { type ApiClientConfig, ApiError } from "@rimbun/api-client/http";
import * as profiles from "@rimbun/api-client/profiles";
import * as recurring from "@rimbun/api-client/recurring";
import * as volunteer from "@rimbun/api-client/volunteer";
import { checkAnswer } from "#check-answers";
import { env } from "../env.ts";

export type { SessionProfile } from "@rimbun/api-client/accounts";
export type { AdminDecision, AdminQueueItem, AdminQueueKind } from "@rimbun/api-client/admin";
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
export { ApiError };

/** Announced when a call answers 401: the session store forgets the user and the guard asks to log in. */
export const SESSION_EXPIRED_EVENT = "session-expired";

const config: ApiClientConfig = {
  baseUrl: env.apiUrl,
  // A session that ended (idle timeout, logout in another tab) sends the person back to /login.
  onUnauthorized: () => window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT)),
  // Development and tests check every answer against the contract; production builds resolve
  // `#check-answers` to a module without it (package.json `imports`), so zod stays out.
  ...(checkAnswer ? { validate: checkAnswer } : {}),
};

/**
 * The session user as the screens hold it: the contract's, read field by field. The store merges
 * saved values into the profile, and a field the screens miss reads as empty (`profileText`).
 */
export type SessionUser = Omit<accounts.SessionUser, "profile"> & {
  profile: Partial<accounts.SessionProfile>;
};

type Rest<F> = F extends (config: ApiClientConfig, ...rest: infer A) => unknown ? A : never;

export const fetchSession = (...args: Rest<typeof accounts.fetchSession>): Promise<SessionUser | null> =>
  accounts.fetchSession(config, ...args);
export const logIn = (...args: Rest<typeof accounts.logIn>): Promise<SessionUser> =>
  accounts.logIn(config, ...args);
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

// One module per area: none of them pulls zod, and the screens using them are lazy chunks.
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
export const avatarUrl = (path: string | null | undefined) => profiles.avatarUrl(config, path);
