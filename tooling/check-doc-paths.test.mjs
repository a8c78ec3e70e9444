// Unit tests of check-doc-paths.mjs's anchor rule; `npm test` runs them with `node --test`.
import assert from "node:assert/strict";
import { test } from "node:test";
import { anchorsOf, slug } from "./check-doc-paths.mjs";

test("anchors follow GitHub: lower case, punctuation dropped, spaces to hyphens", () => {
  assert.equal(slug("Charge day (1-28)"), "charge-day-1-28");
  assert.equal(slug("Stop with an offer first"), "stop-with-an-offer-first");
  assert.equal(slug("Masked e-mails"), "masked-e-mails");
  assert.equal(slug("Account security (part 2)"), "account-security-part-2");
  assert.equal(slug("CO₂ equivalent"), "co₂-equivalent");
});

test("repeated headings get -1, -2; headings in fenced code and inline code marks are handled", () => {
  const text = "# Title\n## Figures\n```\n## Not a heading\n```\n## Figures\n## `pnpm bench:api` run\n";
  assert.deepEqual([...anchorsOf(text)], ["title", "figures", "figures-1", "pnpm-benchapi-run"]);
});
