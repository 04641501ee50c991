import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Math.random is not a CSPRNG and cannot be seeded: product code draws from lib/engines/random (cryptoSource for secrets,
 * seededSource for reproducible text). This scans every source file the site ships (app/, components/, lib/, tools/,
 * server.ts, proxy.ts), leaving out tests and e2e specs, which may use it for throwaway names.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const SHIPPED = ["app", "components", "lib", "tools", "ops"];
const PATTERN = /\bMath\s*\.\s*random\b|\bMath\s*\[\s*["'`]random["'`]\s*\]/;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "generated" || entry.name === "e2e" || entry.name === "node_modules") continue;
      out.push(...sources(full));
    } else if (/\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && !/\.(test|spec)\.[a-z]+$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe("no Math.random in shipped code", () => {
  it("the pattern catches the spellings we know of", () => {
    for (const text of ["Math.random()", "Math .random()", "Math['random']()", "const r = Math.random"]) expect(PATTERN.test(text), text).toBe(true);
    expect(PATTERN.test("crypto.getRandomValues(buffer)")).toBe(false);
  });

  it("no file under app/, components/, lib/, tools/ or ops/ (tests aside), nor server.ts or proxy.ts, calls it", () => {
    const files = [...SHIPPED.flatMap((dir) => sources(path.join(ROOT, dir))), path.join(ROOT, "server.ts"), path.join(ROOT, "proxy.ts")];
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => PATTERN.test(readFileSync(file, "utf8"))).map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
