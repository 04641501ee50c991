import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README and docs/ name files and folders of the repository; a name that no longer exists sends a newcomer
 * nowhere. Every path they name (in backticks or as a link) must exist. Names with placeholders (`tools/<id>/`,
 * `/links/{id}`, globs) are patterns, not paths, and are left alone; so are URL paths of the site (`/account`).
 */

const root = path.resolve(import.meta.dirname, "..");
const TOP = ["app", "components", "lib", "tools", "ops", "prisma", "scripts", "tests", "e2e", "docs", "public", "types", ".ci"];
const ROOT_FILES = /^(server|proxy|next\.config|playwright\.config|vitest\.config|prisma\.config|eslint\.config)\.(ts|mjs)$|^\.env\.example$|^package\.json$/;

function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) found.add(code!);
  for (const [, link] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) found.add(link!);
  return [...found]
    .map((name) => name.replace(/[.,:;]+$/, "").replace(/:\d+(-\d+)?$/, ""))
    .filter((name) => !/[<>{}*…|$]/.test(name) && !/^https?:/.test(name))
    .filter((name) => TOP.some((top) => name === top || name.startsWith(`${top}/`)) || ROOT_FILES.test(name) || name.startsWith("../") || /^[\w-]+(\/[\w.-]+)*\.md$/.test(name));
}

const documents = ["README.md", ...readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

describe("paths named in the README and docs/", () => {
  for (const document of documents) {
    it(`${document} names only paths that exist`, () => {
      const text = readFileSync(path.join(root, document), "utf8");
      const missing = namedPaths(text).filter((name) => {
        // Links are relative to the document; code names are relative to the repository's root.
        // A module may be named without its extension (`lib/domain/plans/entitlements`).
        const candidates = [path.resolve(root, name), path.resolve(root, path.dirname(document), name)];
        return !candidates.some((file) => ["", ".ts", ".tsx"].some((extension) => existsSync(file + extension)));
      });
      expect(missing).toEqual([]);
    });
  }
});
