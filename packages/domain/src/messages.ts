/**
 * Every message id the domain rules, the API's error responses and the domain's labels use.
 * Each entry is a plain Lingui descriptor (English source text) marked for extraction with `/*i18n*\/`;
 * the `id` and `en` catalogs of the `domain` area translate them. Zod schemas use the id as the issue
 * message, so a failed parse yields ids that the screens translate.
 */
import { MAX_NAME_LENGTH } from "./constants.ts";

export const messages = {
  // Personal data (report form, donation data, volunteer signup)
  invalidName: /*i18n*/ { id: "invalid.name", message: "Please enter your name." },
  invalidStaffName: /*i18n*/ { id: "invalid.staffName", message: "Please enter the staff member's name." },
  invalidFirstName: /*i18n*/ { id: "invalid.firstName", message: "Please enter your first name." },
  invalidLastName: /*i18n*/ { id: "invalid.lastName", message: "Please enter your last name." },
  invalidPhone: /*i18n*/ { id: "invalid.phone", message: "Please enter your phone number." },
  invalidPhoneFormat: /*i18n*/ {
    id: "invalid.phoneFormat",
    message: "Please enter a valid phone number, digits only after +62.",
  },
  invalidEmptyEmail: /*i18n*/ { id: "invalid.emptyEmail", message: "Please enter your email." },
  invalidInvalidEmail: /*i18n*/ {
    id: "invalid.invalidEmail",
    message: "Please enter a valid email address.",
  },
  invalidAgree: /*i18n*/ { id: "invalid.agree", message: "Please tick the box to agree." },
  invalidRequired: /*i18n*/ { id: "invalid.required", message: "This field is required." },
  invalidTooLong: /*i18n*/ { id: "invalid.tooLong", message: "This text is too long." },
  // {max} comes from messageValues below (MAX_NAME_LENGTH), formatted for the reader's language.
  invalidNameTooLong: /*i18n*/ {
    id: "invalid.nameTooLong",
    message: "Please keep this to {max} characters or fewer.",
  },
  invalidDate: /*i18n*/ { id: "invalid.date", message: "Please enter a valid date." },
  invalidBirthDateFuture: /*i18n*/ {
    id: "invalid.birthDateFuture",
    message: "The date of birth cannot be in the future.",
  },
  invalidBirthDateAge: /*i18n*/ {
    id: "invalid.birthDateAge",
    message: "Please check the date of birth: Fundraiser Buddies are between 13 and 120 years old.",
  },
  invalidReason: /*i18n*/ {
    id: "invalid.reason",
    message: "Please say why, in at most 500 characters: the audit log keeps it.",
  },
  invalidChannelFee: /*i18n*/ {
    id: "invalid.channelFee",
    message:
      "Please enter whole numbers: a fixed part up to Rp 50.000, a percentage up to 10 % and VAT up to 50 %, not all zero.",
  },
  // Embeds (docs/product/embeds.md): the console's embed code form
  embedPartnerName: /*i18n*/ {
    id: "embed.partnerName",
    message: "Enter the partner's name, 1 to 80 characters, on one line.",
  },
  embedOrigin: /*i18n*/ {
    id: "embed.origin",
    message: "Enter a site address like https://example.org: no path, spaces or wildcards.",
  },
  embedOriginHttps: /*i18n*/ {
    id: "embed.originHttps",
    message: "Use https:// (plain http:// is only for localhost).",
  },
  embedOrigins: /*i18n*/ {
    id: "embed.origins",
    message: "List 1 to 10 different site addresses.",
  },
  embedPresets: /*i18n*/ {
    id: "embed.presets",
    message: "Choose 1 to 4 different amounts, each from Rp 50,000 to Rp 100,000,000.",
  },
  embedColour: /*i18n*/ { id: "embed.colour", message: "Enter a colour as #rrggbb, e.g. #0b6e4f." },
  embedColourContrast: /*i18n*/ {
    id: "embed.colourContrast",
    message: "This colour is too light for white text: choose a darker one (contrast at least 4.5:1).",
  },
  embedTarget: /*i18n*/ {
    id: "embed.target",
    message: "Choose a published campaign or a live fundraiser page.",
  },
  // Gifts that arrive outside the site (docs/product/staff-console.md#gifts-outside-the-site)
  offlineGiftAmount: /*i18n*/ {
    id: "offlineGift.amount",
    message: "Enter the amount in whole rupiah, from Rp 1,000 to Rp 1,000,000,000.",
  },
  offlineGiftDate: /*i18n*/ { id: "offlineGift.date", message: "Enter the day the gift arrived." },
  offlineGiftDateFuture: /*i18n*/ {
    id: "offlineGift.dateFuture",
    message: "The day the gift arrived cannot be in the future.",
  },
  offlineGiftDateTooOld: /*i18n*/ {
    id: "offlineGift.dateTooOld",
    message: "Gifts older than a year cannot be recorded here: ask the finance team.",
  },
  offlineGiftMethod: /*i18n*/ { id: "offlineGift.method", message: "Choose bank transfer or cash." },
  invalidDateRange: /*i18n*/ {
    id: "invalid.dateRange",
    message: "The start date must be on or before the end date.",
  },
  invalidStatementRange: /*i18n*/ {
    id: "invalid.statementRange",
    message: "A statement covers at most 366 days. Choose a shorter range.",
  },
  invalidSocialHandle: /*i18n*/ {
    id: "invalid.socialHandle",
    message: "Use letters, numbers, dots or underscores for the username.",
  },
  sexRequired: /*i18n*/ { id: "volunteer.sexRequired", message: "Please choose your sex." },

  // Amounts
  amountRequired: /*i18n*/ { id: "amount.required", message: "Please choose or enter an amount." },
  amountInvalid: /*i18n*/ { id: "amount.invalid", message: "Please enter the amount in numbers only." },
  amountNegative: /*i18n*/ {
    id: "amount.negative",
    message: "An amount can't be negative: please enter it without the minus sign.",
  },
  amountMin: /*i18n*/ { id: "amount.min", message: "The minimum donation is Rp 10,000." },
  amount50: /*i18n*/ { id: "amount50", message: "The minimum single donation is Rp 50,000." },
  amountMax: /*i18n*/ { id: "amount.max", message: "The maximum donation is Rp 100,000,000." },
  termsRequired: /*i18n*/ { id: "terms.required", message: "Check to continue." },

  // Payment
  paymentMethodRequired: /*i18n*/ {
    id: "payment.methodRequired",
    message: "Please choose a payment method.",
  },
  paymentMethodUnavailable: /*i18n*/ {
    id: "payment.methodUnavailable",
    message: "This payment method is not available for this donation.",
  },
  paymentTypeRequired: /*i18n*/ {
    id: "payment.typeRequired",
    message: "Please choose recurring or reminder.",
  },
  paymentSuccess: /*i18n*/ { id: "payment.success", message: "Payment Successful." },
  paymentFailed: /*i18n*/ { id: "payment.failed", message: "Payment Failed or Expired." },
  paymentChecking: /*i18n*/ { id: "payment.checking", message: "Checking payment status..." },

  // Login, forgot, reset, passwords
  loginEmailEmpty: /*i18n*/ { id: "login.emailEmpty", message: "Email cannot be empty." },
  loginEmailFormat: /*i18n*/ {
    id: "login.emailFormat",
    message: "Enter an email in the correct format.",
  },
  loginPasswordEmpty: /*i18n*/ { id: "login.passwordEmpty", message: "Password cannot be empty." },
  loginFailed: /*i18n*/ { id: "login.failed", message: "Your email or password is incorrect..." },
  forgotSent: /*i18n*/ { id: "forgot.sent", message: "We have sent you a reset password link." },
  forgotUnknownEmail: /*i18n*/ { id: "forgot.unknownEmail", message: "Email is not registered." },
  signInLinkSent: /*i18n*/ {
    id: "signInLink.sent",
    message:
      "If this email has an account with us, a sign-in link is on its way. It works once, for 15 minutes.",
  },
  signInLinkInvalid: /*i18n*/ {
    id: "signInLink.invalid",
    message: "This sign-in link has expired or was already used. Please ask for a new one.",
  },
  resetInvalidToken: /*i18n*/ {
    id: "reset.invalidToken",
    message: "This reset link is invalid or has expired. Please ask for a new one.",
  },
  passwordEmpty: /*i18n*/ { id: "password.empty", message: "Please enter a password." },
  passwordTooShort: /*i18n*/ {
    id: "password.tooShort",
    message: "The password needs at least 10 characters.",
  },
  passwordTooLong: /*i18n*/ {
    id: "password.tooLong",
    message: "The password can have at most 128 characters.",
  },
  passwordConfirmEmpty: /*i18n*/ {
    id: "password.confirmEmpty",
    message: "Please repeat the password.",
  },
  passwordMismatch: /*i18n*/ { id: "password.mismatch", message: "Passwords do not match." },
  passwordCommon: /*i18n*/ {
    id: "password.common",
    message: "This password is too common and easy to guess. Please choose another one.",
  },
  passwordCurrentEmpty: /*i18n*/ {
    id: "password.currentEmpty",
    message: "Please enter your current password.",
  },
  passwordCurrentWrong: /*i18n*/ {
    id: "password.currentWrong",
    message: "Your current password is incorrect.",
  },

  // Profile
  profileMissingFields: /*i18n*/ {
    id: "profile.missingFields",
    message: "Please fill out the following fields: {list}",
  },
  profileIncomplete: /*i18n*/ { id: "profile.incomplete", message: "Incomplete Profile" },
  profileUpdateFailed: /*i18n*/ { id: "profile.updateFailed", message: "Failed to update profile." },
  fieldFullname: /*i18n*/ { id: "field.fullname", message: "Full name" },
  fieldEmail: /*i18n*/ { id: "field.email", message: "Email" },
  fieldPhoneNumber: /*i18n*/ { id: "field.phone_number", message: "Phone number" },
  fieldFirstName: /*i18n*/ { id: "field.first_name", message: "First name" },
  fieldLastName: /*i18n*/ { id: "field.last_name", message: "Last name" },
  fieldPhone: /*i18n*/ { id: "field.phone", message: "Phone number" },
  fieldAddress: /*i18n*/ { id: "field.address", message: "Address" },
  fieldBankName: /*i18n*/ { id: "field.bank_name", message: "Bank name" },
  fieldHolder: /*i18n*/ { id: "field.holder", message: "Account holder" },
  fieldAccountNumber: /*i18n*/ { id: "field.account_number", message: "Account number" },
  fieldBranch: /*i18n*/ { id: "field.branch", message: "Branch" },

  // Bank account
  bankIncomplete: /*i18n*/ {
    id: "bank.incomplete",
    message: "Please complete your bank account on your profile first.",
  },
  bankAccountNumber: /*i18n*/ {
    id: "bank.accountNumber",
    message: "The account number may contain digits only.",
  },

  // Referral
  referralEmpty: /*i18n*/ { id: "referral.empty", message: "Please enter a referral code." },
  referralInvalid: /*i18n*/ {
    id: "referral.invalid",
    message: "Use 4 to 20 letters, numbers, - or _ for the referral code.",
  },
  referralLocked: /*i18n*/ {
    id: "referral.locked",
    message: "Not allowed to change referral code more than once.",
  },
  referralNotFound: /*i18n*/ { id: "referral.notFound", message: "This referral code was not found." },

  // Points
  pointsRequired: /*i18n*/ { id: "points.required", message: "Please choose or enter points." },
  pointsInvalid: /*i18n*/ {
    id: "points.invalid",
    message: "Enter points as a number with at most 2 decimals.",
  },
  pointsMin: /*i18n*/ { id: "points.min", message: "The minimum is 10 points." },
  pointsWithdrawMin: /*i18n*/ { id: "points.withdrawMin", message: "The minimum withdrawal is 100 points." },
  pointsMax: /*i18n*/ { id: "points.max", message: "You do not have enough active points." },
  redeemRequired: /*i18n*/ { id: "redeem.required", message: "Please choose an item." },
  redeemAddress: /*i18n*/ {
    id: "redeem.address",
    message: "Please enter the shipping address: street, number, district and city (10 to 300 characters).",
  },
  redeemPostalCode: /*i18n*/ { id: "redeem.postalCode", message: "Please enter the 5-digit postal code." },
  redeemSize: /*i18n*/ { id: "redeem.size", message: "Please choose a T-shirt size." },
  redeemTooExpensive: /*i18n*/ {
    id: "redeem.tooExpensive",
    message: "You do not have enough active points for this item.",
  },

  // API errors
  errorUnauthorized: /*i18n*/ { id: "error.unauthorized", message: "Please log in to continue." },
  errorForbidden: /*i18n*/ { id: "error.forbidden", message: "You are not allowed to do this." },
  errorNotFound: /*i18n*/ { id: "error.notFound", message: "We could not find what you asked for." },
  errorValidation: /*i18n*/ { id: "error.validation", message: "Some fields are not valid." },
  errorRateLimited: /*i18n*/ {
    id: "error.rateLimited",
    message: "Too many attempts. Please wait a moment and try again.",
  },
  errorConflict: /*i18n*/ { id: "error.conflict", message: "This has already been done." },
  // Staff accounts
  staffEmailTaken: /*i18n*/ {
    id: "staff.emailTaken",
    message: "This e-mail already has an account. A staff account needs an address of its own.",
  },
  staffNotYourself: /*i18n*/ { id: "staff.notYourself", message: "You cannot disable your own account." },
  staffLastAdmin: /*i18n*/ {
    id: "staff.lastAdmin",
    message: "This is the last administrator: invite another one before disabling it.",
  },
  staffSelfDelete: /*i18n*/ {
    id: "staff.selfDelete",
    message:
      "Staff and administrator accounts are not deleted here. Ask an administrator to disable your account: your actions stay in the audit log under your name.",
  },
  // Two-factor sign-in (docs/decisions/two-factor.md)
  twoFactorRequired: /*i18n*/ {
    id: "twoFactor.required",
    message: "Turn on two-factor sign-in before you use the staff console.",
  },
  twoFactorCodeEmpty: /*i18n*/ {
    id: "twoFactor.codeEmpty",
    message: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  },
  twoFactorCodeWrong: /*i18n*/ {
    id: "twoFactor.codeWrong",
    message: "This code is not valid. Enter the newest code from your app, or an unused recovery code.",
  },
  twoFactorExpired: /*i18n*/ {
    id: "twoFactor.expired",
    message: "This sign-in has ended (too slow, or too many wrong codes). Please log in again.",
  },
  twoFactorPasswordFirst: /*i18n*/ {
    id: "twoFactor.passwordFirst",
    message: "Set a password first: two-factor sign-in adds a code to your password.",
  },
  twoFactorAlreadyOn: /*i18n*/ { id: "twoFactor.alreadyOn", message: "Two-factor sign-in is already on." },
  twoFactorNotStarted: /*i18n*/ {
    id: "twoFactor.notStarted",
    message: "No set-up is waiting for a code. Please start again.",
  },
  twoFactorStaffKeep: /*i18n*/ {
    id: "twoFactor.staffKeep",
    message:
      "Staff and administrator accounts keep two-factor sign-in on. Another administrator can reset it.",
  },
  twoFactorNotYourself: /*i18n*/ {
    id: "twoFactor.notYourself",
    message: "You cannot reset your own two-factor sign-in. Ask another administrator.",
  },
  errorInternal: /*i18n*/ { id: "error.internal", message: "Internal server error." },
  errorProvider: /*i18n*/ {
    id: "error.provider",
    message: "The payment service did not answer. Nothing was charged: please try again in a moment.",
  },
  errorUnavailable: /*i18n*/ {
    id: "error.unavailable",
    message: "The service is briefly unavailable. Please try again in a moment.",
  },
  errorContentType: /*i18n*/ {
    id: "error.contentType",
    message: "This request was sent in a format this address does not accept.",
  },
  errorMalformed: /*i18n*/ {
    id: "error.malformed",
    message: "This request could not be read. Please check it and try again.",
  },
  errorGeneric: /*i18n*/ { id: "error.generic", message: "Something went wrong. Please try again." },
  historyEmpty: /*i18n*/ { id: "history.empty", message: "No data to display." },

  // Labels: donation kinds and statuses
  kindSingle: /*i18n*/ { id: "donationKind.single", message: "Single" },
  kindBoost: /*i18n*/ { id: "donationKind.boost", message: "Boost" },
  kindMonthly: /*i18n*/ { id: "donationKind.monthly", message: "Monthly" },
  statusPending: /*i18n*/ { id: "donationStatus.pending", message: "Pending" },
  statusDone: /*i18n*/ { id: "donationStatus.done", message: "Done" },
  statusFailed: /*i18n*/ { id: "donationStatus.failed", message: "Failed" },
  statusExpired: /*i18n*/ { id: "donationStatus.expired", message: "Expired" },
  statusRefunded: /*i18n*/ { id: "donationStatus.refunded", message: "Refunded" },
  recurringActive: /*i18n*/ { id: "recurringStatus.active", message: "Active" },
  recurringPaused: /*i18n*/ { id: "recurringStatus.paused", message: "Paused" },
  recurringInactive: /*i18n*/ { id: "recurringStatus.inactive", message: "Not active" },

  // Labels: payment channel groups and payment types
  groupCreditCard: /*i18n*/ { id: "channelGroup.creditCard", message: "Credit card" },
  groupDirectDebit: /*i18n*/ { id: "channelGroup.directDebit", message: "Direct debit" },
  groupVirtualAccount: /*i18n*/ { id: "channelGroup.virtualAccount", message: "Virtual account" },
  groupEWallet: /*i18n*/ { id: "channelGroup.eWallet", message: "E-wallet" },
  groupOthers: /*i18n*/ { id: "channelGroup.others", message: "Others" },
  paymentTypeRecurring: /*i18n*/ { id: "paymentType.recurring", message: "Recurring" },
  paymentTypeReminder: /*i18n*/ { id: "paymentType.reminder", message: "Reminder" },

  // Labels: CO2 equivalents
  co2Reduction: /*i18n*/ { id: "co2.reduction", message: "{kg} kg CO₂" },
  co2ReductionMoreThan: /*i18n*/ { id: "co2.reductionMoreThan", message: "more than {kg} kg CO₂" },

  // Labels: badges
  badgeSeedTitle: /*i18n*/ { id: "badge.seed.title", message: "Seed" },
  badgeSeedDescription: /*i18n*/ {
    id: "badge.seed.description",
    message: "You set your password and planted the first seed.",
  },
  badgeSeedDescriptionByLink: /*i18n*/ {
    id: "badge.seed.descriptionByLink",
    message: "You signed in with a link from your e-mail and planted the first seed.",
  },
  badgeSeedDescriptionLocked: /*i18n*/ {
    id: "badge.seed.descriptionLocked",
    message: "Set a password, or sign in with a link from your e-mail, to plant the first seed.",
  },
  badgeSproutTitle: /*i18n*/ { id: "badge.sprout.title", message: "Sprout" },
  badgeSproutDescription: /*i18n*/ {
    id: "badge.sprout.description",
    message: "Your kindness is sprouting: 100 points collected.",
  },
  badgeTreeTitle: /*i18n*/ { id: "badge.tree.title", message: "Tree" },
  badgeTreeDescription: /*i18n*/ {
    id: "badge.tree.description",
    message: "You have grown into a tree: 500 points collected.",
  },
  badgeForestTitle: /*i18n*/ { id: "badge.forest.title", message: "Forest" },
  badgeForestDescription: /*i18n*/ {
    id: "badge.forest.description",
    message: "A whole forest thanks you: 2,000 points collected.",
  },
  badgeGuardianTitle: /*i18n*/ { id: "badge.guardian.title", message: "Nature Guardian" },
  badgeGuardianDescription: /*i18n*/ {
    id: "badge.guardian.description",
    message: "You guard nature with us: 5,000 points collected.",
  },

  // Labels: points
  pointTypeEarn: /*i18n*/ { id: "pointType.earn", message: "Earned" },
  pointTypeDonate: /*i18n*/ { id: "pointType.donate", message: "Donation" },
  pointTypeWithdraw: /*i18n*/ { id: "pointType.withdraw", message: "Withdrawal" },
  pointTypeRedeem: /*i18n*/ { id: "pointType.redeem", message: "Redemption" },
  pointTypeAdjust: /*i18n*/ { id: "pointType.adjust", message: "Adjustment" },
  pointStatusPending: /*i18n*/ { id: "pointStatus.pending", message: "Pending" },
  pointStatusApproved: /*i18n*/ { id: "pointStatus.approved", message: "Approved" },
  pointStatusRejected: /*i18n*/ { id: "pointStatus.rejected", message: "Rejected" },
  redeemToteBag: /*i18n*/ { id: "redeem.toteBag", message: "Tote bag" },
  redeemTumbler: /*i18n*/ { id: "redeem.tumbler", message: "Tumbler" },
  redeemTShirt: /*i18n*/ { id: "redeem.tShirt", message: "T-shirt" },
  redeemTreeCertificate: /*i18n*/ { id: "redeem.treeCertificate", message: "Adopt-a-tree certificate" },

  // Labels: date ranges
  rangeToday: /*i18n*/ { id: "range.today", message: "Today" },
  rangeYesterday: /*i18n*/ { id: "range.yesterday", message: "Yesterday" },
  rangeLast7Days: /*i18n*/ { id: "range.last7Days", message: "Last 7 days" },
  rangeLast30Days: /*i18n*/ { id: "range.last30Days", message: "Last 30 days" },
  rangeThisMonth: /*i18n*/ { id: "range.thisMonth", message: "This month" },
  rangeLastMonth: /*i18n*/ { id: "range.lastMonth", message: "Last month" },
  rangeCustom: /*i18n*/ { id: "range.custom", message: "Custom" },

  // Labels: leaderboard
  leaderboardAllTime: /*i18n*/ { id: "leaderboard.allTime", message: "All Time" },
  leaderboardSelected: /*i18n*/ { id: "leaderboard.selected", message: "Selected" },
  leaderboardYearNeeded: /*i18n*/ {
    id: "leaderboard.yearNeeded",
    message: "A month needs its year: choose both, or neither for all time.",
  },

  // Monthly plans: pause, skip, reactivate
  billingNotActive: /*i18n*/ {
    id: "billing.notActive",
    message: "Only an active monthly donation can be paused or skipped.",
  },
  billingPauseMonths: /*i18n*/ { id: "billing.pauseMonths", message: "Choose a pause of 1, 2 or 3 months." },
  billingAlreadySkipped: /*i18n*/ {
    id: "billing.alreadySkipped",
    message: "Next month's donation is already skipped.",
  },
  billingAlreadyActive: /*i18n*/ {
    id: "billing.alreadyActive",
    message: "This monthly donation is already active.",
  },
  billingChargeDay: /*i18n*/ {
    id: "billing.chargeDay",
    message: "Choose a day from 1 to 28.",
  },
  billingStopped: /*i18n*/ {
    id: "billing.stopped",
    message: "This monthly donation is stopped. Reactivate it first.",
  },

  // Point ledger decisions
  pointsAlreadyDecided: /*i18n*/ {
    id: "points.alreadyDecided",
    message: "This request has already been approved or rejected.",
  },

  // Fundraiser pages and teams (docs/product/fundraisers.md)
  fundraiserGoalRange: /*i18n*/ {
    id: "fundraiser.goalRange",
    message: "Please set a goal from Rp 100,000 to Rp 10,000,000,000.",
  },
  fundraiserEndsOnRange: /*i18n*/ {
    id: "fundraiser.endsOnRange",
    message: "Please choose an end date from today to one year ahead.",
  },
  fundraiserPageLimit: /*i18n*/ {
    id: "fundraiser.pageLimit",
    message: "You already have 5 fundraiser pages open. Close one before you start another.",
  },
  fundraiserCampaignUnavailable: /*i18n*/ {
    id: "fundraiser.campaignUnavailable",
    message: "This campaign is not open for fundraiser pages. Choose another one or the general fund.",
  },
  fundraiserPageNotLive: /*i18n*/ {
    id: "fundraiser.pageNotLive",
    message: "This fundraiser page is not taking gifts right now. You can still give to the campaign.",
  },
  fundraiserStatusChange: /*i18n*/ {
    id: "fundraiser.statusChange",
    message: "This page cannot change to that state now.",
  },
  fundraiserTeamUnknown: /*i18n*/ { id: "fundraiser.teamUnknown", message: "This team was not found." },
  fundraiserUpdateDaily: /*i18n*/ {
    id: "fundraiser.updateDaily",
    message: "You already sent your donors an update today. You can send the next one tomorrow.",
  },
  fundraiserUpdateLimit: /*i18n*/ {
    id: "fundraiser.updateLimit",
    message: "This page has sent its donors 10 updates, the most a page may send.",
  },

  // Answers of the profile calls the screens show (moved from the api catalog)
  referralTaken: /*i18n*/ {
    id: "referral.taken",
    message: "This referral code is already used by someone else.",
  },
  avatarType: /*i18n*/ { id: "avatar.type", message: "The photo must be a PNG, JPEG or WebP image." },
  avatarTooLarge: /*i18n*/ { id: "avatar.tooLarge", message: "The photo may be at most 2 MB." },
} as const;

/**
 * Numbers some messages name (`{max}`), from the rule that sets them, so the limit is written once.
 * Screens pass them to the translation (ui's `translateMessage`) and format them for the reader.
 */
export const messageValues: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "invalid.nameTooLong": { max: MAX_NAME_LENGTH },
};

export type MessageKey = keyof typeof messages;
export type MessageDescriptor = (typeof messages)[MessageKey];
export type MessageId = MessageDescriptor["id"];

const descriptorById: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.values(messages).map((descriptor) => [descriptor.id, descriptor]),
);

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === "string" && descriptorById.has(value);
}

/** The descriptor (id + English source) for an id, e.g. to hand to `i18n._(descriptor)`. */
export function messageFor(id: MessageId): MessageDescriptor {
  const descriptor = descriptorById.get(id);
  if (!descriptor) throw new Error(`Unknown message id: ${id}`);
  return descriptor;
}

/** Key under which issues about the whole form (no field path) are reported. */
export const FORM_ERROR_KEY = "_form";

/** The part of a failed parse (a `ZodError`) read here; written out so this module needs no zod. */
export interface ParseIssues {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/**
 * First message id per field of a failed parse, keyed by the dotted path (`bank_account.holder`).
 * A zod default message (a schema that forgot its id) becomes `error.validation`, so screens only
 * ever receive translatable ids.
 */
export function issuesToFieldErrors(error: ParseIssues): Record<string, MessageId> {
  const fieldErrors: Record<string, MessageId> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join(".");
    if (key in fieldErrors) continue;
    fieldErrors[key] = isMessageId(issue.message) ? issue.message : messages.errorValidation.id;
  }
  return fieldErrors;
}
