import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/platform/db";
import { getUsage, type Actor } from "@/lib/domain/limits/usage";
import { FREE_DAILY_LIMITS } from "@/lib/domain/plans";
import { AREA_MESSAGES } from "@/tools/area-converter/logic/area";
import { areaWorkspace, bulkConvertArea, convertArea } from "@/tools/area-converter/server/area-service";
import { createCustomUnit, deleteCustomUnit, listCustomUnits } from "@/tools/area-converter/server/custom-units";
import { CUSTOM_UNIT_MESSAGES, MAX_CUSTOM_UNITS } from "@/tools/area-converter/logic/custom-unit-rules";
import { clearHistory, HISTORY_LIMIT, listHistory } from "@/tools/area-converter/server/history";
import { failureOf } from "../support/failure";
import { createUser, createVisitor, uniqueIp } from "../support/factories";
import { LimitReachedError, NotSignedInError } from "@/lib/platform/errors";

async function visitorActor(): Promise<Actor> {
  const visitor = await createVisitor();
  return { visitorId: visitor.id, ip: uniqueIp() };
}

async function userActor(plan: "free" | "basic" | "premium" = "free") {
  const user = await createUser({ plan, status: "active" });
  return { user, actor: { userId: user.id, ip: uniqueIp() } as Actor };
}

describe("area conversion on the server", () => {
  it("converts exactly and returns the quick reference", async () => {
    const { conversion, usage } = await convertArea(await visitorActor(), { value: "5", from: "ac", to: "ft2" });
    expect(conversion).toMatchObject({
      value: "5",
      result: "217800",
      exact: true,
      from: { id: "ac", symbol: "ac", name: "Acres" },
      to: { id: "ft2", symbol: "ft²" },
      quickReference: { conversion: "5 ac = 217800 ft²", forward: "1 ac = 43560 ft²", backward: "1 ft² ≈ 0.0000229568 ac" },
      historyEntry: null,
    });
    expect(usage).toEqual({ used: 1, limit: FREE_DAILY_LIMITS.area });
  });

  it("allows 50 conversions a day, refuses the 51st with the spec's toast and counts nothing invalid", async () => {
    const actor = await visitorActor();
    // Invalid input is refused before the limit is looked at: nothing counted.
    for (const value of ["", "abc", "NaN", "Infinity", "-3", "1e400"]) {
      const failure = await failureOf(convertArea(actor, { value, from: "m2", to: "ft2" }));
      expect(failure.code, value).toBe("validation");
    }
    expect(await failureOf(convertArea(actor, { value: "abc", from: "m2", to: "ft2" }))).toMatchObject({ title: "Error", error: AREA_MESSAGES.invalid });
    expect(await failureOf(convertArea(actor, { value: "-3", from: "m2", to: "ft2" }))).toMatchObject({ error: AREA_MESSAGES.negative });
    expect(await failureOf(convertArea(actor, { value: "1", from: "m2", to: "parsec2" }))).toMatchObject({ code: "validation" });
    expect(await failureOf(convertArea(actor, { value: 1, from: 7, to: "ft2" }))).toMatchObject({ code: "validation" });
    expect((await getUsage(actor)).area.used).toBe(0);

    for (let i = 1; i <= FREE_DAILY_LIMITS.area; i++) {
      const { usage } = await convertArea(actor, { value: String(i), from: "m2", to: "ft2" });
      expect(usage.used).toBe(i);
    }
    const refused = convertArea(actor, { value: "1", from: "m2", to: "ft2" });
    await expect(refused).rejects.toBeInstanceOf(LimitReachedError);
    expect(await failureOf(convertArea(actor, { value: "1", from: "m2", to: "ft2" }))).toMatchObject({
      code: "limit",
      title: "Free limit reached",
      error: "Upgrade to Pro for unlimited area conversions",
      usage: { used: FREE_DAILY_LIMITS.area, limit: FREE_DAILY_LIMITS.area },
    });
    expect((await getUsage(actor)).area.used).toBe(FREE_DAILY_LIMITS.area);
  });

  it("caps a signed-in free account and records no history for it", async () => {
    const { user, actor } = await userActor("free");
    for (let i = 0; i < FREE_DAILY_LIMITS.area; i++) await convertArea(actor, { value: "1", from: "ha", to: "ac" });
    await expect(convertArea(actor, { value: "1", from: "ha", to: "ac" })).rejects.toBeInstanceOf(LimitReachedError);
    expect(await prisma.conversion.count({ where: { userId: user.id } })).toBe(0);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).conversionsDone).toBe(FREE_DAILY_LIMITS.area);
  });
});

describe("conversion history (Basic and above)", () => {
  it("records each conversion in the counting transaction, per account, newest first", async () => {
    const { user, actor } = await userActor("basic");
    const other = await userActor("premium");
    const first = await convertArea(actor, { value: "2.5", from: "ac", to: "ft2" });
    expect(first.usage.limit).toBeNull();
    expect(first.conversion.historyEntry).toMatchObject({ value: "2.5", fromSymbol: "ac", toSymbol: "ft²", fromId: "ac", toId: "ft2", result: "108900" });
    await convertArea(actor, { value: "1", from: "mi2", to: "ac" });
    await convertArea(other.actor, { value: "1", from: "ha", to: "m2" });

    const history = await listHistory(user.id);
    expect(history.map((h) => `${h.value} ${h.fromSymbol} = ${h.result} ${h.toSymbol}`)).toEqual(["1 mi² = 640 ac", "2.5 ac = 108900 ft²"]);
    expect((await listHistory(other.user.id)).map((h) => h.result)).toEqual(["10000"]);
  });

  it("keeps only the newest 100 entries", async () => {
    const { user, actor } = await userActor("basic");
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) await convertArea(actor, { value: String(i), from: "m2", to: "a" });
    expect(await prisma.conversion.count({ where: { userId: user.id } })).toBe(HISTORY_LIMIT);
    const history = await listHistory(user.id);
    expect(history[0]?.value).toBe(String(HISTORY_LIMIT + 5));
    expect(history.at(-1)?.value).toBe("6");
  });

  it("clears one account's history only", async () => {
    const a = await userActor("basic");
    const b = await userActor("basic");
    await convertArea(a.actor, { value: "1", from: "m2", to: "ft2" });
    await convertArea(b.actor, { value: "1", from: "m2", to: "ft2" });
    expect(await clearHistory(a.user.id)).toBe(1);
    expect(await listHistory(a.user.id)).toEqual([]);
    expect(await listHistory(b.user.id)).toHaveLength(1);
  });

  it("shows history in the workspace only to plans that include it", async () => {
    const { user, actor } = await userActor("basic");
    await convertArea(actor, { value: "1", from: "m2", to: "ft2" });
    expect((await areaWorkspace(user.id)).history).toHaveLength(1);
    await prisma.user.update({ where: { id: user.id }, data: { status: "canceled" } });
    const downgraded = await areaWorkspace(user.id);
    expect(downgraded.entitlements).toMatchObject({ plan: "free", history: false, customUnits: false, bulk: false });
    expect(downgraded.history).toEqual([]);
    expect(await areaWorkspace(null)).toMatchObject({ entitlements: { signedIn: false }, customUnits: [], history: [] });
  });
});

describe("custom units (Basic and above)", () => {
  it("creates a unit and converts with it exactly like a built-in one", async () => {
    const { user, actor } = await userActor("basic");
    const bigha = await createCustomUnit(user.id, { name: "Bigha (Assam)", symbol: "bigha", factor: "1337.8" });
    expect(bigha).toMatchObject({ name: "Bigha (Assam)", symbol: "bigha", factorText: "1337.8" });
    expect(bigha.id).toMatch(/^custom:/);

    const { conversion } = await convertArea(actor, { value: "3", from: bigha.id, to: "m2" });
    expect(conversion.result).toBe("4013.4");
    expect(conversion.quickReference.forward).toBe("1 bigha = 1337.8 m²");
    const back = await convertArea(actor, { value: "4013.4", from: "m2", to: bigha.id });
    expect(back.conversion.result).toBe("3");

    // The history keeps the symbol, even after the unit is deleted.
    await deleteCustomUnit(user.id, bigha.id);
    expect(await listCustomUnits(user.id)).toEqual([]);
    const history = await listHistory(user.id);
    expect(history[1]).toMatchObject({ fromSymbol: "bigha", fromId: null, toSymbol: "m²", result: "4013.4" });
    expect(await failureOf(convertArea(actor, { value: "1", from: bigha.id, to: "m2" }))).toMatchObject({
      code: "validation",
      error: CUSTOM_UNIT_MESSAGES.notFound,
    });
  });

  it("validates name, symbol and factor", async () => {
    const { user } = await userActor("basic");
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "Zero", symbol: "z", factor: "0" }, CUSTOM_UNIT_MESSAGES.factorNotPositive],
      [{ name: "Negative", symbol: "n", factor: "-4" }, CUSTOM_UNIT_MESSAGES.factorNotPositive],
      [{ name: "Huge", symbol: "h", factor: "1e16" }, CUSTOM_UNIT_MESSAGES.factorRange],
      [{ name: "Absurd", symbol: "ab", factor: "1e999999" }, CUSTOM_UNIT_MESSAGES.factorRange],
      [{ name: "Tiny", symbol: "t", factor: "1e-13" }, CUSTOM_UNIT_MESSAGES.factorRange],
      [{ name: "Word", symbol: "w", factor: "lots" }, CUSTOM_UNIT_MESSAGES.factorInvalid],
      [{ name: "NaN", symbol: "nn", factor: Number.NaN }, CUSTOM_UNIT_MESSAGES.factorInvalid],
      [{ name: "Infinite", symbol: "inf", factor: "Infinity" }, CUSTOM_UNIT_MESSAGES.factorInvalid],
      [{ name: "", symbol: "e", factor: "1" }, "Please enter a name for the unit"],
      [{ name: "=HYPERLINK(1)", symbol: "x", factor: "1" }, "The name can't start with = + - @ or contain control characters"],
      [{ name: "No symbol", symbol: "  ", factor: "1" }, "Please enter a symbol"],
      [{ name: "Long symbol", symbol: "abcdefghijklm", factor: "1" }, "Please keep the symbol to 12 characters or fewer"],
      [{ name: "Odd symbol", symbol: "<b>", factor: "1" }, "Use letters, digits, ², ³, spaces and . ' / _ - in the symbol"],
    ];
    for (const [input, message] of cases) {
      expect(await failureOf(createCustomUnit(user.id, input)), JSON.stringify(input)).toMatchObject({ code: "validation", error: message });
    }
    expect(await listCustomUnits(user.id)).toEqual([]);
  });

  it("refuses symbols of built-in units and duplicates, however they are written", async () => {
    const { user } = await userActor("premium");
    for (const symbol of ["ft²", "FT2", "ft 2", "ac", "Ha", "m2", "fur²"]) {
      expect(await failureOf(createCustomUnit(user.id, { name: "Clash", symbol, factor: "1" })), symbol).toMatchObject({ code: "conflict" });
    }
    await createCustomUnit(user.id, { name: "Tsubo", symbol: "tsubo", factor: "3.305785" });
    expect(await failureOf(createCustomUnit(user.id, { name: "Tsubo again", symbol: "TSUBO", factor: "3.3" }))).toMatchObject({
      code: "conflict",
      error: "You already have a unit with the symbol “TSUBO”.",
    });
    // Another account may use the same symbol.
    const other = await userActor("basic");
    await expect(createCustomUnit(other.user.id, { name: "Tsubo", symbol: "tsubo", factor: "3.305785" })).resolves.toMatchObject({ symbol: "tsubo" });
  });

  it("lets only one of several concurrent creations of a symbol win", async () => {
    const { user } = await userActor("basic");
    const results = await Promise.allSettled(
      ["kanal", "Kanal", "KANAL", "kanal", "ka nal"].map((symbol) => createCustomUnit(user.id, { name: "Kanal", symbol, factor: "505.857" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.customUnit.count({ where: { userId: user.id } })).toBe(1);
  });

  it(`keeps at most ${MAX_CUSTOM_UNITS} units per account`, async () => {
    const { user } = await userActor("basic");
    await prisma.customUnit.createMany({
      data: Array.from({ length: MAX_CUSTOM_UNITS }, (_, i) => ({ userId: user.id, name: `Unit ${i}`, symbol: `u${i}`, factor: i + 1 })),
    });
    expect(await failureOf(createCustomUnit(user.id, { name: "One more", symbol: "more", factor: "1" }))).toMatchObject({
      error: CUSTOM_UNIT_MESSAGES.tooMany,
    });
  });

  it("keeps each account's units to itself", async () => {
    const owner = await userActor("basic");
    const stranger = await userActor("basic");
    const unit = await createCustomUnit(owner.user.id, { name: "Plot", symbol: "plot", factor: "250" });
    expect(await listCustomUnits(stranger.user.id)).toEqual([]);
    expect(await failureOf(convertArea(stranger.actor, { value: "1", from: unit.id, to: "m2" }))).toMatchObject({ error: CUSTOM_UNIT_MESSAGES.notFound });
    expect(await failureOf(deleteCustomUnit(stranger.user.id, unit.id))).toMatchObject({ code: "not_found" });
    expect(await listCustomUnits(owner.user.id)).toHaveLength(1);
    expect((await getUsage(stranger.actor)).area.used).toBe(0);
  });
});

describe("bulk conversion (Premium)", () => {
  it("converts the good lines, lists the bad ones with line numbers and counts one use", async () => {
    const { actor } = await userActor("premium");
    const text = ["1", "abc", "", "2.5", "-4", "1,234", "1e999", "0.5"].join("\n");
    const { bulk, usage } = await bulkConvertArea(actor, { text, from: "ac", to: "ft2" });
    expect(usage).toEqual({ used: 1, limit: null });
    expect(bulk.rows).toEqual([
      { line: 1, value: "1", results: ["43560"] },
      { line: 4, value: "2.5", results: ["108900"] },
      { line: 6, value: "1234", results: ["53753040"] },
      { line: 8, value: "0.5", results: ["21780"] },
    ]);
    expect(bulk.errors).toEqual([
      { line: 2, text: "abc", error: AREA_MESSAGES.invalid },
      { line: 5, text: "-4", error: AREA_MESSAGES.negative },
      { line: 7, text: "1e999", error: AREA_MESSAGES.tooLarge },
    ]);
    expect(bulk.csv).toBe("\uFEFFLine,Value (ac),Square Feet (ft²)\r\n1,1,43560\r\n4,2.5,108900\r\n6,1234,53753040\r\n8,0.5,21780\r\n");
  });

  it("reads a CSV column by header name and converts to all units, custom ones included", async () => {
    const { user, actor } = await userActor("premium");
    await createCustomUnit(user.id, { name: "Tsubo", symbol: "tsubo", factor: "3.305785" });
    const csv = ['plot;area;note', 'A;"10000";ok', "B;n/a;missing", "C;20000"].join("\n");
    const { bulk } = await bulkConvertArea(actor, { text: csv, from: "m2", to: "all", column: "Area", hasHeader: true });
    expect(bulk.targets.map((t) => t.symbol)).toEqual(["km²", "cm²", "mm²", "ha", "a", "ft²", "yd²", "in²", "mi²", "ac", "rd²", "ch²", "fur²", "tsubo"]);
    expect(bulk.rows.map((r) => [r.line, r.results[3], r.results[9]])).toEqual([
      [2, "1", "2.471054"],
      [4, "2", "4.942108"],
    ]);
    expect(bulk.errors).toEqual([{ line: 3, text: "n/a", error: AREA_MESSAGES.invalid }]);
  });

  it("counts nothing when no line converts", async () => {
    const { actor } = await userActor("premium");
    expect(await failureOf(bulkConvertArea(actor, { text: "x\ny", from: "m2", to: "ft2" }))).toMatchObject({
      code: "validation",
      error: "No line holds a valid number (line 1: Please enter a valid number).",
    });
    expect((await getUsage(actor)).area.used).toBe(0);
  });

  it("refuses more than 1000 values", async () => {
    const { actor } = await userActor("premium");
    const text = Array.from({ length: 1001 }, (_, i) => String(i)).join("\n");
    expect(await failureOf(bulkConvertArea(actor, { text, from: "m2", to: "ft2" }))).toMatchObject({
      error: "Bulk conversion takes up to 1,000 values at a time; this list has 1,001.",
    });
  });
});

describe("forged Pro requests", () => {
  it("refuses paid features to free accounts with a 403-style error and counts nothing", async () => {
    const { user, actor } = await userActor("free");
    const forbidden = { code: "forbidden", title: "Upgrade required" };
    expect(await failureOf(createCustomUnit(user.id, { name: "Bigha", symbol: "bigha", factor: "1337.8" }))).toMatchObject({
      ...forbidden,
      error: "Custom units are part of the Basic plan and above. Upgrade to define your own units.",
    });
    expect(await failureOf(bulkConvertArea(actor, { text: "1\n2", from: "m2", to: "ft2" }))).toMatchObject({
      ...forbidden,
      error: "Bulk conversion is part of the Premium plan and above. Upgrade to convert many values at once.",
    });
    // A unit kept from a past subscription cannot be used on the free plan.
    const kept = await prisma.customUnit.create({ data: { userId: user.id, name: "Kept", symbol: "kept", factor: 2 } });
    expect(await failureOf(convertArea(actor, { value: "1", from: `custom:${kept.id}`, to: "m2" }))).toMatchObject(forbidden);
    expect((await getUsage(actor)).area.used).toBe(0);
    expect(await prisma.customUnit.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses bulk conversion to Basic and to anonymous visitors", async () => {
    const basic = await userActor("basic");
    expect(await failureOf(bulkConvertArea(basic.actor, { text: "1", from: "m2", to: "ft2" }))).toMatchObject({ code: "forbidden" });
    await expect(bulkConvertArea(await visitorActor(), { text: "1", from: "m2", to: "ft2" })).rejects.toBeInstanceOf(NotSignedInError);
    const anonymous = await visitorActor();
    const failure = await failureOf(convertArea(anonymous, { value: "1", from: "custom:00000000-0000-0000-0000-000000000000", to: "m2" }));
    expect(failure).toMatchObject({ code: "forbidden" });
    expect((await getUsage(anonymous)).area.used).toBe(0);
  });
});
