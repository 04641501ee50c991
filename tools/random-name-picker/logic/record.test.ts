import { describe, expect, it } from "vitest";
import { commit, formatRecord, toRecord, verifyRecord } from "@/lib/engines/random/draw-record";
import { parseNames } from "./names";
import { rerun, TOOL_ID } from "./record";

describe("the name picker's draw record", () => {
  it("verifies a record, and catches a changed winner", async () => {
    const parsed = parseNames("Ada\nGrace x2\nAlan\nKatherine");
    if ("error" in parsed) throw new Error();
    const inputs = { entries: parsed.entries, winners: 2 };
    const c = await commit(TOOL_ID, inputs, "0123456789abcdef0123456789abcdef");
    const result = rerun(inputs, c.seed);
    if (!Array.isArray(result)) throw new Error();
    expect(result).toHaveLength(2);
    const text = formatRecord(toRecord(c, result));
    expect((await verifyRecord(text, TOOL_ID, rerun)).ok).toBe(true);
    const other = parsed.entries.map((e) => e.name).find((n) => !result.includes(n))!;
    const changed = JSON.stringify({ ...JSON.parse(text), result: [other, result[1]] });
    expect(await verifyRecord(changed, TOOL_ID, rerun)).toMatchObject({ ok: false, error: "Running the draw again on this seed gives a different result: the result was changed." });
    expect(rerun({ entries: parsed.entries, winners: 9 }, "x")).toEqual({ error: "You asked for 9 winners but have 4 names." });
  });
});
