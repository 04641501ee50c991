import { readFileSync } from "node:fs";
import path from "node:path";
import { licenceProblems } from "./lint/licences";

/**
 * `npm run lint` runs this: it fails when a production dependency (transitive included, from package-lock.json) is under
 * a licence outside the allow-list of scripts/lint/licences.ts (docs/architecture.md, "Licences").
 */

const lock = JSON.parse(readFileSync(path.join(process.cwd(), "package-lock.json"), "utf8")) as Parameters<typeof licenceProblems>[0];
const problems = licenceProblems(lock);
if (problems.length === 0) {
  console.log("Licences: every production dependency is under an allowed licence.");
} else {
  console.error("Licences: production dependencies outside the allow-list (scripts/lint/licences.ts, docs/architecture.md \"Licences\"):");
  for (const problem of problems) console.error(`  ${problem.name}@${problem.version}: ${problem.licence}`);
  process.exit(1);
}
