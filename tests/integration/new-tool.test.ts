import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run new-tool` for real, in a scratch copy of the repository: what it writes must pass the catalogue-wide unit
 * tests, its own tests, lint and the type check, so that adding a tool is its folder, its registry line and its route
 * file. The one failure it must produce is the guard against unwritten page words (its content starts as "TODO:" lines).
 */

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");
/** Not sources: dependencies (linked instead), build output, local data, git. */
const NOT_COPIED = new Set(["node_modules", ".next", ".git", ".data", "test-results", "playwright-report", "tsconfig.tsbuildinfo"]);

const ID = "word-tally";
const ROUTE_FILE = `app/(site)/${ID}/page.tsx`;
const TODO_GUARD = "has its page words written: no TODO left from the scaffold";

let copy = "";
let printed = "";

function bin(name: string) {
  return path.join(copy, "node_modules/.bin", name);
}

/** Runs a command in the copy; its output, and the exit code (0 when it succeeded). */
async function inCopy(command: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: copy, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : 1, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), "utilify-new-tool-"));
  cpSync(repo, copy, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.relative(repo, source).split(path.sep)[0]!),
  });
  symlinkSync(path.join(repo, "node_modules"), path.join(copy, "node_modules"), "dir");
  const scaffold = await inCopy(bin("tsx"), ["scripts/new-tool.ts", ID, "--category", "utilities"]);
  expect(scaffold.output).not.toMatch(/new-tool:/);
  expect(scaffold.code).toBe(0);
  printed = scaffold.output;
}, 120_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("npm run new-tool", () => {
  it("writes a tool that passes the catalogue and registry tests, its own tests, lint and the type check", async () => {
    const catalogueTests = readdirSync(path.join(copy, "tools")).filter((f) => f.endsWith(".test.ts")).map((f) => `tools/${f}`);
    const report = path.join(copy, "vitest-report.json");
    const [unit, lint, types] = await Promise.all([
      // Beside lint and the type check, a test that imports a whole tool page may need more than Vitest's default time.
      inCopy(bin("vitest"), ["run", "--project", "unit", ...catalogueTests, `tools/${ID}/`, "--testTimeout=120000", "--reporter=json", `--outputFile=${report}`]),
      inCopy(bin("eslint"), ["--max-warnings=0", `tools/${ID}`, ROUTE_FILE, "tools/registry.ts"]),
      inCopy(bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]),
    ]);

    expect(existsSync(report), unit.output).toBe(true);
    const results = JSON.parse(readFileSync(report, "utf8")) as {
      numTotalTests: number;
      testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
    };
    const ran = results.testResults.map((f) => path.relative(copy, f.name)).sort();
    expect(ran).toEqual([...catalogueTests, `tools/${ID}/logic/${ID}.test.ts`].sort());
    const failed = results.testResults.flatMap((f) =>
      f.assertionResults.filter((a) => a.status !== "passed").map((a) => `${a.fullName}: ${a.failureMessages[0]?.split("\n")[0] ?? a.status}`),
    );
    // The new tool is in every per-tool check of the registry, and its content is still to be written.
    expect(failed).toEqual([expect.stringContaining(` ${ID} ${TODO_GUARD}: `)]);
    expect(results.testResults.flatMap((f) => f.assertionResults).filter((a) => a.fullName.includes(` ${ID} `)).length).toBeGreaterThan(1);

    expect(lint.output).toBe("");
    expect(lint.code).toBe(0);
    expect(types.output).toBe("");
    expect(types.code).toBe(0);
  }, 600_000);

  it("derives keywords from the name and prints what it made and what is left, with the typing case to add", () => {
    const definition = readFileSync(path.join(copy, `tools/${ID}/definition.ts`), "utf8");
    expect(definition).toContain(`keywords: ["word tally","word","tally"]`);
    expect(definition).toContain(`icon: "Wrench"`);
    expect(readFileSync(path.join(copy, "tools/registry.ts"), "utf8")).toContain(`import wordTally from "./word-tally";`);
    for (const file of [`tools/${ID}/definition.ts`, `tools/${ID}/content.ts`, `tools/${ID}/ui/${ID}.tsx`, `tools/${ID}/e2e/${ID}.spec.ts`, ROUTE_FILE]) {
      expect(printed).toContain(`+ ${file}`);
    }
    expect(printed).toContain("e2e/support/typing-cases.ts");
    expect(printed).toContain(`tool: "${ID}",`);
    expect(printed).toContain(`npx vitest run tools/${ID}`);
  });

  it("refuses an icon components/icons.tsx does not map, a bad id, no keywords and a taken route, before writing anything", async () => {
    const unmapped = await inCopy(bin("tsx"), ["scripts/new-tool.ts", "icon-probe", "--category", "utilities", "--icon", "Anchor"]);
    expect(unmapped.code).toBe(1);
    expect(unmapped.output).toContain("--icon Anchor is a lucide icon, but components/icons.tsx does not map it");
    expect(unmapped.output).toContain("Wrench");
    const unknown = await inCopy(bin("tsx"), ["scripts/new-tool.ts", "icon-probe", "--category", "utilities", "--icon", "wrench"]);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain(`--icon "wrench" is not a lucide icon name (did you mean Wrench?)`);
    const badId = await inCopy(bin("tsx"), ["scripts/new-tool.ts", "Icon_Probe", "--category", "utilities"]);
    expect(badId.code).toBe(1);
    expect(badId.output).toContain("is not a kebab-case id");
    const noKeywords = await inCopy(bin("tsx"), ["scripts/new-tool.ts", "icon-probe", "--category", "utilities", "--keywords", " , "]);
    expect(noKeywords.code).toBe(1);
    expect(noKeywords.output).toContain("--keywords needs at least one word");
    expect(readdirSync(path.join(copy, "tools"))).not.toContain("icon-probe");
    expect(readdirSync(path.join(copy, "app/(site)"))).not.toContain("icon-probe");
    // A site page already holds the route: the tool folder is not started either.
    const taken = await inCopy(bin("tsx"), ["scripts/new-tool.ts", "landing", "--category", "utilities"]);
    expect(taken.code).toBe(1);
    expect(taken.output).toContain("app/(site)/landing exists already");
    expect(readdirSync(path.join(copy, "tools"))).not.toContain("landing");
  }, 60_000);
});
