// `pnpm run check:function-length` (part of `npm test`): no function on the donation path is longer
// than 80 lines (docs/decisions/donation-path.md), so each step of the spine stays readable on its own. The
// path is the data flow of a donation (docs/architecture.md): card and flow islands, the client's calls, call
// 3's route and service, the provider, the webhook, processPaymentEvent, the result and success pages. A
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
  "apps/site/src/islands/donation-flow",
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const paths = process.argv.length > 2 ? process.argv.slice(2) : donationPath;
  const files = paths.flatMap(sourceFiles);
  const problems = files.flatMap((file) =>
    longFunctions(file, readFileSync(file, "utf8")).map(
      (f) => `  ${relative(root, file)}:${f.line} ${f.name} has ${f.lines} lines (at most ${MAX_LINES})`,
    ),
  );
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    console.error(`x ${problems.length} function(s) on the donation path longer than ${MAX_LINES} lines.`);
    process.exit(1);
  }
  console.log(
    `✔ no function on the donation path is longer than ${MAX_LINES} lines (${files.length} files).`,
  );
}
