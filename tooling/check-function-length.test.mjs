// Unit tests of check-function-length.mjs; `npm test` runs them with `node --test`.
import assert from "node:assert/strict";
import { test } from "node:test";
import { everyPackage, exemptFunctions, isExempt, longFunctions } from "./check-function-length.mjs";

test("every app and package is checked, ui among them", () => {
  const folders = everyPackage();
  for (const folder of [
    "apps/api/src",
    "apps/dashboard/src",
    "apps/site/src",
    "packages/ui/src",
    "packages/domain/src",
  ])
    assert.ok(folders.includes(folder), folder);
});

test("nothing in packages/ui is exempt; the donation path never is", () => {
  assert.deepEqual(
    [...exemptFunctions].filter((entry) => entry.startsWith("packages/")),
    [],
  );
  assert.equal(isExempt("apps/api/src/app.ts", "createApp", false), true);
  assert.equal(isExempt("apps/api/src/payments/routes/webhooks.ts", "register", true), false);
  assert.equal(isExempt("packages/ui/src/amount-picker/amount-picker.tsx", "AmountPicker", false), false);
  assert.equal(isExempt("apps/dashboard/src/routes/team/team-screen.tsx", "TeamScreen", false), true);
  assert.equal(isExempt("apps/dashboard/src/routes/team/team-screen.tsx", "Other", false), false);
});

test("longFunctions counts from the first line to the closing brace", () => {
  const body = Array.from({ length: 79 }, (_, i) => `  const a${i} = ${i};`).join("\n");
  assert.deepEqual(longFunctions("a.ts", `function ok() {\n${body.split("\n").slice(1).join("\n")}\n}`), []);
  assert.deepEqual(longFunctions("a.ts", `function long() {\n${body}\n}`), [
    { name: "long", line: 1, lines: 81 },
  ]);
});
