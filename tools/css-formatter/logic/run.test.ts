import { describe, expect, it } from "vitest";
import { runFormat } from "./run";

/** The CSS Formatter's page logic (the formatter itself is tested in lib/engines/css/css.test.ts). */
describe("runFormat", () => {
  it("shows nothing for empty input", () => {
    expect(runFormat("  \n", { indent: "2", sort: false })).toEqual({ state: "empty" });
  });

  it("refuses broken CSS with line:column, formatting nothing", () => {
    expect(runFormat(".a{color:red", { indent: "2", sort: false })).toEqual({
      state: "error",
      problem: { message: "Unclosed block: this { has no matching }", line: 1, column: 1 },
    });
  });

  it("formats, counts and hints at duplicates", () => {
    const run = runFormat(".a{color:red;color:blue}@media (min-width:600px){.c{x:y}}", { indent: "2", sort: false });
    expect(run).toEqual({
      state: "ok",
      output: ".a {\n  color: red;\n  color: blue;\n}\n@media (min-width: 600px) {\n  .c {\n    x: y;\n  }\n}\n",
      duplicates: [{ property: "color", selector: ".a", lines: [1, 1] }],
      rules: 2,
      declarations: 3,
    });
  });
});
