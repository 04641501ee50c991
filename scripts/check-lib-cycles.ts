import { folderCycles, libFolderGraph } from "./lint/lib-cycles";

/**
 * `npm run lint` runs this after ESLint: it fails when two lib/ folders import each other, directly or through others
 * (scripts/lint/lib-cycles.ts; docs/architecture.md "Layers").
 */

const cycles = folderCycles(libFolderGraph(process.cwd()));
if (cycles.length === 0) {
  console.log("lib/: no import cycle between folders.");
} else {
  console.error("lib/: import cycles between folders (docs/architecture.md, \"Layers\"):");
  for (const cycle of cycles) {
    console.error(`\n  ${cycle.units.join(" <-> ")}`);
    for (const line of cycle.imports) console.error(`    ${line}`);
  }
  process.exit(1);
}
