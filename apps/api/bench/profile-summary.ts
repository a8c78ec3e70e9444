// `pnpm --filter @rimbun/api exec tsx bench/profile-summary.ts <file.cpuprofile> [--top 40] [--from s --to s]`:
// a V8 CPU profile (`--profile <dir>` of the benches) summed up in text (docs/performance.md#spike): self
// time by function, by package (or the API's own folder) and by file, and inclusive time by function.
// `--from`/`--to` keep only the samples between those seconds after the profile started (one phase of a
// run). Idle, garbage collection and system calls such as `writev` count as their own entries.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const pnpmPackage = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/;

/** A file's name without the machine's folders: `drizzle-orm/sql/sql.js`, `apps/api/src/app.ts`. */
function shortFile(url: string): string {
  if (!url) return "(native)";
  const inPackage = url.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/(.*)$/);
  if (inPackage?.[1]) return inPackage[1];
  const inRepo = url.match(/\/((?:apps|packages)\/.*)$/);
  return inRepo?.[1] ?? url.replace(/^file:\/\//, "");
}

/** A package, a Node built-in, or the API's folder (`apps/api/src/platform`). */
function packageOf(url: string): string {
  if (!url) return "(native or V8)";
  const found = url.match(pnpmPackage);
  if (found?.[1]) return found[1];
  if (url.startsWith("node:")) return url.replace(/^node:internal\/(deps\/)?/, "node:").split("/")[0] ?? url;
  const own = url.match(/((?:apps\/[^/]+\/src|packages\/[^/]+)(?:\/[^/.]+)?)/);
  return own?.[1] ?? shortFile(url);
}

const labelOf = (node: ProfileNode) =>
  `${node.callFrame.functionName || "(anonymous)"} ${shortFile(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

/** Microseconds of self time per node id, only of the samples within [from, to) seconds. */
function selfTimes(profile: Profile, from: number, to: number): Map<number, number> {
  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const second = (at - profile.startTime) / 1e6;
    if (second >= from && second < to) self.set(id, (self.get(id) ?? 0) + delta);
  });
  return self;
}

function add(totals: Map<string, number>, key: string, micros: number) {
  totals.set(key, (totals.get(key) ?? 0) + micros);
}

/** Inclusive time: each sample counts once for every distinct function on its stack. */
function inclusiveTimes(profile: Profile, self: Map<number, number>): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const totals = new Map<string, number>();
  for (const [id, micros] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = nodes.get(at);
      if (!node) break;
      const label = labelOf(node);
      if (!seen.has(label)) add(totals, label, micros);
      seen.add(label);
    }
  }
  return totals;
}

function print(title: string, totals: Map<string, number>, all: number, top: number) {
  console.log(`\n${title} (of ${(all / 1000).toFixed(0)} ms)`);
  for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((100 * micros) / all).toFixed(1).padStart(5)} % ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: "string" }, from: { type: "string" }, to: { type: "string" } },
  });
  const file = positionals[0];
  if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [--top 40] [--from s --to s]");
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const top = Number(values.top ?? 40);
  const self = selfTimes(profile, Number(values.from ?? 0), Number(values.to ?? Number.POSITIVE_INFINITY));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const byFile = new Map<string, number>();
  let all = 0;
  for (const [id, micros] of self) {
    const node = nodes.get(id);
    if (!node) continue;
    all += micros;
    add(byFunction, labelOf(node), micros);
    add(byPackage, packageOf(node.callFrame.url), micros);
    add(byFile, shortFile(node.callFrame.url), micros);
  }
  print("self time by function", byFunction, all, top);
  print("self time by package", byPackage, all, top);
  print("self time by file", byFile, all, top);
  print("inclusive time by function", inclusiveTimes(profile, self), all, top);
}

main();
