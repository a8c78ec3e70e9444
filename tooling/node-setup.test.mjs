// Unit tests of the pure parts of node-setup.cjs; `npm test` runs them with `node --test`.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import setup from "./node-setup.cjs";

test("versions from 22.12 on run the stack; older, odd or empty ones do not", () => {
  for (const version of ["22.12.0", "v22.12.0", "22.20.1", "23.0.0", "24.11.1", "v30.1.0"]) {
    assert.equal(setup.isSupported(version), true, version);
  }
  for (const version of ["22.11.9", "20.20.2", "v18.19.0", "8.17.0", "", "24", "node", undefined]) {
    assert.equal(setup.isSupported(version), false, String(version));
  }
});

test("parseVersion reads numbers, not text order (22.9 is older than 22.12)", () => {
  assert.deepEqual(setup.parseVersion("v22.9.0"), [22, 9, 0]);
  assert.equal(setup.isSupported("22.9.0"), false);
  assert.equal(setup.parseVersion("22.x"), null);
});

test("the machine's Node when new enough, else the project's fetched one, else a fetch", () => {
  assert.equal(setup.chooseNode("24.1.0", null), "current");
  assert.equal(setup.chooseNode("22.12.0", "24.1.0"), "current");
  assert.equal(setup.chooseNode("20.20.2", "24.11.1"), "project");
  assert.equal(setup.chooseNode("20.20.2", null), "fetch");
  // A fetched folder that answers with an old Node (or half a download) is fetched again.
  assert.equal(setup.chooseNode("18.19.0", "20.0.0"), "fetch");
});

test("the project's Node lives in <root>/.tools/node24, its executable where npm --prefix puts it", () => {
  const prefix = setup.projectNodePrefix("/src/rimbun");
  assert.equal(prefix, join("/src/rimbun", ".tools", "node24"));
  assert.equal(setup.nodeExecutable(prefix, "linux"), join(prefix, "bin", "node"));
  assert.equal(setup.nodeExecutable(prefix, "darwin"), join(prefix, "bin", "node"));
  assert.equal(setup.nodeExecutable(prefix, "win32"), join(prefix, "node.exe"));
});

test("PATH gets the Node folder first, once, the rest in order", () => {
  assert.equal(setup.pathWithFirst("/p/bin", "/usr/bin:/p/bin:/bin", ":"), "/p/bin:/usr/bin:/bin");
  assert.equal(setup.pathWithFirst("/p/bin", undefined, ":"), "/p/bin");
  assert.equal(setup.pathWithFirst("C:\\p", "C:\\w;;C:\\x", ";"), "C:\\p;C:\\w;C:\\x");
});
