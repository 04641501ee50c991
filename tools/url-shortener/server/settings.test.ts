import { describe, expect, it } from "vitest";
import { readLinkSettings } from "@/tools/url-shortener/server/settings";
import { SETTINGS_MESSAGES } from "@/tools/url-shortener/logic/link-settings";
import { TARGETING_MESSAGES } from "@/tools/url-shortener/logic/targeting";

/** The settings' own checks that need no database: the expiry (the one check of the API, the forms and the CSV import) and geo's shape. */

const now = new Date("2026-12-01T00:00:00Z");

async function refusal(input: Parameters<typeof readLinkSettings>[0]): Promise<Record<string, string> | undefined> {
  const error = await readLinkSettings(input, null, now).then(
    () => null,
    (e: unknown) => e as { fieldErrors?: Record<string, string> },
  );
  if (!error) throw new Error(`expected a refusal of ${JSON.stringify(input)}`);
  return error.fieldErrors;
}

describe("expiresAt", () => {
  it.each([
    ["2027-06-31T10:00:00Z", '"2027-06-31T10:00:00Z" is not a real date: June 2027 has 30 days.'],
    ["2027-02-30T00:00Z", '"2027-02-30T00:00Z" is not a real date: February 2027 has 28 days.'],
    ["2027-02-29T12:00:00-05:00", '"2027-02-29T12:00:00-05:00" is not a real date: February 2027 has 28 days.'],
    ["2027-04-00T12:00:00Z", '"2027-04-00T12:00:00Z" is not a real date: April 2027 has 30 days.'],
    ["2027-00-10T12:00:00Z", '"2027-00-10T12:00:00Z" is not a real date: months go from 01 to 12.'],
    ["2027-01-01T24:00:00Z", '"2027-01-01T24:00:00Z" is not a real time: use 00:00 to 23:59.'],
    ["2027-01-01T12:60Z", '"2027-01-01T12:60Z" is not a real time: use 00:00 to 23:59.'],
    ["2027-01-01T23:59:60Z", '"2027-01-01T23:59:60Z" is not a real time: use 00:00 to 23:59.'],
    ["2027-01-01T12:00:00+02:60", '"2027-01-01T12:00:00+02:60" has a time zone that does not exist: use Z, or -23:59 to +23:59.'],
    // A rolled-over date in the past was "must be in the future": the value is named instead.
    ["2026-11-31T00:00:00Z", '"2026-11-31T00:00:00Z" is not a real date: November 2026 has 30 days.'],
  ])("refuses %s, naming it, instead of rolling it over to another day", async (expiresAt, message) => {
    expect(await refusal({ expiresAt })).toEqual({ expiresAt: message });
  });

  it("takes real dates and times, leap days and any offset included", async () => {
    for (const [given, instant] of [
      ["2028-02-29T23:59:59Z", "2028-02-29T23:59:59.000Z"],
      [" 2027-12-31T23:59+14:00 ", "2027-12-31T09:59:00.000Z"],
      ["2027-01-31t00:00:00.5z", "2027-01-31T00:00:00.500Z"],
    ]) {
      expect((await readLinkSettings({ expiresAt: given }, null, now)).expiresAt?.toISOString()).toBe(instant);
    }
    expect((await readLinkSettings({ expiresAt: null }, null, now)).expiresAt).toBeNull();
  });

  it("keeps its other messages: no time zone, not a date, in the past", async () => {
    expect(await refusal({ expiresAt: "2027-01-01T10:00" })).toEqual({ expiresAt: SETTINGS_MESSAGES.expiresAt });
    expect(await refusal({ expiresAt: 1_800_000_000_000 })).toEqual({ expiresAt: SETTINGS_MESSAGES.expiresAt });
    expect(await refusal({ expiresAt: "2026-11-30T00:00:00Z" })).toEqual({ expiresAt: SETTINGS_MESSAGES.expiresAtPast });
  });
});

describe("geo", () => {
  it("asks for a country's URL when a rule has null or no text, not for 'null for none'", async () => {
    for (const url of [null, 42, "", "  "]) {
      expect(await refusal({ geo: { FR: url } })).toEqual({ "geo.FR": TARGETING_MESSAGES.empty });
    }
    expect(await refusal({ geo: [["DE", null]] })).toEqual({ "geo.DE": TARGETING_MESSAGES.empty });
  });
});
