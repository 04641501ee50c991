import { z } from "@/lib/platform/zod";

/**
 * The analytics filters of a link (docs/product.md, link analytics): by referrer, country, device, browser and OS, on
 * top of the trigger and the date range. One query parameter per dimension, the same on the analytics page, its CSV
 * export and the REST API's stats: `?country=DE&device=mobile`. A value is what the breakdowns show, and UNKNOWN_VALUE
 * stands for visits where it is unknown (no referrer: direct; no country; …). Inside the server an unknown value is
 * "" (how the rollups store it).
 */

export const FILTER_KEYS = ["referrer", "country", "device", "browser", "os"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** At most one value per dimension; "" is "unknown". */
export type ClickFilter = Partial<Record<FilterKey, string>>;

/** The breakdown (server/analytics.ts `Dimension`) of each filter. */
export const FILTER_DIMENSION = { referrer: "referrers", country: "countries", device: "devices", browser: "browsers", os: "os" } as const satisfies Record<FilterKey, string>;

/** The query value for "unknown" (the breakdowns' "Direct or unknown" and "Unknown" rows). */
export const UNKNOWN_VALUE = "none";

/** The device types the redirect stores (redirect/classify.ts), bots' "bot" included. */
export const DEVICES = ["desktop", "mobile", "tablet", "smarttv", "console", "wearable", "xr", "embedded", "bot"] as const;

/** Printable, no control characters: what the redirect can have stored. */
const PRINTABLE = /^[^\p{Cc}]+$/u;

/**
 * A host as the redirect stores it: lower case, and an internationalised name in its ASCII form (`bücher.de` is
 * stored as `xn--bcher-kva.de`, what URL parsing makes of it). Only a bare name is converted: in anything with a URL's
 * punctuation the URL parser would find another host (`a@b.example`).
 */
function asciiHost(host: string): string {
  if (/^[\x20-\x7e]*$/.test(host) || /[\s/?#@:\\[\]%]/.test(host)) return host.toLowerCase();
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return host.toLowerCase();
  }
}

const unknownOr = (schema: z.ZodType<string>) => z.union([z.literal(UNKNOWN_VALUE).transform(() => ""), schema]);

const FIELD: Record<FilterKey, z.ZodType<string>> = {
  referrer: unknownOr(
    z
      .string()
      .max(253)
      .regex(PRINTABLE)
      .transform((host) => asciiHost(host).replace(/^www\./, ""))
      // "www." alone names no host (and "" is how "unknown" is stored).
      .refine((host) => host !== ""),
  ),
  country: unknownOr(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((code) => code.toUpperCase()),
  ),
  device: unknownOr(z.enum(DEVICES)),
  browser: unknownOr(z.string().max(100).regex(PRINTABLE)),
  os: unknownOr(z.string().max(100).regex(PRINTABLE)),
};

export const FILTER_MESSAGES: Record<FilterKey, string> = {
  referrer: `referrer must be a referring host (e.g. news.ycombinator.com), or ${UNKNOWN_VALUE} for direct visits`,
  country: `country must be a two-letter country code (ISO 3166-1, e.g. DE), or ${UNKNOWN_VALUE} for an unknown country`,
  device: `device must be one of: ${DEVICES.join(", ")}, ${UNKNOWN_VALUE}`,
  browser: `browser must be a browser's name as the breakdowns show it (e.g. Chrome), or ${UNKNOWN_VALUE}`,
  os: `os must be an operating system's name as the breakdowns show it (e.g. iOS), or ${UNKNOWN_VALUE}`,
};

const FILTER_DESCRIPTIONS: Record<FilterKey, string> = {
  referrer: "Only visits from this referring host (as `breakdowns.referrers` lists it; `www.` is ignored, and an internationalised name may be written in Unicode), or `none` for direct visits.",
  country: "Only visits from this country (ISO 3166-1 alpha-2 code, e.g. `DE`), or `none` where it is unknown.",
  device: `Only visits from this kind of device (${DEVICES.join(", ")}), or \`none\` where it is unknown.`,
  browser: "Only visits from this browser (as `breakdowns.browsers` lists it, e.g. `Chrome`; any case), or `none` where it is unknown.",
  os: "Only visits from this operating system (as `breakdowns.os` lists it, e.g. `iOS`; any case), or `none` where it is unknown.",
};

/**
 * The filters as fields of a zod object (the REST API's query): a bad value fails with FILTER_MESSAGES, under its
 * own name. Combined filters are all applied.
 */
function queryField(key: FilterKey) {
  return z
    .string()
    .transform((value, ctx) => {
      const parsed = FIELD[key].safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message: FILTER_MESSAGES[key] });
      return z.NEVER;
    })
    .optional()
    .meta({ description: FILTER_DESCRIPTIONS[key], ...(key === "device" ? { enum: [...DEVICES, UNKNOWN_VALUE] } : {}) });
}

export const filterQueryFields = {
  referrer: queryField("referrer"),
  country: queryField("country"),
  device: queryField("device"),
  browser: queryField("browser"),
  os: queryField("os"),
};

/** Parses the filter parameters of a query strictly: the filter, or the first bad field and its message. */
export function parseFilterQuery(query: URLSearchParams): { ok: true; filter: ClickFilter } | { ok: false; field: FilterKey; message: string } {
  const filter: ClickFilter = {};
  for (const key of FILTER_KEYS) {
    const values = query.getAll(key);
    if (values.length === 0) continue;
    const parsed = values.length === 1 ? FIELD[key].safeParse(values[0]) : null;
    if (!parsed?.success) return { ok: false, field: key, message: FILTER_MESSAGES[key] };
    filter[key] = parsed.data;
  }
  return { ok: true, filter };
}

/** The analytics page's filters: a missing, repeated or bad value is no filter (never an error page). */
export function filterFromPageQuery(query: Record<string, string | string[] | undefined>): ClickFilter {
  const filter: ClickFilter = {};
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (typeof value !== "string") continue;
    const parsed = FIELD[key].safeParse(value);
    if (parsed.success) filter[key] = parsed.data;
  }
  return filter;
}

export function hasFilter(filter: ClickFilter | null | undefined): boolean {
  return !!filter && FILTER_KEYS.some((key) => filter[key] !== undefined);
}

/** The filter as query parameters, in FILTER_KEYS order (unknown as UNKNOWN_VALUE). */
export function filterParams(filter: ClickFilter): [FilterKey, string][] {
  return FILTER_KEYS.flatMap((key) => (filter[key] === undefined ? [] : [[key, filter[key] || UNKNOWN_VALUE] as [FilterKey, string]]));
}

/** The filter with one dimension set (null: removed). */
export function withFilter(filter: ClickFilter, key: FilterKey, value: string | null): ClickFilter {
  const next = { ...filter };
  if (value === null) delete next[key];
  else next[key] = value;
  return next;
}
