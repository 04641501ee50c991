import { describe, expect, it } from "vitest";
import { commit, formatRecord, toRecord, verifyRecord } from "@/lib/engines/random/draw-record";
import { seededSource } from "@/lib/engines/random/seeded";
import { draw, rerun, TOOL_ID, type DrawInputs } from "./draw";

const inputs: DrawInputs = { mode: "numbers", settings: { min: "1", max: "500", places: 0, count: "3", unique: true, sort: "none", exclude: "" } };

async function record(seed = "0123456789abcdef0123456789abcdef") {
  const c = await commit(TOOL_ID, inputs, seed, new Date("2026-11-24T09:00:00Z"));
  const outcome = draw(inputs, seededSource(c.seed));
  if (!("result" in outcome)) throw new Error();
  return toRecord(c, outcome.result, new Date("2026-11-24T10:00:00Z"));
}

describe("the draw record", () => {
  it("commits to SHA-256 of the seed (reference: SHA-256 of 'abc')", async () => {
    const c = await commit(TOOL_ID, inputs, "abc");
    expect(c.seedSha256).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("a record verifies: same seed, same inputs, same result", async () => {
    const text = formatRecord(await record());
    const verified = await verifyRecord(text, TOOL_ID, rerun);
    expect(verified.ok).toBe(true);
  });

  it.each([
    ["the result", (r: Record<string, unknown>) => ({ ...r, result: ["1", "2", "3"] }), "Running the draw again on this seed gives a different result: the result was changed."],
    ["the seed", (r: Record<string, unknown>) => ({ ...r, seed: "fedcba9876543210fedcba9876543210" }), "The seed does not match its SHA-256 commitment: the seed was changed after it was committed."],
    ["the inputs", (r: Record<string, unknown>) => ({ ...r, inputs: { ...inputs, settings: { ...inputs.settings, max: "5000" } } }), "The inputs do not match their SHA-256: they were changed after the commitment."],
    ["the dates", (r: Record<string, unknown>) => ({ ...r, drawnAt: "2026-11-23T10:00:00.000Z" }), "The draw is dated before its commitment."],
    ["the tool", (r: Record<string, unknown>) => ({ ...r, tool: "random-name-picker" }), "This record is from another tool (random-name-picker); check it there."],
    ["a field", (r: Record<string, unknown>) => ({ ...r, seedSha256: "xyz" }), "That record is incomplete or altered: check the “seedSha256” field."],
  ])("a changed record fails on %s", async (_, change, message) => {
    const changed = change(JSON.parse(formatRecord(await record())) as Record<string, unknown>);
    const verified = await verifyRecord(JSON.stringify(changed), TOOL_ID, rerun);
    expect(verified).toMatchObject({ ok: false, error: message });
  });

  it("says what is wrong with text that is not a record", async () => {
    expect(await verifyRecord("", TOOL_ID, rerun)).toEqual({ ok: false, error: "Paste a draw record first." });
    expect(await verifyRecord("{nope", TOOL_ID, rerun)).toEqual({ ok: false, error: "That is not a draw record: it should be the JSON text the tool gave you, pasted whole." });
  });

  it("every tab's draw can be run again from its inputs", () => {
    const all: DrawInputs[] = [
      inputs,
      { mode: "dice", settings: { notation: "4d6kh3", rolls: "6" } },
      { mode: "coin", settings: { count: "10" } },
      { mode: "yes-no", settings: { count: "1" } },
      { mode: "list", settings: { items: "Ann\nBo\nCy", action: "shuffle", count: "1" } },
      { mode: "dates", settings: { from: "2026-01-01", to: "2026-12-31", count: "5", unique: true, weekdaysOnly: false, sort: "asc" } },
    ];
    for (const i of all) {
      const first = rerun(JSON.parse(JSON.stringify(i)), "seed");
      expect(Array.isArray(first), i.mode).toBe(true);
      expect(rerun(i, "seed")).toEqual(first);
    }
    expect(rerun({ mode: "cards" }, "seed")).toEqual({ error: "the inputs are not those of a Random Generator draw." });
  });
});
