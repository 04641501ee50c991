import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every lib/ and tools/ module that holds a secret or the database is marked `import "server-only"` (docs/architecture.md,
 * "Configuration and server-only code"), so a client component that reaches one fails the build instead of shipping
 * it. Holding one = a value import of the database, the configuration, the server secret, or a secret-bearing client.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SECRET_HOLDERS = ["@/lib/platform/db", "@/lib/platform/db/pool", "@/lib/platform/config/env", "@/lib/platform/config/secret", "stripe", "nodemailer", "@node-rs/argon2"];

function libFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : libFiles(full);
    // Tests and end-to-end specs run in Node beside the app, never in a bundle.
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

/** Specifiers of value imports (`import type …` and `import { type … }`-only lines are not value imports). */
function valueImports(source: string): string[] {
  return [...source.matchAll(/^import (?!type )([^;]*?) from "([^"]+)";/gms)]
    .filter(([, clause]) => !/^\{\s*(type [\w$]+\s*,?\s*)+\}$/.test(clause!.trim()))
    .map(([, , specifier]) => specifier!);
}

describe("server-only", () => {
  it("marks every lib/ and tools/ module that imports the database, the configuration, a secret or a secret-bearing client", () => {
    const unmarked = [...libFiles(path.join(ROOT, "lib")), ...libFiles(path.join(ROOT, "tools"))].filter((file) => {
      if (file === "lib/platform/config/env.ts") return false;
      const source = readFileSync(path.join(ROOT, file), "utf8");
      return valueImports(source).some((s) => SECRET_HOLDERS.includes(s)) && !source.includes('import "server-only";');
    });
    expect(unmarked).toEqual([]);
  });

  it("marks the configuration itself, and keeps the public part client-safe", () => {
    expect(readFileSync(path.join(ROOT, "lib/platform/config/env.ts"), "utf8")).toMatch(/^import "server-only";/);
    expect(readFileSync(path.join(ROOT, "lib/platform/config/env.public.ts"), "utf8")).not.toMatch(/server-only|@\/lib\/zod/);
  });
});
