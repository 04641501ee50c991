import { describe, expect, it } from "vitest";
import { runMinify } from "./run";

/** The CSS Minifier's page logic (the minifier itself is tested in lib/engines/css/css.test.ts). */
describe("runMinify", () => {
  it("shows nothing for empty input", () => {
    expect(runMinify("")).toEqual({ state: "empty" });
  });

  it("refuses an unclosed block instead of dropping it (csso and lightningcss drop it silently)", () => {
    expect(runMinify(".a { color: red }\n.b { color: blue")).toEqual({
      state: "error",
      problem: { message: "Unclosed block: this { has no matching }", line: 2, column: 1 },
    });
  });

  it("minifies, keeps the licence and lists what it removed", () => {
    expect(runMinify("/*! MIT */\n/* dev note */\n.a { margin: 0px 0px 0px 0px; color: #ff0000 }\n.b {}")).toEqual({
      state: "ok",
      output: "/*! MIT */.a{margin:0;color:red}",
      removed: [
        { line: 2, column: 1, text: "Comment /* dev note */" },
        { line: 4, column: 1, text: "Empty rule .b {}" },
      ],
      keptAsWritten: [],
      licenceComments: 1,
    });
  });
});
