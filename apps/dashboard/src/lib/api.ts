// Subpath imports on purpose: the package index binds every call, payments included. The first load
// holds accounts and profiles; the other areas load with the first call of a (lazy) screen.
import * as accounts from "@rimbun/api-client/accounts";
import type * as admin from "@rimbun/api-client/admin";
import type * as siteCampaigns from "@rimbun/api-client/campaigns";
import type * as campaigns from "@rimbun/api-client/campaigns-staff";
import type * as wall from "@rimbun/api-client/donor-wall";
import type * as embeds from "@rimbun/api-client/embeds";
import type * as fees from "@rimbun/api-client/fees";
import type * as fundraisers from "@rimbun/api-client/fundraisers";
import type * as fundraisersStaff from "@rimbun/api-client/fundraisers-staff";
import type * as history from "@rimbun/api-client/history";
import { type ApiClientConfig, ApiError } from "@rimbun/api-client/http";
import type * as offlineGifts from "@rimbun/api-client/offline-gifts";
import { offlineGiftProofUrl as proofUrl } from "@rimbun/api-client/offline-gifts";
import type * as privacy from "@rimbun/api-client/privacy";
import * as profiles from "@rimbun/api-client/profiles";
import type * as recurring from "@rimbun/api-client/recurring";
import type * as reports from "@rimbun/api-client/reports";
import type * as staff from "@rimbun/api-client/staff";
import type * as statement from "@rimbun/api-client/statement";
import type * as support from "@rimbun/api-client/support";
import type * as system from "@rimbun/api-client/system";
import type * as tributes from "@rimbun/api-client/tributes";
import type * as volunteer from "@rimbun/api-client/volunteer";
import { checkAnswer } from "#check-answers";
import { env } from "../env.ts";

export type { SessionProfile, TwoFactorChallenge } from "@rimbun/api-client/accounts";
export type { AdminDecision, AdminQueueItem, AdminQueueKind } from "@rimbun/api-client/admin";
export type { CampaignCard } from "@rimbun/api-client/campaigns";
export type {
  CampaignInput,
  CampaignUpdateInput,
  Image,
  MatchingPledge,
  MatchingPledgeInput,
  MatchingStatement,
  StaffCampaign,
  StaffCampaignRow,
  StaffCampaignUpdate,
} from "@rimbun/api-client/campaigns-staff";
export type {
  StaffReportedPage,
  StaffWallMessage,
  WallMessage,
  WallQueue,
} from "@rimbun/api-client/donor-wall";
export type {
  CreateEmbedInput as EmbedInput,
  EmbedCode,
  PartnerReportRow,
  UpdateEmbedInput,
} from "@rimbun/api-client/embeds";
export type { AdminChannelFee, ChannelFeeRow } from "@rimbun/api-client/fees";
export type {
  FundraiserPageDays,
  OwnFundraiserPage,
  OwnTeam,
  TeamLeaderboardRow,
} from "@rimbun/api-client/fundraisers";
export type {
  StaffFundraiserDonation,
  StaffFundraiserPage,
  StaffTeam,
} from "@rimbun/api-client/fundraisers-staff";
export type { DonationHistoryItem, InvoiceData } from "@rimbun/api-client/history";
export type { MailPreferencesView, PersonalDataExport } from "@rimbun/api-client/privacy";
export type { RecurringDonation } from "@rimbun/api-client/recurring";
export type {
  Report,
  ReportExportDataset,
  ReportExportFormat,
  ReportMonth,
} from "@rimbun/api-client/reports";
export type { AuditEntry, StaffAccount } from "@rimbun/api-client/staff";
export type { DonationStatement, StatementDonation } from "@rimbun/api-client/statement";
export type {
  DonorDonation,
  DonorHit,
  DonorPage,
  DonorPlan,
  FlaggedPayment,
} from "@rimbun/api-client/support";
export type { FailedJob, JobKindFigures, SystemFigures } from "@rimbun/api-client/system";
export type { Tribute } from "@rimbun/api-client/tributes";
export type {
  Incentive,
  Leaderboard,
  LeaderboardRow,
  MaskedDonor,
  PointHistoryItem,
  VolunteerStats,
} from "@rimbun/api-client/volunteer";
export type { FundraiserPageStatus } from "@rimbun/contract/fundraisers";
export type { EmbedTargetKind } from "@rimbun/domain/embeds";
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
export const logIn = (
  ...args: Rest<typeof accounts.logIn>
): Promise<SessionUser | accounts.TwoFactorChallenge> => accounts.logIn(config, ...args);
export const signInWithCode = (...args: Rest<typeof accounts.signInWithCode>): Promise<SessionUser> =>
  accounts.signInWithCode(config, ...args);
export const startTwoFactor = (...args: Rest<typeof accounts.startTwoFactor>) =>
  accounts.startTwoFactor(config, ...args);
export const confirmTwoFactor = (...args: Rest<typeof accounts.confirmTwoFactor>) =>
  accounts.confirmTwoFactor(config, ...args);
export const turnOffTwoFactor = (...args: Rest<typeof accounts.turnOffTwoFactor>) =>
  accounts.turnOffTwoFactor(config, ...args);
export const logOut = () => accounts.logOut(config);
export const requestSignInLink = (...args: Rest<typeof accounts.requestSignInLink>) =>
  accounts.requestSignInLink(config, ...args);
export const signInByLink = (...args: Rest<typeof accounts.signInByLink>): Promise<SessionUser> =>
  accounts.signInByLink(config, ...args);
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

// The areas of the lazy screens (recurring, history, points, admin): each module loads with its first
// call, so the first screen's JavaScript holds none of them.
const recurringCalls = () => import("@rimbun/api-client/recurring");
const historyCalls = () => import("@rimbun/api-client/history");
const statementCalls = () => import("@rimbun/api-client/statement");
const volunteerCalls = () => import("@rimbun/api-client/volunteer");
const adminCalls = () => import("@rimbun/api-client/admin");
const staffCalls = () => import("@rimbun/api-client/staff");
const feesCalls = () => import("@rimbun/api-client/fees");

// Covering the fee (docs/product/monthly-giving.md#cover-the-fee) and the admins' fee table.
export const getChannelFees = async (...args: Rest<typeof fees.getChannelFees>) =>
  (await feesCalls()).getChannelFees(config, ...args);
export const changeRecurringCoverFee = async (...args: Rest<typeof fees.changeRecurringCoverFee>) =>
  (await feesCalls()).changeRecurringCoverFee(config, ...args);
export const listAdminChannelFees = async (...args: Rest<typeof fees.listAdminChannelFees>) =>
  (await feesCalls()).listAdminChannelFees(config, ...args);
export const updateChannelFee = async (...args: Rest<typeof fees.updateChannelFee>) =>
  (await feesCalls()).updateChannelFee(config, ...args);

export const getRecurringDonation = async (...args: Rest<typeof recurring.getRecurringDonation>) =>
  (await recurringCalls()).getRecurringDonation(config, ...args);
export const reactivateRecurringDonation = async (
  ...args: Rest<typeof recurring.reactivateRecurringDonation>
) => (await recurringCalls()).reactivateRecurringDonation(config, ...args);
export const changeRecurringPaymentMethod = async (
  ...args: Rest<typeof recurring.changeRecurringPaymentMethod>
) => (await recurringCalls()).changeRecurringPaymentMethod(config, ...args);
export const updateRecurringDonation = async (...args: Rest<typeof recurring.updateRecurringDonation>) =>
  (await recurringCalls()).updateRecurringDonation(config, ...args);
export const pauseRecurringDonation = async (...args: Rest<typeof recurring.pauseRecurringDonation>) =>
  (await recurringCalls()).pauseRecurringDonation(config, ...args);
export const skipNextRecurringMonth = async (...args: Rest<typeof recurring.skipNextRecurringMonth>) =>
  (await recurringCalls()).skipNextRecurringMonth(config, ...args);
export const changeRecurringChargeDay = async (...args: Rest<typeof recurring.changeRecurringChargeDay>) =>
  (await recurringCalls()).changeRecurringChargeDay(config, ...args);
export const stopRecurringDonation = async (...args: Rest<typeof recurring.stopRecurringDonation>) =>
  (await recurringCalls()).stopRecurringDonation(config, ...args);
export const listDonations = async (...args: Rest<typeof history.listDonations>) =>
  (await historyCalls()).listDonations(config, ...args);
export const getInvoice = async (...args: Rest<typeof history.getInvoice>) =>
  (await historyCalls()).getInvoice(config, ...args);
export const getInvoiceByLink = async (...args: Rest<typeof history.getInvoiceByLink>) =>
  (await historyCalls()).getInvoiceByLink(config, ...args);
export const getDonationStatement = async (...args: Rest<typeof statement.getDonationStatement>) =>
  (await statementCalls()).getDonationStatement(config, ...args);
export const getVolunteerStats = async (...args: Rest<typeof volunteer.getVolunteerStats>) =>
  (await volunteerCalls()).getVolunteerStats(config, ...args);
export const getIncentive = async (...args: Rest<typeof volunteer.getIncentive>) =>
  (await volunteerCalls()).getIncentive(config, ...args);
export const getLeaderboard = async (...args: Rest<typeof volunteer.getLeaderboard>) =>
  (await volunteerCalls()).getLeaderboard(config, ...args);
export const donatePoints = async (...args: Rest<typeof volunteer.donatePoints>) =>
  (await volunteerCalls()).donatePoints(config, ...args);
export const withdrawPoints = async (...args: Rest<typeof volunteer.withdrawPoints>) =>
  (await volunteerCalls()).withdrawPoints(config, ...args);
export const redeemPoints = async (...args: Rest<typeof volunteer.redeemPoints>) =>
  (await volunteerCalls()).redeemPoints(config, ...args);
export const listAdminQueue = async (...args: Rest<typeof admin.listAdminQueue>) =>
  (await adminCalls()).listAdminQueue(config, ...args);
export const decideAdminItem = async (...args: Rest<typeof admin.decideAdminItem>) =>
  (await adminCalls()).decideAdminItem(config, ...args);
export const listStaffAccounts = async (...args: Rest<typeof staff.listStaffAccounts>) =>
  (await staffCalls()).listStaffAccounts(config, ...args);
export const inviteStaff = async (...args: Rest<typeof staff.inviteStaff>) =>
  (await staffCalls()).inviteStaff(config, ...args);
export const disableStaff = async (...args: Rest<typeof staff.disableStaff>) =>
  (await staffCalls()).disableStaff(config, ...args);
export const enableStaff = async (...args: Rest<typeof staff.enableStaff>) =>
  (await staffCalls()).enableStaff(config, ...args);
export const resetStaffTwoFactor = async (...args: Rest<typeof staff.resetStaffTwoFactor>) =>
  (await staffCalls()).resetStaffTwoFactor(config, ...args);
export const listAuditEntries = async (...args: Rest<typeof staff.listAuditEntries>) =>
  (await staffCalls()).listAuditEntries(config, ...args);

// The System screen's calls (administrators): loaded with that screen.
const systemCalls = () => import("@rimbun/api-client/system");
export const getSystemFigures = async (...args: Rest<typeof system.getSystemFigures>) =>
  (await systemCalls()).getSystemFigures(config, ...args);
export const listFailedJobs = async (...args: Rest<typeof system.listFailedJobs>) =>
  (await systemCalls()).listFailedJobs(config, ...args);
export const retryJob = async (...args: Rest<typeof system.retryJob>) =>
  (await systemCalls()).retryJob(config, ...args);

// The reports screen's calls: loaded with that screen.
const reportCalls = () => import("@rimbun/api-client/reports");
export const getReport = async (...args: Rest<typeof reports.getReport>) =>
  (await reportCalls()).getReport(config, ...args);
// Gifts in someone's name (history rows, the guest receipt page): loaded with the first call.
const tributeCalls = () => import("@rimbun/api-client/tributes");
export const listTributes = async () => (await tributeCalls()).listTributes(config);
export const changeTributeDay = async (...args: Rest<typeof tributes.changeTributeDay>) =>
  (await tributeCalls()).changeTributeDay(config, ...args);
export const resendTribute = async (...args: Rest<typeof tributes.resendTribute>) =>
  (await tributeCalls()).resendTribute(config, ...args);
export const downloadTributeCertificate = async (...args: Rest<typeof tributes.downloadTributeCertificate>) =>
  (await tributeCalls()).downloadTributeCertificate(config, ...args);
export const downloadReportExport = async (...args: Rest<typeof reports.downloadReportExport>) =>
  (await reportCalls()).downloadReportExport(config, ...args);

// Embed codes and the partner report (docs/product/staff-console.md#embed-codes): loaded with those screens.
// The calls answer in envelopes (`{ embeds }`, `{ embed }`, `{ partners }`); the screens get what is inside.
const embedCalls = () => import("@rimbun/api-client/embeds");
export const listEmbeds = async (...args: Rest<typeof embeds.listEmbeds>) =>
  (await (await embedCalls()).listEmbeds(config, ...args)).embeds;
export const createEmbed = async (...args: Rest<typeof embeds.createEmbed>) =>
  (await (await embedCalls()).createEmbed(config, ...args)).embed;
export const updateEmbed = async (...args: Rest<typeof embeds.updateEmbed>) =>
  (await (await embedCalls()).updateEmbed(config, ...args)).embed;
export const getPartnerReport = async (...args: Rest<typeof embeds.getPartnerReport>) =>
  (await (await embedCalls()).getPartnerReport(config, ...args)).partners;

// The campaign screens' calls: loaded with those screens.
const campaignCalls = () => import("@rimbun/api-client/campaigns-staff");
export const listStaffCampaigns = async (...args: Rest<typeof campaigns.listStaffCampaigns>) =>
  (await campaignCalls()).listStaffCampaigns(config, ...args);
export const getStaffCampaign = async (...args: Rest<typeof campaigns.getStaffCampaign>) =>
  (await campaignCalls()).getStaffCampaign(config, ...args);
export const createCampaign = async (...args: Rest<typeof campaigns.createCampaign>) =>
  (await campaignCalls()).createCampaign(config, ...args);
export const editCampaign = async (...args: Rest<typeof campaigns.editCampaign>) =>
  (await campaignCalls()).editCampaign(config, ...args);
export const setCampaignStatus = async (...args: Rest<typeof campaigns.setCampaignStatus>) =>
  (await campaignCalls()).setCampaignStatus(config, ...args);
export const previewCampaign = async (...args: Rest<typeof campaigns.previewCampaign>) =>
  (await campaignCalls()).previewCampaign(config, ...args);
export const postCampaignUpdate = async (...args: Rest<typeof campaigns.postCampaignUpdate>) =>
  (await campaignCalls()).postCampaignUpdate(config, ...args);
export const hideCampaignUpdate = async (...args: Rest<typeof campaigns.hideCampaignUpdate>) =>
  (await campaignCalls()).hideCampaignUpdate(config, ...args);
export const uploadImage = async (...args: Rest<typeof campaigns.uploadImage>) =>
  (await campaignCalls()).uploadImage(config, ...args);
export const listMatchingPledges = async (...args: Rest<typeof campaigns.listMatchingPledges>) =>
  (await campaignCalls()).listMatchingPledges(config, ...args);
export const createMatchingPledge = async (...args: Rest<typeof campaigns.createMatchingPledge>) =>
  (await campaignCalls()).createMatchingPledge(config, ...args);
export const endMatchingPledge = async (...args: Rest<typeof campaigns.endMatchingPledge>) =>
  (await campaignCalls()).endMatchingPledge(config, ...args);
export const getMatchingStatement = async (...args: Rest<typeof campaigns.getMatchingStatement>) =>
  (await campaignCalls()).getMatchingStatement(config, ...args);

// Fundraiser pages and teams (the owner's screens and the staff console): loaded with those screens.
const fundraiserCalls = () => import("@rimbun/api-client/fundraisers");
export const uploadFundraiserPhoto = async (...args: Rest<typeof fundraisers.uploadFundraiserPhoto>) =>
  (await fundraiserCalls()).uploadFundraiserPhoto(config, ...args);
export const createFundraiserPage = async (...args: Rest<typeof fundraisers.createFundraiserPage>) =>
  (await fundraiserCalls()).createFundraiserPage(config, ...args);
export const listMyFundraiserPages = async (...args: Rest<typeof fundraisers.listMyFundraiserPages>) =>
  (await fundraiserCalls()).listMyFundraiserPages(config, ...args);
export const getMyFundraiserPage = async (...args: Rest<typeof fundraisers.getMyFundraiserPage>) =>
  (await fundraiserCalls()).getMyFundraiserPage(config, ...args);
export const getFundraiserPageDays = async (...args: Rest<typeof fundraisers.getFundraiserPageDays>) =>
  (await fundraiserCalls()).getFundraiserPageDays(config, ...args);
export const editFundraiserPage = async (...args: Rest<typeof fundraisers.editFundraiserPage>) =>
  (await fundraiserCalls()).editFundraiserPage(config, ...args);
export const setFundraiserPageStatus = async (...args: Rest<typeof fundraisers.setFundraiserPageStatus>) =>
  (await fundraiserCalls()).setFundraiserPageStatus(config, ...args);
export const chooseFundraiserTeam = async (...args: Rest<typeof fundraisers.chooseFundraiserTeam>) =>
  (await fundraiserCalls()).chooseFundraiserTeam(config, ...args);
export const postFundraiserUpdate = async (...args: Rest<typeof fundraisers.postFundraiserUpdate>) =>
  (await fundraiserCalls()).postFundraiserUpdate(config, ...args);
export const createTeam = async (...args: Rest<typeof fundraisers.createTeam>) =>
  (await fundraiserCalls()).createTeam(config, ...args);
export const listMyTeams = async (...args: Rest<typeof fundraisers.listMyTeams>) =>
  (await fundraiserCalls()).listMyTeams(config, ...args);
export const editTeam = async (...args: Rest<typeof fundraisers.editTeam>) =>
  (await fundraiserCalls()).editTeam(config, ...args);
export const listTeamLeaderboard = async (...args: Rest<typeof fundraisers.listTeamLeaderboard>) =>
  (await fundraiserCalls()).listTeamLeaderboard(config, ...args);
// The staff console's fundraiser calls: loaded with its screens.
const fundraiserStaffCalls = () => import("@rimbun/api-client/fundraisers-staff");
export const listStaffFundraiserPages = async (
  ...args: Rest<typeof fundraisersStaff.listStaffFundraiserPages>
) => (await fundraiserStaffCalls()).listStaffFundraiserPages(config, ...args);
export const approveFundraiserPage = async (...args: Rest<typeof fundraisersStaff.approveFundraiserPage>) =>
  (await fundraiserStaffCalls()).approveFundraiserPage(config, ...args);
export const hideFundraiserPage = async (...args: Rest<typeof fundraisersStaff.hideFundraiserPage>) =>
  (await fundraiserStaffCalls()).hideFundraiserPage(config, ...args);
export const unhideFundraiserPage = async (...args: Rest<typeof fundraisersStaff.unhideFundraiserPage>) =>
  (await fundraiserStaffCalls()).unhideFundraiserPage(config, ...args);
export const listStaffTeams = async (...args: Rest<typeof fundraisersStaff.listStaffTeams>) =>
  (await fundraiserStaffCalls()).listStaffTeams(config, ...args);
export const hideTeam = async (...args: Rest<typeof fundraisersStaff.hideTeam>) =>
  (await fundraiserStaffCalls()).hideTeam(config, ...args);
export const unhideTeam = async (...args: Rest<typeof fundraisersStaff.unhideTeam>) =>
  (await fundraiserStaffCalls()).unhideTeam(config, ...args);
export const listFundraiserPageDonations = async (
  ...args: Rest<typeof fundraisersStaff.listFundraiserPageDonations>
) => (await fundraiserStaffCalls()).listFundraiserPageDonations(config, ...args);
/** The published campaigns a fundraiser page may raise for (the site's list, public). */
export const listSiteCampaigns = async (...args: Rest<typeof siteCampaigns.listSiteCampaigns>) =>
  (await import("@rimbun/api-client/campaigns")).listSiteCampaigns(config, ...args);

// The donor wall: a page's messages for its owner, and the staff moderation queue.
const wallCalls = () => import("@rimbun/api-client/donor-wall");
export const getFundraiserWall = async (...args: Rest<typeof wall.getFundraiserWall>) =>
  (await wallCalls()).getFundraiserWall(config, ...args);
export const getWallQueue = async (...args: Rest<typeof wall.getWallQueue>) =>
  (await wallCalls()).getWallQueue(config, ...args);
export const approveWallMessage = async (...args: Rest<typeof wall.approveWallMessage>) =>
  (await wallCalls()).approveWallMessage(config, ...args);
export const hideWallMessage = async (...args: Rest<typeof wall.hideWallMessage>) =>
  (await wallCalls()).hideWallMessage(config, ...args);
export const restoreWallMessage = async (...args: Rest<typeof wall.restoreWallMessage>) =>
  (await wallCalls()).restoreWallMessage(config, ...args);
export const dismissPageReports = async (...args: Rest<typeof wall.dismissPageReports>) =>
  (await wallCalls()).dismissPageReports(config, ...args);

// The donor support screens' calls: loaded with those screens.
const supportCalls = () => import("@rimbun/api-client/support");
export const searchDonors = async (...args: Rest<typeof support.searchDonors>) =>
  (await supportCalls()).searchDonors(config, ...args);
export const listFlaggedPayments = async (...args: Rest<typeof support.listFlaggedPayments>) =>
  (await supportCalls()).listFlaggedPayments(config, ...args);
export const getDonorPage = async (...args: Rest<typeof support.getDonorPage>) =>
  (await supportCalls()).getDonorPage(config, ...args);
export const resendDonationMail = async (...args: Rest<typeof support.resendDonationMail>) =>
  (await supportCalls()).resendDonationMail(config, ...args);
export const refundDonation = async (...args: Rest<typeof support.refundDonation>) =>
  (await supportCalls()).refundDonation(config, ...args);
export const stopDonorPlan = async (...args: Rest<typeof support.stopDonorPlan>) =>
  (await supportCalls()).stopDonorPlan(config, ...args);

// Recording gifts that arrived outside the site: loaded with that screen.
const offlineGiftCalls = () => import("@rimbun/api-client/offline-gifts");
export const recordOfflineGift = async (...args: Rest<typeof offlineGifts.recordOfflineGift>) =>
  (await offlineGiftCalls()).recordOfflineGift(config, ...args);
/** The proof's staff-only download address (the session cookie goes with the link). */
export const offlineGiftProofUrl = (donationId: string) => proofUrl(config, donationId);

// Personal data rights (profile): loaded with the first of these calls.
const privacyCalls = () => import("@rimbun/api-client/privacy");
export const exportPersonalData = async () => (await privacyCalls()).exportPersonalData(config);
export const requestAccountDeletion = async (...args: Rest<typeof privacy.requestAccountDeletion>) =>
  (await privacyCalls()).requestAccountDeletion(config, ...args);
export const getMailPreferences = async () => (await privacyCalls()).getMailPreferences(config);
export const updateMailPreferences = async (...args: Rest<typeof privacy.updateMailPreferences>) =>
  (await privacyCalls()).updateMailPreferences(config, ...args);

/**
 * Avatar images load from the API host's public path plus the avatar path (docs/product/accounts.md#profile).
 */
export const avatarUrl = (path: string | null | undefined) => profiles.avatarUrl(config, path);
