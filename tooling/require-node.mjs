// Every entry script runs this first: the stack (Astro, Vite 8, Lingui 6) needs Node 22.12+.
// Written in plain old JavaScript so that it still runs, and explains itself, on an old Node.
var parts = process.versions.node.split(".").map(Number);
var ok = parts[0] > 22 || (parts[0] === 22 && parts[1] >= 12);
if (!ok) {
  console.error(
    "This project needs Node.js 22.12 or newer (24 LTS recommended); this is Node " +
      process.versions.node +
      '. Install it, e.g.: npm i -g --prefix "$HOME/.node24" node@24 && export PATH="$HOME/.node24/bin:$PATH"',
  );
  process.exit(1);
}
