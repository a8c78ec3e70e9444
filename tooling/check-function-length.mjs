// `pnpm run check:function-length` (part of `npm test`): no function is longer than 80 lines, so each
// stays readable on its own. Every package's source is checked (apps/*/src, packages/*/src; tests
// excluded); first of all the donation path (docs/decisions/donation-path.md), the data flow of a donation
// (docs/architecture.md): card and flow islands, the client's calls, call 3's route and service, the
// provider, the webhook, processPaymentEvent, the result and success pages, which has no exemption. A
// function counts from its first line to its closing brace, inner functions included.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const MAX_LINES = 80;

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Folders and files of the donation path (tests excluded). */
export const donationPath = [
  "apps/site/src/islands/donation-card",
  "apps/site/src/features/donation-flow",
  "apps/site/src/islands/success",
  "apps/site/src/scripts/payment-result.ts",
  "apps/site/src/scripts/stop-donation.ts",
  "apps/site/src/lib/api",
  "apps/site/src/lib/donation-storage.ts",
  "packages/api-client/src/http.ts",
  "packages/api-client/src/payments.ts",
  "packages/domain/src/schemas/donation.ts",
  "apps/api/src/donations/routes/payments-create.ts",
  "apps/api/src/donations/routes/payment-check.ts",
  "apps/api/src/payments/routes/webhooks.ts",
  "apps/api/src/payments/port.ts",
  "apps/api/src/payments/process-event.ts",
  "apps/api/src/payments/process-event",
  "apps/api/src/payments/sandbox.ts",
  "apps/api/src/payments/sandbox-art.ts",
  "apps/api/src/payments/xendit",
  "apps/api/src/donations/create-donation.ts",
  // Monthly giving (its routes, services and job handlers) and the job runner that bills it.
  "apps/api/src/billing",
  "apps/api/src/platform/jobs",
];

/** Known long functions off the donation path, each still to be split; nothing new may join them. */
export const exemptFolders = [];
/** `file:function` of the known long ones elsewhere (an anonymous function is `(anonymous)`). */
export const exemptFunctions = new Set([
  "apps/api/src/app.ts:createApp",
  "apps/api/src/mail/mail-layout.tsx:MailLayout",
  "apps/api/src/mail/mailer.ts:createMailer",
  "apps/api/src/platform/db/seed.ts:seedDemo",
  "apps/api/src/support/admin-queue.ts:adminQueue",
  "apps/api/src/test/fake-xendit/server.ts:startFakeXendit",
  "apps/api/src/test/fake-xendit/server.ts:createPlan",
  "apps/api/src/test/fake-xendit/server.ts:route",
  "apps/api/src/test/harness.ts:createHarness",
  "apps/dashboard/src/components/password-dialog.tsx:PasswordDialog",
  "apps/dashboard/src/routes/admin-queue/admin-queue-screen.tsx:AdminQueueScreen",
  "apps/dashboard/src/routes/audit/audit-screen.tsx:AuditScreen",
  "apps/dashboard/src/routes/campaigns/campaign-form.tsx:CampaignForm",
  "apps/dashboard/src/routes/campaigns/campaign-updates.tsx:UpdateForm",
  "apps/dashboard/src/routes/campaigns/status-actions.tsx:StatusActions",
  "apps/dashboard/src/routes/donor-dashboard/referral-share-card.tsx:ReferralCodeDialog",
  "apps/dashboard/src/routes/incentive/incentive-screen.tsx:IncentiveScreen",
  "apps/dashboard/src/routes/profile/bank-form.tsx:BankForm",
  "apps/dashboard/src/routes/profile/privacy-sections.tsx:DeleteAccountSection",
  "apps/dashboard/src/routes/profile/volunteer-profile-form.tsx:VolunteerProfileForm",
  "apps/dashboard/src/routes/recurring/payment-method-dialog.tsx:PaymentMethodDialog",
  "apps/dashboard/src/routes/recurring/recurring-screen.tsx:RecurringScreen",
  "apps/dashboard/src/routes/recurring/stop-dialog.tsx:StopDialog",
  "apps/dashboard/src/routes/reports/report-charts.tsx:ReportCharts",
  "apps/dashboard/src/routes/reports/reports-screen.tsx:ReportsScreen",
  "apps/dashboard/src/routes/reset/reset-screen.tsx:ResetScreen",
  "apps/dashboard/src/routes/team/team-screen.tsx:TeamScreen",
  "apps/dashboard/src/routes/volunteer-dashboard/volunteer-dashboard.tsx:VolunteerDashboard",
  "apps/site/src/islands/volunteer/volunteer-signup-form.tsx:Signup",
  "apps/site/src/lib/impact-report-pdf.ts:impactReportDocument",
]);

/** Every package's source folder: apps/<name>/src and packages/<name>/src. */
export function everyPackage() {
  return ["apps", "packages"].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${group}/${entry.name}/src`),
  );
}

const isSource = (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts");

function sourceFiles(path) {
  const full = join(root, path);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return []; // a folder that does not exist (yet) has no long functions
  }
  if (!stat.isDirectory()) return isSource(path) ? [full] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(path, entry.name))
      : isSource(entry.name)
        ? [join(full, entry.name)]
        : [],
  );
}

/** Every function of `source` longer than `max` lines: `{ name, line, lines }`. */
export function longFunctions(fileName, source, max = MAX_LINES) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) {
        const owner = ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(file) : "(anonymous)";
        found.push({ name: node.name?.getText(file) ?? owner, line: first + 1, lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Whether a long function may stay: exempt by folder or by name, never on the donation path. */
export function isExempt(file, name, onDonationPath) {
  if (onDonationPath) return false;
  return (
    exemptFolders.some((folder) => file.startsWith(`${folder}/`)) || exemptFunctions.has(`${file}:${name}`)
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv.length > 2 ? process.argv.slice(2) : null;
  const donationFiles = new Set(donationPath.flatMap(sourceFiles));
  const files = [...new Set([...(given ?? [...donationPath, ...everyPackage()]).flatMap(sourceFiles)])];
  const problems = files.flatMap((file) =>
    longFunctions(file, readFileSync(file, "utf8"))
      .filter((f) => given || !isExempt(relative(root, file), f.name, donationFiles.has(file)))
      .map(
        (f) => `  ${relative(root, file)}:${f.line} ${f.name} has ${f.lines} lines (at most ${MAX_LINES})`,
      ),
  );
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    console.error(`x ${problems.length} function(s) longer than ${MAX_LINES} lines.`);
    process.exit(1);
  }
  console.log(
    `✔ no function is longer than ${MAX_LINES} lines (${files.length} files; the known long ones off the donation path listed in the script).`,
  );
}
