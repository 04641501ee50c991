import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { licenceAllowed, licenceProblems } from "./licences";

const allowMit = (id: string) => id === "MIT" || id === "Apache-2.0";

describe("licence check", () => {
  it("passes the project's own lockfile: every production dependency is under an allowed licence", () => {
    const lock = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package-lock.json"), "utf8")) as Parameters<typeof licenceProblems>[0];
    expect(licenceProblems(lock)).toEqual([]);
  });

  it("fails on a production package under a copyleft or missing licence, transitive or not, and ignores dev-only ones", () => {
    const lock = {
      packages: {
        "": { license: "UNLICENSED" },
        "node_modules/ua-parser-js": { version: "2.0.10", license: "AGPL-3.0-or-later" },
        "node_modules/a/node_modules/nested": { version: "1.0.0", license: "GPL-2.0" },
        "node_modules/no-licence": { version: "0.1.0" },
        "node_modules/@img/sharp-libvips-linux-x64": { version: "1.2.0", license: "LGPL-3.0-or-later" },
        "node_modules/lgpl-elsewhere": { version: "1.0.0", license: "LGPL-3.0-or-later" },
        "node_modules/test-only": { version: "1.0.0", license: "AGPL-3.0", dev: true },
        "node_modules/fine": { version: "1.0.0", license: "(MIT OR GPL-3.0)" },
        "node_modules/font": { version: "1.0.0", license: "SIL OPEN FONT LICENSE" },
      },
    };
    expect(licenceProblems(lock).map((problem) => problem.name)).toEqual(["ua-parser-js", "nested", "no-licence", "lgpl-elsewhere"]);
  });

  it("reads SPDX expressions: OR needs one allowed side, AND needs all, WITH keeps its base, case of operators ignored", () => {
    expect(licenceAllowed("MIT", allowMit)).toBe(true);
    expect(licenceAllowed("(MIT OR GPL-3.0)", allowMit)).toBe(true);
    expect(licenceAllowed("GPL-3.0 OR MIT", allowMit)).toBe(true);
    expect(licenceAllowed("MIT AND GPL-3.0", allowMit)).toBe(false);
    expect(licenceAllowed("MIT and Apache-2.0", allowMit)).toBe(true);
    expect(licenceAllowed("(MIT AND (Apache-2.0 OR GPL-2.0))", allowMit)).toBe(true);
    expect(licenceAllowed("Apache-2.0 WITH LLVM-exception", allowMit)).toBe(true);
    expect(licenceAllowed("GPL-2.0 WITH Classpath-exception-2.0", allowMit)).toBe(false);
    expect(licenceAllowed("", allowMit)).toBe(false);
    expect(licenceAllowed("SEE LICENSE IN LICENSE.txt", allowMit)).toBe(false);
  });
});
