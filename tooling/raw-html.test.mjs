// Text people type (campaign words, names) reaches the site and the dashboard and must never become
// markup or code there (docs/security.md, "Campaign text cannot run on the site"). Astro and React escape
// what they write into text and attributes; only the raw ways below bypass that. The site writes raw
// HTML in two reviewed places, each through the helper for its context; any new one fails here, so it
// is looked at first. `npm test` runs this file with `node --test`.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const folders = ["apps/site/src", "apps/dashboard/src", "packages/ui/src"];

/** Ways to write a string as markup or run it as code, in .astro, .ts and .tsx sources. */
const rawSink =
  /\b(innerHTML|outerHTML|insertAdjacentHTML|document\.write|dangerouslySetInnerHTML|createContextualFragment|srcdoc|define:vars|new Function|eval\()/;
/** `set:html={…}` in an Astro template, and what it writes. */
const setHtml = /set:html=\{([^}]*)\}/g;
/** What may be written raw: JSON through the script-safe serializer, and the layout's constant script. */
const allowedRaw = [/^jsonForScript\(/, /^submitGuardScript$/];

function sources(folder) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(astro|tsx?)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
        found.push(path);
    }
  };
  walk(join(root, folder));
  return found;
}

/** Each raw write in `text` that is not allowed, as `line: code`. */
function rawWrites(text) {
  const problems = [];
  text.split("\n").forEach((line, index) => {
    if (rawSink.test(line)) problems.push(`${index + 1}: ${line.trim()}`);
    for (const [, written] of line.matchAll(setHtml)) {
      if (!allowedRaw.some((allowed) => allowed.test(written.trim())))
        problems.push(`${index + 1}: ${line.trim()}`);
    }
  });
  return problems;
}

test("the check finds raw writes (so the next test can fail)", () => {
  assert.equal(rawWrites("<script set:html={JSON.stringify(data)} />").length, 1);
  assert.equal(rawWrites("element.innerHTML = label;").length, 1);
  assert.equal(rawWrites("<div dangerouslySetInnerHTML={{ __html: text }} />").length, 1);
  assert.equal(rawWrites("<script define:vars={{ title }}>").length, 1);
  assert.deepEqual(rawWrites('<script type="application/ld+json" set:html={jsonForScript(data)} />'), []);
  assert.deepEqual(rawWrites("<script is:inline set:html={submitGuardScript} />"), []);
});

test("the site, the dashboard and the components write no raw HTML except through the reviewed helpers", () => {
  const problems = folders
    .flatMap(sources)
    .flatMap((path) =>
      rawWrites(readFileSync(path, "utf8")).map((problem) => `${relative(root, path)}:${problem}`),
    );
  assert.deepEqual(problems, []);
});
