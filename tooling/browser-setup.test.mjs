// Unit tests of the pure parts of browser-setup.mjs; `npm test` runs them with `node --test`.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  afterFailedFetch,
  COMMANDS,
  canUseApt,
  chooseBrowser,
  describeChoice,
  findBrowser,
  INSTALL_HINT,
  isDebianLike,
} from "./browser-setup.mjs";

const none = {
  chromiumPath: undefined,
  chromiumPathRuns: false,
  found: null,
  playwrightPath: null,
  apt: false,
};

test("CHROMIUM_PATH wins over everything found", () => {
  const choice = chooseBrowser({
    ...none,
    chromiumPath: "/opt/chrome/chrome",
    chromiumPathRuns: true,
    found: "/usr/bin/chromium",
  });
  assert.deepEqual(choice, { use: "env", path: "/opt/chrome/chrome" });
  assert.match(describeChoice(choice), /^Browser for the journeys: \/opt\/chrome\/chrome \(CHROMIUM_PATH\)/);
});

test("a CHROMIUM_PATH that does not run stops at once, naming it", () => {
  const choice = chooseBrowser({ ...none, chromiumPath: "/nope", found: "/usr/bin/chromium" });
  assert.equal(choice.use, "stop");
  assert.match(describeChoice(choice), /CHROMIUM_PATH is \/nope/);
});

test("a browser on the machine comes before Playwright's", () => {
  const choice = chooseBrowser({ ...none, found: "/usr/bin/chromium", playwrightPath: "/cache/chrome" });
  assert.deepEqual(choice, { use: "found", path: "/usr/bin/chromium" });
});

test("Playwright's Chromium fetched earlier is used without fetching again", () => {
  assert.deepEqual(chooseBrowser({ ...none, playwrightPath: "/cache/chrome" }), {
    use: "playwright",
    path: "/cache/chrome",
  });
});

test("nothing there: fetch, then the system package only where apt can install it", () => {
  const withApt = chooseBrowser({ ...none, apt: true });
  assert.deepEqual(withApt, { use: "fetch", apt: true });
  assert.match(describeChoice(withApt), /fetched after the install step \(if that fails: apt-get/);
  const withoutApt = chooseBrowser(none);
  assert.doesNotMatch(describeChoice(withoutApt), /apt-get/);
  assert.equal(afterFailedFetch(true), "apt");
  assert.equal(afterFailedFetch(false), "stop");
  assert.match(INSTALL_HINT, /install Chromium or Google Chrome/);
  for (const choice of [withApt, withoutApt]) assert.equal(describeChoice(choice).includes("\n"), false);
});

test("findBrowser: known paths first, then the commands on PATH in order", () => {
  const on = (...paths) => ({ isExecutable: (path) => paths.includes(path), pathVariable: "/a:/b" });
  assert.equal(findBrowser(on("/usr/bin/google-chrome", "/a/chromium")), "/usr/bin/google-chrome");
  assert.equal(findBrowser(on("/b/chromium", "/a/google-chrome")), "/b/chromium");
  assert.equal(findBrowser(on("/a/google-chrome")), "/a/google-chrome");
  assert.equal(findBrowser(on()), null);
  assert.equal(findBrowser({ isExecutable: () => false, pathVariable: undefined }), null);
  assert.ok(COMMANDS.includes("chromium-browser"));
});

test("apt only on Debian/Ubuntu, as root, on Linux, with apt-get", () => {
  const debian = 'PRETTY_NAME="Debian GNU/Linux 12"\nID=debian\n';
  const mint = 'ID=linuxmint\nID_LIKE="ubuntu debian"\n';
  assert.equal(isDebianLike(debian), true);
  assert.equal(isDebianLike(mint), true);
  assert.equal(isDebianLike('ID="fedora"\n'), false);
  assert.equal(isDebianLike(""), false);
  const ok = { platform: "linux", uid: 0, osRelease: debian, hasAptGet: true };
  assert.equal(canUseApt(ok), true);
  assert.equal(canUseApt({ ...ok, uid: 1000 }), false);
  assert.equal(canUseApt({ ...ok, platform: "darwin" }), false);
  assert.equal(canUseApt({ ...ok, hasAptGet: false }), false);
  assert.equal(canUseApt({ ...ok, osRelease: "ID=arch\n" }), false);
});
