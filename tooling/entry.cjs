// `npm start` and `npm test` land here first, on whatever Node the machine has (this machine kind has
// Node 20). With Node 22.12+ it runs tooling/product.mjs on it; with an older one it fetches Node 24 into
// .tools/node24 once and runs product.mjs on that, with its folder first on PATH. CommonJS and ES2015
// only, like node-setup.cjs, so an old Node can run it.
// biome-ignore-all lint/style/useNodejsImportProtocol: `node:` names need Node 14.18; this runs before the switch, on older ones too.
"use strict";
const childProcess = require("child_process");
const os = require("os");
const path = require("path");
const setup = require("./node-setup.cjs");

const root = path.join(__dirname, "..");
const node = setup.supportedNode(root, process.env);
const child = childProcess.spawn(
  node.executable,
  [path.join(__dirname, "product.mjs")].concat(process.argv.slice(2)),
  { cwd: root, stdio: "inherit", env: node.env },
);
// Ctrl-C reaches the whole terminal group; a signal sent to this process alone is passed on, and this
// process stays until product.mjs has stopped its services.
const passOn = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => passOn(signal));
// npm killed on its own passes the signal to its shell, which does not pass it on: when whoever started
// this is gone, stop as if Ctrl-C had been pressed rather than leave the servers running.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) passOn("SIGTERM");
}, 1000).unref();
child.on("error", (error) => {
  console.error(`Could not run ${node.executable}: ${error.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  process.exit(code === null ? 128 + (os.constants.signals[signal] || 1) : code);
});
