import { describe, expect, it } from "vitest";
import { GUARD_NAME, guardLoops } from "./loop-guard";

/** Runs guarded code with a guard that throws after `budget` calls, returning what the code returned. */
function run(code: string, budget = 10_000): unknown {
  let calls = 0;
  const guard = (where: string) => {
    if (++calls > budget) throw new RangeError(`stopped at ${where}`);
  };
  const result = guardLoops(code);
  if (!result.ok) throw new Error(result.error);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the instrumented code it just made
  return new Function(GUARD_NAME, `var out;${result.code}\n;return out;`)(guard);
}

describe("guardLoops", () => {
  it.each([
    ["while (true) {}", "script, line 1"],
    ["for (;;);", "script, line 1"],
    ["do {} while (1)", "script, line 1"],
    ["let i = 0;\nwhile (i >= 0) i++;", "script, line 2"],
    ["const a = [1];\nfor (const x of a) a.push(x);", "script, line 2"],
    ["outer: for (;;) { for (;;) { continue outer; } }", "script, line 1"],
    ["if (false) {} else for (;;) {}", "script, line 1"],
    ["const f = () => { for (;;) {} };\nf();", "script, line 1"],
  ])("stops the endless loop in %j", (code, where) => {
    expect(() => run(code)).toThrow(`stopped at ${where}`);
  });

  it.each([
    ["let s = 0; for (let i = 1; i <= 100; i++) s += i; out = s;", 5050],
    ["let s = ''; for (const k in { a: 1, b: 2 }) s += k; out = s;", "ab"],
    ["let n = 0; do n++; while (n < 5); out = n;", 5],
    ["let n = 0; a: while (true) { while (true) { n++; if (n > 3) break a; continue a; } } out = n;", 4],
    ["let n = 0; for (;;) { if (++n === 7) break; } out = n;", 7],
    ["let n = 0; if (n) n = 9; else for (; n < 3; n++) ; out = n;", 3],
    ["let n = 0; while (n < 2) while (n < 2) n++; out = n;", 2],
  ])("keeps the meaning of %j", (code, expected) => {
    expect(run(code)).toBe(expected);
  });

  it("leaves loops written in strings, comments, regexes and templates alone", () => {
    const code = "const s = 'while (true) {}'; // for (;;) {}\n/* do {} while (1) */ const r = /for(;;)/; const t = `while(1){}`; out = s + r.source + t;";
    const result = guardLoops(code);
    expect(result).toMatchObject({ ok: true, loops: 0, code });
    expect(run(code)).toBe("while (true) {}for(;;)while(1){}");
  });

  it("counts one guard per loop and keeps every line where it was", () => {
    const code = "for (;;) {\n  while (a) b();\n}\ndo x(); while (y)";
    const result = guardLoops(code);
    if (!result.ok) throw new Error(result.error);
    expect(result.loops).toBe(3);
    expect(result.code.split("\n")).toHaveLength(4);
    expect(result.code).toContain(`${GUARD_NAME}("script, line 2")`);
    expect(result.code).toContain(`${GUARD_NAME}("script, line 4")`);
  });

  it("adds the line offset and the file's name (inline scripts of an HTML file)", () => {
    const result = guardLoops("\nwhile (1) {}", "script", { label: "index.html", lineOffset: 10 });
    expect(result.ok && result.code).toContain(`${GUARD_NAME}("index.html, line 12")`);
  });

  it("parses modules when asked (import/export, top-level await)", () => {
    expect(guardLoops("export const a = 1; await 0; for (;;) {}", "module")).toMatchObject({ ok: true, loops: 1 });
    expect(guardLoops("export const a = 1;", "script").ok).toBe(false);
  });

  it.each([
    ["while (true {", 1, 13],
    ["const a = 1;\nconst = 2;", 2, 7],
  ])("reports the syntax error of %j with its line and column", (code, line, column) => {
    const result = guardLoops(code);
    expect(result).toMatchObject({ ok: false, line, column });
    expect(result.ok ? "" : result.error).not.toMatch(/\(\d+:\d+\)/);
  });
});
