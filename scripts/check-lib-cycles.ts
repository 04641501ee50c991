import { folderCycles, libFolderGraph, withoutPairs } from "./lint/lib-cycles";

/**
 * `npm run lint` runs this after ESLint: it fails when two lib/ folders import each other, directly or through others
 * (scripts/lint/lib-cycles.ts). `--no-exceptions` also reports the known loops below.
 */

// Known loops, removed when H1 lands (issue 13: errors get one module, which breaks both).
const KNOWN_LOOPS = [
  ["auth", "action-result"],
  ["auth", "billing"],
] as const;

const strict = process.argv.includes("--no-exceptions");
const graph = libFolderGraph(process.cwd());
const cycles = folderCycles(strict ? graph : withoutPairs(graph, KNOWN_LOOPS));
if (cycles.length === 0) {
  console.log(`lib/: no import cycle between folders${strict ? "" : ` (known, until H1 lands: ${KNOWN_LOOPS.map((p) => p.join(" <-> ")).join(", ")})`}.`);
} else {
  console.error("lib/: import cycles between folders (docs/architecture.md, \"Layers\"):");
  for (const cycle of cycles) {
    console.error(`\n  ${cycle.units.join(" <-> ")}`);
    for (const line of cycle.imports) console.error(`    ${line}`);
  }
  process.exit(1);
}
