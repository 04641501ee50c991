/**
 * IANA time zones as the browser's Intl data knows them: a zone's UTC offset at an instant, offsets written
 * "+05:30", and the list of zones under their current tz database names. Shared by the tools that show times in a
 * chosen zone. Pure: runs in the browser.
 */

function pad(n: number, width = 2): string {
  return String(Math.abs(n)).padStart(width, "0");
}

/** The UTC offset of a zone at an instant, in milliseconds (from the zone rules the browser ships). */
export function offsetAt(ms: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }).formatToParts(new Date(ms)).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /^GMT(?:([+-])(\d{1,2}):?(\d{2})(?::?(\d{2}))?)?$/.exec(name.replace("\u2212", "-"));
  if (!match || !match[1]) return 0;
  const value = (Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0)) * 1000;
  return match[1] === "-" ? -value : value;
}

/** "+05:30", "−08:00", "+00:00" (with seconds for the local mean times of the 1800s). */
export function offsetLabel(offsetMs: number, separator = ":"): string {
  const sign = offsetMs < 0 ? "-" : "+";
  const total = Math.abs(offsetMs) / 1000;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${sign}${pad(h)}${separator}${pad(m)}${s ? `${separator}${pad(s)}` : ""}`;
}

/**
 * Zones the tz database has renamed but browsers (through CLDR) still list under the old name: the list shows the name
 * people know today. Both names run on the same rules.
 */
const RENAMED: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

function accepted(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A zone under its current tz database name, when the browser takes that name. */
export function currentName(zone: string): string {
  const renamed = RENAMED[zone];
  return renamed && accepted(renamed) ? renamed : zone;
}

/** Every IANA zone the browser knows, under its current name, UTC first. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const named = [...new Set(zones.map(currentName))].filter((z) => z !== "UTC").sort();
  return ["UTC", ...named];
}
