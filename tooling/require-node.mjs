// Every entry script runs this first: the stack (Astro, Vite 8, Lingui 6) needs Node 22.12+.
// `npm start` and `npm test` never get here on an old Node (tooling/entry.cjs fetches Node 24 first);
// a package script started by hand on an old Node stops here with the way out.
import setup from "./node-setup.cjs";

if (!setup.isSupported(process.versions.node)) {
  const bin = setup.binDir(setup.projectNodePrefix(""), process.platform);
  console.error(
    `This project needs Node.js ${setup.MINIMUM.join(".")} or newer; this is Node ${process.versions.node}. ` +
      `\`npm start\` and \`npm test\` fetch Node 24 into ${setup.projectNodePrefix("")} themselves; for other scripts, after one ` +
      `of them, put it first on PATH from the project's root: export PATH="$PWD/${bin}:$PATH"`,
  );
  process.exit(1);
}
