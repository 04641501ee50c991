import { z } from "@/lib/platform/zod";
import { BULK_LINKS_MAX } from "@/tools/url-shortener/server/bulk";
import { CODE_MESSAGES, CUSTOM_CODE_MAX, CUSTOM_CODE_MIN } from "@/tools/url-shortener/server/codes";
import { MAX_PAGE } from "@/tools/url-shortener/server/manage";
import { EXPIRED_URL_SHAPE_MESSAGE, PUBLIC_STATS_MESSAGE } from "@/tools/url-shortener/server/settings";
import { MAX_TARGET_LENGTH, TARGET_MESSAGES } from "@/tools/url-shortener/server/target";
import { LINK_PASSWORD_MAX, LINK_PASSWORD_MIN, MAX_CLICKS_LIMIT, PERMANENT_REDIRECT_NOTE, REDIRECT_STATUSES, SETTINGS_MESSAGES } from "@/tools/url-shortener/logic/link-settings";
import { UTM_FIELDS, UTM_MAX_LENGTH, UTM_MESSAGES } from "@/tools/url-shortener/logic/utm";
import { UTM_TEMPLATE_MESSAGES, UTM_TEMPLATE_NAME_MAX, UTM_TEMPLATES_MAX } from "@/tools/url-shortener/logic/utm-templates";
import { TRIGGERS } from "@/tools/url-shortener/logic/trigger";
import { ANALYTICS_RANGES } from "@/tools/url-shortener/server/analytics";
import { filterQueryFields } from "@/tools/url-shortener/logic/analytics-filter";
import { GEO_RULES_MAX, TARGETING_MESSAGES } from "@/tools/url-shortener/logic/targeting";
import { qrContentSchema, qrStyleSchema, downloadFormatSchema, downloadSizeSchema, pdfSizeSchema } from "@/tools/qr-generator/logic/schema";
import { PDF_DEFAULT_MM, PDF_MAX_MM, PDF_MIN_MM } from "@/tools/qr-generator/logic/constants";
import { CLICK_BATCH_MAX_LINKS, TEST_EVENT } from "@/tools/url-shortener/logic/webhooks";
import { LINK_TAGS_MAX, TAG_COLORS, TAG_MESSAGES, TAG_NAME_MAX } from "@/tools/url-shortener/logic/tags";
import { LINK_FILTER_MESSAGES, SEARCH_MAX } from "@/tools/url-shortener/logic/link-filter";
import { FREE_LINK_TAGS } from "@/lib/domain/plans";
import { DOWNLOAD_MAX_SIZE, DOWNLOAD_MIN_SIZE } from "@/tools/qr-generator/logic/constants";
import { BULK_MAX_VALUES } from "@/tools/area-converter/logic/bulk";
import { API_ERROR_STATUS, type ApiErrorCode, UserFacingError } from "@/lib/platform/errors";
import { zodFieldErrors } from "@/lib/platform/forms/action-result";
import { COMMANDS, DRAFT_KINDS, LANGUAGES, LENGTHS, MAX_INPUT_CHARS, TONES } from "@/tools/ai-writer/logic/commands";
import { MAX_AVOID_CHARS, MAX_IMAGES, MAX_PROMPT_CHARS as IMAGE_PROMPT_MAX, MAX_SEED, SIZES, STYLES } from "@/tools/ai-image-generator/logic/request";

/**
 * The REST API's request and response shapes. Requests are checked against these at the boundary (the tools in
 * lib/ then apply their own rules and messages); responses are documented by them. The OpenAPI document
 * (tools/openapi.ts) is generated from this file, so the reference can't drift from what the endpoints accept.
 */

// ---------------------------------------------------------------------------------------------------------------------
// Errors

export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]]),
      message: z.string().meta({ description: "What went wrong, in words you can show a user." }),
      fields: z.record(z.string(), z.string()).optional().meta({ description: "Per-field messages of a validation error." }),
    }),
  })
  .meta({ description: "Every error has this shape." });

// ---------------------------------------------------------------------------------------------------------------------
// Links

// Bounds the server checks itself (logic/, server/) are documented with `meta` (JSON Schema counts characters, as the
// server does), not re-checked here, so the reference and the answer always say the same thing.
const utmValueSchema = z.string({ error: UTM_MESSAGES.shape }).nullish().meta({ maxLength: UTM_MAX_LENGTH });

/** A URL the server checks like a destination (server/target.ts), bounded after it is tidied. */
const URL_BOUND = { maxLength: MAX_TARGET_LENGTH } as const;

/** The five UTM parameters as a request sends them: a link's `utm` and a template's. */
const utmParametersSchema = z.strictObject(
  { source: utmValueSchema, medium: utmValueSchema, campaign: utmValueSchema, term: utmValueSchema, content: utmValueSchema } satisfies Record<(typeof UTM_FIELDS)[number], unknown>,
  { error: UTM_MESSAGES.shape },
);

/** A link's settings, on create and on edit (each checked again, with its plan, by tools/url-shortener/server/settings.ts). */
const linkSettingsFields = {
  redirectStatus: z
    .union(REDIRECT_STATUSES.map((status) => z.literal(status)), { error: SETTINGS_MESSAGES.redirectStatus })
    .optional()
    .meta({ description: `The HTTP status of the redirect: 302 (default), or 301, 307, 308 (Basic plan and above). ${PERMANENT_REDIRECT_NOTE}`, example: 302 }),
  // Checked by the server alone (settings.ts), as the forms' and the CSV import's are: one rule, one set of messages.
  expiresAt: z
    .string({ error: SETTINGS_MESSAGES.expiresAt })
    .nullable()
    .optional()
    .meta({ format: "date-time", description: "From this date and time (ISO 8601 with a time zone) the link answers 410 \"This link has expired\", or redirects to `expiredUrl`. null removes it.", example: "2026-12-31T23:59:00Z" }),
  maxClicks: z
    .int({ error: SETTINGS_MESSAGES.maxClicks })
    .min(1, SETTINGS_MESSAGES.maxClicks)
    .max(MAX_CLICKS_LIMIT, SETTINGS_MESSAGES.maxClicks)
    .nullable()
    .optional()
    .meta({ description: "The link expires after redirecting this many people (bots and HEAD requests do not count; clicks it already has do). Basic plan and above. null removes it.", example: 100 }),
  expiredUrl: z
    .string({ error: EXPIRED_URL_SHAPE_MESSAGE })
    .nullable()
    .optional()
    .meta({ ...URL_BOUND, description: "Where the link sends people once it has expired, instead of the 410 page. Basic plan and above. null removes it.", example: "https://example.com/sale-is-over" }),
  password: z
    .string({ error: SETTINGS_MESSAGES.password })
    .nullable()
    .optional()
    .meta({
      minLength: LINK_PASSWORD_MIN,
      maxLength: LINK_PASSWORD_MAX,
      description: `Write-only: people must type this password (${LINK_PASSWORD_MIN}–${LINK_PASSWORD_MAX} characters) on the link's page before it redirects them; it is stored hashed and never returned (the Link has \`hasPassword\`). Basic plan and above. null removes it.`,
      example: "spring-2026",
    }),
  utm: utmParametersSchema
    .nullish()
    .meta({
      description: `UTM parameters merged into the destination (up to ${UTM_MAX_LENGTH} characters each): its query is kept, utm_* parameters of the same names are replaced, the fragment stays last. Empty ones are ignored. On an edit without \`target\` they go into the link's current destination. Any signed-in plan.`,
      example: { source: "newsletter", medium: "email", campaign: "spring_sale" },
    }),
  ios: z
    .string({ error: TARGETING_MESSAGES.url })
    .nullable()
    .optional()
    .meta({ ...URL_BOUND, description: "Targeting: where iPhones and iPads go instead of the destination, checked like it (Safari on an iPad with iPadOS 13 or later says it is a Mac, and gets the destination). Premium plan and above. null removes it.", example: "https://apps.apple.com/app/id123456789" }),
  android: z
    .string({ error: TARGETING_MESSAGES.url })
    .nullable()
    .optional()
    .meta({ ...URL_BOUND, description: "Targeting: where Android devices go instead of the destination, checked like it. Premium plan and above. null removes it.", example: "https://play.google.com/store/apps/details?id=com.example.app" }),
  geo: z
    .record(z.string(), z.string({ error: TARGETING_MESSAGES.empty }), { error: TARGETING_MESSAGES.shape })
    .nullable()
    .optional()
    .meta({
      maxProperties: GEO_RULES_MAX,
      propertyNames: { pattern: "^[A-Za-z]{2}$" },
      additionalProperties: { type: "string", ...URL_BOUND },
      description: `Targeting: country rules, an ISO 3166-1 alpha-2 code (either case; stored uppercase) → URL, at most ${GEO_RULES_MAX}. A visitor from a country with a rule goes there, before \`ios\` and \`android\`; the country comes from the trusted proxy's header. Each URL is checked like the destination and gets the link's UTM parameters. Replaces the link's rules; null or {} removes them. Premium plan and above.`,
      example: { DE: "https://example.de/", FR: "https://example.fr/" },
    }),
};

/** A link's tags on create and on edit (each name checked again, with the plan's limit, by tools/url-shortener/server/tags.ts). */
const tagsField = z
  .array(z.string({ error: TAG_MESSAGES.shape }).meta({ minLength: 1, maxLength: TAG_NAME_MAX, pattern: "^[^,]*$" }), { error: TAG_MESSAGES.shape })
  .max(LINK_TAGS_MAX, TAG_MESSAGES.tooManyOnLink)
  .nullable()
  .optional()
  .meta({
    description: `Tag names (1–${TAG_NAME_MAX} characters of any script, no commas; at most ${LINK_TAGS_MAX} per link). A name is matched with your tags whatever its case; a new one is created with a default colour. Free accounts have up to ${FREE_LINK_TAGS} tags, paid plans any number: a new tag past the limit is refused with 403. On an edit the list replaces the link's tags; [] or null removes them all.`,
    example: ["spring", "newsletter"],
  });

const publicStatsField = z
  .boolean({ error: PUBLIC_STATS_MESSAGE })
  .optional()
  .meta({
    description:
      "true: anyone may see the link's stats (totals, clicks and scans, the chart and breakdowns your plan shows, never you or the destination) at its short URL followed by `+/stats`; false: only you (the page answers 404 at once). Off for a new link. Every plan.",
    example: true,
  });

const CREATE_DESTINATION_MESSAGES = {
  missing: `${TARGET_MESSAGES.empty}: send it as url (or target).`,
  both: "Send the destination once: as url or as target, not both.",
} as const;

export const createLinkSchema = z
  .strictObject({
    ...linkSettingsFields,
    tags: tagsField,
    publicStats: publicStatsField,
    url: z
      .string({ error: TARGET_MESSAGES.invalid })
      .optional()
      .meta({ ...URL_BOUND, description: `The long URL (http or https, at most ${MAX_TARGET_LENGTH} characters). "example.com" becomes https://example.com. Required, unless sent as \`target\`.`, example: "https://example.com/spring-sale?utm_source=newsletter" }),
    target: z
      .string({ error: TARGET_MESSAGES.invalid })
      .optional()
      .meta({ ...URL_BOUND, description: "The long URL under the name an edit and the Link use: send `url` or `target`, not both." }),
    customCode: z
      .string({ error: CODE_MESSAGES.characters })
      .nullish()
      .meta({ minLength: CUSTOM_CODE_MIN, maxLength: CUSTOM_CODE_MAX, pattern: "^[A-Za-z0-9_-]+$", description: `Your own short code: ${CUSTOM_CODE_MIN}–${CUSTOM_CODE_MAX} of A–Z a–z 0–9 - _, case-sensitive. Omit for a random 6-character code.`, example: "spring-sale" }),
    domain: z.string({ error: "domain must be one of your verified custom domains." }).nullish().meta({ description: "One of your verified custom domains. Omit for the Utilify domain.", example: "go.example.com" }),
  })
  .check((ctx) => {
    const { url, target } = ctx.value;
    if (url === undefined && target === undefined) ctx.issues.push({ code: "custom", input: url, path: ["url"], message: CREATE_DESTINATION_MESSAGES.missing });
    else if (url !== undefined && target !== undefined) ctx.issues.push({ code: "custom", input: target, path: ["target"], message: CREATE_DESTINATION_MESSAGES.both });
  })
  .transform(({ target, url, ...rest }) => ({ ...rest, url: url ?? target ?? "" }))
  .meta({
    description: "A link to shorten: its destination as `url` (or `target`), and any of the settings an edit takes.",
    oneOf: [{ required: ["url"] }, { required: ["target"] }],
  });

export const updateLinkSchema = z
  .strictObject({
    target: z
      .string({ error: TARGET_MESSAGES.empty })
      .optional()
      .meta({ description: "The new destination, checked like a new link's. The change is kept in the link's history.", example: "https://example.com/summer-sale" }),
    ...linkSettingsFields,
    tags: tagsField,
    publicStats: publicStatsField,
  })
  .meta({ description: "What to change: any of these fields (a field left out stays as it is)." });

/** A link of a batch that its schema refuses: the refusal (naming the field) becomes that link's result, not the batch's. */
export interface RefusedBulkLink {
  url: string;
  refused: UserFacingError;
}

const BULK_LINK_SHAPE_MESSAGE = 'Each link must be a JSON object, like {"url": "https://example.com"}.';

/** One link of a batch, read as POST /links reads it; a refusal is kept with the link instead of thrown. */
function readBulkLink(input: unknown): z.output<typeof createLinkSchema> | RefusedBulkLink {
  const read = createLinkSchema.safeParse(input);
  if (read.success) return read.data;
  const url = typeof input === "object" && input !== null && "url" in input && typeof input.url === "string" ? input.url : "";
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { url, refused: new UserFacingError(BULK_LINK_SHAPE_MESSAGE) };
  const fields = zodFieldErrors(read.error);
  return { url, refused: new UserFacingError(Object.values(fields)[0] ?? BULK_LINK_SHAPE_MESSAGE, "validation", "Error", fields) };
}

/** A batch of links: up to BULK_LINKS_MAX `item`s, refused as a whole only when it is not that. */
function linksBatch<T extends z.ZodType>(item: T) {
  return z
    .strictObject({
      links: z
        .array(item, { error: "links must be an array of links to shorten" })
        .min(1, "Send at least one link")
        .max(BULK_LINKS_MAX, `Send up to ${BULK_LINKS_MAX} links at a time`),
    })
    .meta({ description: `Up to ${BULK_LINKS_MAX} links, each as POST /links takes it. Each is created or refused on its own.` });
}

/** What POST /links/bulk parses: each link read on its own, so that a bad one is its own result (createLinksBulk). */
export const bulkCreateLinksSchema = linksBatch(z.unknown().transform(readBulkLink));

/** The same batch as the reference documents it (tools/openapi.ts): its links are CreateLink's. */
export const bulkCreateLinksDocSchema = linksBatch(createLinkSchema);

export const listLinksQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE}` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE}`)
    .max(MAX_PAGE, `limit must be a whole number from 1 to ${MAX_PAGE}`)
    .default(20)
    .meta({ description: `Links per page (1–${MAX_PAGE}, default 20).` }),
  cursor: z
    .uuid({ error: "cursor must be the nextCursor of a previous page" })
    .optional()
    .meta({ description: "The `nextCursor` of the previous page, with the same filters. Pages are cut by keyset, so a link created meanwhile never shifts them: walking every page lists each link once." }),
  tag: z
    .string()
    .max(200, TAG_MESSAGES.tooLong)
    .optional()
    .meta({ maxLength: TAG_NAME_MAX, description: "Only links with this tag (its name, any case). A name you have no tag of lists nothing.", example: "spring" }),
  search: z
    .string()
    .max(SEARCH_MAX * 4, LINK_FILTER_MESSAGES.search)
    .optional()
    .meta({ maxLength: SEARCH_MAX, description: `Only links whose short code or destination contains this text, whatever its case (at most ${SEARCH_MAX} characters).`, example: "example.com/sale" }),
  from: z
    .string()
    .optional()
    .meta({ description: "Only links created from this day (YYYY-MM-DD, UTC, the whole day) or instant (ISO 8601 with a time zone) on.", example: "2026-11-01" }),
  to: z
    .string()
    .optional()
    .meta({ description: "Only links created up to this day (YYYY-MM-DD, UTC, the whole day included) or instant (ISO 8601 with a time zone).", example: "2026-11-30" }),
});

export const linkTagSchema = z
  .object({
    name: z.string(),
    color: z.enum(TAG_COLORS).meta({ description: "One of the palette's colours." }),
  })
  .meta({ description: "A tag on a link." });

export const linkIdSchema = z.uuid({ error: "This link does not exist or is not yours." });

export const linkSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    domain: z.string().nullable().meta({ description: "The custom domain, or null for the Utilify domain." }),
    shortUrl: z.string().meta({ example: "https://utilify.app/s/k3x9qa" }),
    target: z.string(),
    utm: z
      .object({ source: z.string(), medium: z.string(), campaign: z.string(), term: z.string(), content: z.string() } satisfies Record<(typeof UTM_FIELDS)[number], unknown>)
      .partial()
      .meta({ description: "The UTM parameters the destination carries (`utm_source`… in its query, decoded), however they got there; `{}` when none." }),
    humanClicks: z.number().int().meta({ description: "Visits by people: clicks and QR-code scans together." }),
    botClicks: z.number().int().meta({ description: "Crawlers and link previews, counted apart." }),
    scans: z
      .number()
      .int()
      .meta({ description: "Visits by people through the link's QR code (the short URL with `?qr=1`), part of `humanClicks`: clicks alone are `humanClicks - scans`." }),
    disabled: z.boolean(),
    createdAt: z.iso.datetime(),
    redirectStatus: z.union(REDIRECT_STATUSES.map((status) => z.literal(status))),
    expiresAt: z.iso.datetime().nullable(),
    maxClicks: z.number().int().nullable(),
    clicksServed: z.number().int().meta({ description: "Redirects counted against `maxClicks`." }),
    expiredUrl: z.string().nullable(),
    expired: z.boolean().meta({ description: "Past `expiresAt`, or `maxClicks` reached." }),
    hasPassword: z.boolean().meta({ description: "The link asks for a password before it redirects (the password is never returned)." }),
    ios: z.string().nullable().meta({ description: "Where iPhones and iPads go instead of `target`." }),
    android: z.string().nullable().meta({ description: "Where Android devices go instead of `target`." }),
    geo: z.record(z.string(), z.string()).nullable().meta({ description: "Country code → destination; a rule for the visitor's country beats `ios` and `android`." }),
    tags: z.array(linkTagSchema).meta({ description: "The link's tags, in name order." }),
    publicStats: z.boolean().meta({ description: "Anyone may see the link's stats at its short URL followed by `+/stats` (off by default)." }),
  })
  .meta({ description: "A short link." });

// ---------------------------------------------------------------------------------------------------------------------
// UTM templates

export const createUtmTemplateSchema = z
  .strictObject({
    name: z
      .string({ error: UTM_TEMPLATE_MESSAGES.emptyName })
      .meta({ description: `1–${UTM_TEMPLATE_NAME_MAX} characters of any script, unique among your templates whatever its case (spaces are tidied).`, example: "Newsletter" }),
    utm: utmParametersSchema.optional().meta({
      description: `The parameters the template applies (up to ${UTM_MAX_LENGTH} characters each, at least one not empty; empty ones are left out).`,
      example: { source: "newsletter", medium: "email", campaign: "spring_sale" },
    }),
  })
  .meta({ description: `A UTM template to save: at most ${UTM_TEMPLATES_MAX} per account, on every plan.` });

export const utmTemplateSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    utm: z
      .object({ source: z.string().optional(), medium: z.string().optional(), campaign: z.string().optional(), term: z.string().optional(), content: z.string().optional() })
      .meta({ description: "The parameters it applies; those it leaves empty are absent." }),
  })
  .meta({ description: "A saved set of UTM parameters, as the site's UTM builder applies it to a link." });

export const utmTemplateListSchema = z
  .object({ data: z.array(utmTemplateSchema).max(UTM_TEMPLATES_MAX).meta({ description: "Your templates, by name (whatever its case)." }) })
  .meta({ description: "Your UTM templates." });
const importRowSchema = z
  .object({
    n: z.number().int().meta({ description: "The data row (1 = the first row under the header)." }),
    line: z.number().int().meta({ description: "The file's line where the row starts." }),
    url: z.string(),
    code: z.string().nullable().meta({ description: "The code asked for, or for a created link the code it got." }),
    tags: z.array(z.string()),
    expiry: z.string().nullable().meta({ description: "The expiry as written in the file." }),
    outcome: z.enum(["created", "taken", "invalid"]).nullable().meta({ description: "null while the row is still to do." }),
    shortUrl: z.string().nullable(),
    message: z.string().nullable().meta({ description: "Why the row was refused (the shortener's own message), or what changed on a created link (a Bitly back-half that was taken)." }),
  })
  .meta({ description: "One row of an import and its outcome." });

export const linkImportSchema = z
  .object({
    id: z.uuid(),
    format: z.enum(["bitly", "plain"]).meta({ description: "`bitly`: a Bitly export (its `long_url` column); `plain`: url, code, tags, expiry." }),
    fileName: z.string().nullable(),
    status: z.enum(["pending", "running", "done", "failed"]),
    total: z.number().int().meta({ description: "Data rows in the file." }),
    processed: z.number().int().meta({ description: "Rows done so far: created + taken + invalid." }),
    created: z.number().int(),
    taken: z.number().int().meta({ description: "Rows whose code is already used (here or earlier in the file)." }),
    invalid: z.number().int(),
    error: z.string().nullable().meta({ description: "Why a failed import stopped." }),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    rows: z.array(importRowSchema).meta({ description: "The first 20 rows; the report has every row." }),
  })
  .meta({ description: "An import of links from a CSV file." });

/** What every webhook request's body has around its `data` (tools/url-shortener/webhooks/deliver.ts `webhookBody`). */
function webhookEvent<T extends string, D extends z.ZodType>(types: readonly [T, ...T[]], data: D, description: string) {
  return z
    .object({
      id: z.uuid().meta({ description: "The delivery's id, also in the `Utilify-Delivery` header: the same on every retry, so a receiver can skip one it has already handled." }),
      type: z.enum(types),
      createdAt: z.iso.datetime().meta({ description: "When the event happened." }),
      data,
    })
    .meta({ description });
}

export const webhookLinkEventSchema = webhookEvent(
  ["link.created", "link.updated", "link.deleted"],
  z.object({ link: linkSchema.meta({ description: "The link after the change (for link.deleted: as it was when deleted)." }) }),
  "A link was created, changed (destination, a setting, disabled or enabled) or deleted.",
);

const clickedLinkSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  domain: z.string().nullable(),
  shortUrl: z.string(),
  humanClicks: z.number().int().meta({ description: "Visits by people in this batch: clicks and QR-code scans together." }),
  botClicks: z.number().int().meta({ description: "Crawlers and link previews in this batch." }),
  scans: z.number().int().meta({ description: "Visits by people through the link's QR code in this batch, part of `humanClicks`." }),
});

export const webhookClickEventSchema = webhookEvent(
  ["link.clicked"],
  z.object({
    from: z.iso.datetime().meta({ description: "When the first of these visits was recorded." }),
    to: z.iso.datetime().meta({ description: "When the batch was made." }),
    humanClicks: z.number().int(),
    botClicks: z.number().int(),
    scans: z.number().int(),
    links: z.array(clickedLinkSchema).max(CLICK_BATCH_MAX_LINKS).meta({ description: `Each link visited since the last batch, most visited first (at most ${CLICK_BATCH_MAX_LINKS}; more wait for the next batch).` }),
  }),
  "Visits of your links, batched: at most one request per endpoint every 10 seconds.",
);

export const webhookTestEventSchema = webhookEvent(
  [TEST_EVENT],
  z.object({ message: z.string(), endpoint: z.object({ id: z.uuid(), url: z.string() }) }),
  "Sent by \"Send test event\" on the account page; never retried.",
);

export const linkListSchema = z.object({
  data: z.array(linkSchema),
  nextCursor: z.uuid().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
});

const TRIGGER_MESSAGE = `trigger must be one of: ${TRIGGERS.join(", ")}`;

const RANGE_MESSAGE = `range must be one of: ${ANALYTICS_RANGES.join(", ")}`;

export const linkStatsQuerySchema = z.strictObject({
  range: z
    .enum(ANALYTICS_RANGES, { error: RANGE_MESSAGE })
    .optional()
    .meta({
      description:
        "The date range of `series`, `daily` and `breakdowns`: the last 24 hours or 7 days (`series` by hour), 30 or 90 days, or all the clicks your plan keeps (by day), up to now. Without it, `daily` and `series` cover the last 30 days and `breakdowns` all time.",
      example: "7d",
    }),
  trigger: z
    .enum(TRIGGERS, { error: TRIGGER_MESSAGE })
    .optional()
    .meta({ description: "Only clicks on the link (`click`) or only scans of its QR code (`scan`) in `totals`, `daily` and `breakdowns`. Without it, both together." }),
  ...filterQueryFields,
});

const bucketSchema = z.object({ label: z.string(), clicks: z.number().int() });
const visitCountsSchema = z.object({ human: z.number().int(), bot: z.number().int() });

export const linkStatsSchema = z.object({
  link: linkSchema,
  deleted: z.boolean(),
  trigger: z.enum(TRIGGERS).nullable().meta({ description: "The `trigger` asked for, or null for clicks and scans together." }),
  filter: z
    .object({ referrer: z.string(), country: z.string(), device: z.string(), browser: z.string(), os: z.string() })
    .partial()
    .meta({ description: "The filters asked for, as the query would repeat them (`none`: unknown); `{}` without any. They apply to `totals`, `triggers`, `daily` and `breakdowns`." }),
  totals: visitCountsSchema.meta({ description: "All-time visits of the trigger asked for (both when none), by people and by bots; with a filter, the matching visits still kept by the plan's click retention." }),
  triggers: z
    .object({ click: visitCountsSchema, scan: visitCountsSchema })
    .meta({ description: "All-time visits told apart, whatever `trigger` asks for: clicks on the link and scans of its QR code." }),
  range: z.enum(ANALYTICS_RANGES).nullable().meta({ description: "The `range` asked for, or null (then `daily` covers 30 days and `breakdowns` all time)." }),
  series: z
    .object({
      unit: z.enum(["hour", "day"]),
      points: z.array(z.object({ start: z.iso.datetime(), clicks: z.number().int(), scans: z.number().int().meta({ description: "The scans among `clicks`." }) })),
    })
    .meta({ description: "Human visits of the trigger asked for (clicks and scans together when none) per UTC hour (24h, 7d) or day over the range, oldest first, zeros included." }),
  daily: z
    .array(z.object({ day: z.iso.date(), clicks: z.number().int(), scans: z.number().int().meta({ description: "The scans among `clicks`." }) }))
    .meta({ description: "The same visits per UTC day over the range (the last 30 days without one), oldest first." }),
  breakdowns: z
    .object({ referrers: z.array(bucketSchema), countries: z.array(bucketSchema), devices: z.array(bucketSchema), browsers: z.array(bucketSchema), os: z.array(bucketSchema) })
    .meta({ description: "Top 10 values of each dimension among human visits of the trigger asked for, over the range (all time without one)." }),
});

const itemErrorSchema = z.object({
  code: errorResponseSchema.shape.error.shape.code,
  message: z.string(),
  field: z.string().optional(),
});

export const bulkLinksResponseSchema = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.union([
      z.object({ index: z.number().int().meta({ description: "Position in `links`, from 0." }), ok: z.literal(true), link: linkSchema }),
      z.object({ index: z.number().int(), ok: z.literal(false), error: itemErrorSchema }),
    ]),
  ),
});

// ---------------------------------------------------------------------------------------------------------------------
// QR codes

export const qrRequestApiSchema = z
  .strictObject({
    content: z.optional(qrContentSchema).meta({ description: "What the code holds: a `type` and its fields (text, url, email, phone, sms, wifi, vcard, geo)." }),
    text: z.string().optional().meta({ description: "Shorthand for `content: { type: \"text\", text }`.", example: "Hello from the API" }),
    options: z.optional(qrStyleSchema).meta({
      description:
        'errorCorrection (L, M, Q, H; default M, or H when a logo is given), margin (0–10 modules; default 4), foreground and background (hex colours, background also "transparent"; default #000000 on #ffffff), ' +
        "and the design: `dots` (module shape square, dots, rounded, extra-rounded, classy or classy-rounded), `eyeFrame` (square, rounded, extra-rounded, circle or leaf) and " +
        "`eyeCenter` (square, rounded, extra-rounded, leaf or circle), each with an optional `color` or `gradient` ({type: linear or radial, rotation in degrees, stops: 2–5 {offset 0–1, color}}); " +
        "`frame` ({style: banner-bottom, banner-top, outline or bubble, text up to 30 characters (default \"Scan me\"), color?, textColor?}); `logo` ({image: an icon name (wifi, email, phone, location, contact, link, star, heart, check, play) or a data URL of a PNG, JPEG, WebP or SVG image (base64, at most 512 KB and 2,048 px a side; SVG rebuilt from an allow-list: no scripts, event attributes or outside references), size: 0.1–0.3 of the code's width (default 0.2)}; the modules behind it are cleared). Every design is read back before it is answered: one that does not scan gets 422 `does_not_scan`.",
    }),
    format: z._default(downloadFormatSchema, "svg").meta({ description: "svg (default), png, or pdf (a vector page for print, `pdfSize` millimetres square)." }),
    size: z._default(downloadSizeSchema, 500).meta({ description: `Width and height in pixels, ${DOWNLOAD_MIN_SIZE}–${DOWNLOAD_MAX_SIZE} (default 500; PNG and SVG).` }),
    pdfSize: pdfSizeSchema.check(
      z.meta({
        description: `PDF only: the page's side in millimetres, ${PDF_MIN_MM}–${PDF_MAX_MM} with at most one decimal (default ${PDF_DEFAULT_MM}); the code and its quiet zone fill the page.`,
        example: PDF_DEFAULT_MM,
      }),
    ),
    dynamic: z
      .boolean({ error: "dynamic must be true or false" })
      .optional()
      .meta({
        description:
          "A URL code only: `true` makes a dynamic QR code — a new short link of your account (on our own domain) to the URL, whose destination you change later (PATCH /links/{id}); the code encodes its short URL with `?qr=1`, so visits count as scans. Counts against your plan's dynamic QR codes (403 over it). It keeps redirecting if your plan ends.",
      }),
  })
  .refine((body) => (body.content === undefined) !== (body.text === undefined), { error: "Send either content or text" })
  .meta({ description: "A QR code to generate. Send `Accept: image/png`, `Accept: image/svg+xml` or `Accept: application/pdf` to receive the file itself instead of JSON." });

export const qrResponseSchema = z.object({
  type: z.string(),
  payload: z.string().meta({ description: "The exact text encoded in the code (e.g. WIFI:T:WPA;S:…;;)." }),
  format: downloadFormatSchema,
  size: z.number().int(),
  pdfSize: z.number().optional().meta({ description: "PDF only: the page's side in millimetres." }),
  version: z.number().int().meta({ description: "QR version 1–40." }),
  modules: z.number().int().meta({ description: "Modules per side, without the margin." }),
  warnings: z.array(z.string()).meta({ description: "Scanning advice (low contrast, tiny modules)." }),
  contentType: z.string(),
  data: z.string().meta({ description: "The SVG markup, or the PNG or PDF as base64." }),
  dynamic: z
    .object({
      linkId: z.string().meta({ description: "The short link's id (GET/PATCH /links/{id}); also in the `X-Link-Id` header of an image answer." }),
      shortUrl: z.string().meta({ description: "The short URL the code leads to (encoded with `?qr=1`); also in the `X-Short-Url` header." }),
      destination: z.string(),
      scans: z.number().int().meta({ description: "People's scans so far." }),
    })
    .nullable()
    .meta({ description: "A dynamic code's link (`dynamic: true`), else null." }),
});

// ---------------------------------------------------------------------------------------------------------------------
// Area conversion

const unitIdSchema = z.string().meta({ description: "A unit id from GET /area/units: built-in (m2, ft2, ac, …) or one of your custom units (custom:…)." });
const areaValueSchema = z.union([z.string(), z.number()]).meta({ description: "A non-negative number, or a numeric string (exact decimals).", example: "2.5" });

export const areaConvertSchema = z
  .union([
    z.strictObject({ from: unitIdSchema, to: unitIdSchema, value: areaValueSchema }),
    z.strictObject({
      from: unitIdSchema,
      to: unitIdSchema,
      values: z.array(areaValueSchema).min(1, "Send at least one value").max(BULK_MAX_VALUES, `Send up to ${BULK_MAX_VALUES.toLocaleString("en-US")} values at a time`).meta({ description: `Up to ${BULK_MAX_VALUES} values; each converts or is listed in errors.` }),
    }),
  ], {
    // Neither shape matched: the message of the shape the request was meant as (the one without unknown keys).
    error: (issue) => (issue.code === "invalid_union" ? issue.errors.find((e) => e.length > 0 && e.every((i) => i.code !== "unrecognized_keys"))?.[0]?.message : undefined),
  })
  .meta({ description: "One value, or many values, from one unit to another." });

const unitRefSchema = z.object({ id: z.string(), name: z.string(), symbol: z.string() });

export const areaConversionSchema = z.object({
  value: z.string(),
  from: unitRefSchema,
  to: unitRefSchema,
  result: z.string().meta({
    description: "The exact conversion shown with 6 decimals or 6 significant digits, whichever keeps more (scientific notation at the extremes).",
    example: "108900",
  }),
  exact: z.boolean().meta({ description: "False when `result` is a rounding of the exact value.", example: true }),
  quickReference: z
    .object({ conversion: z.string(), forward: z.string(), backward: z.string() })
    .meta({ description: "The conversion and both 1:1 factors, each with `=` when exact and `≈` when rounded." }),
});

export const areaBatchSchema = z.object({
  from: unitRefSchema,
  to: unitRefSchema,
  results: z.array(z.object({ index: z.number().int(), value: z.string(), result: z.string() })),
  errors: z.array(z.object({ index: z.number().int(), value: z.string(), error: z.string() })),
});

export const areaUnitsSchema = z.object({
  units: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      category: z.enum(["Metric", "Imperial", "Other", "Custom"]),
      squareMeters: z.string().meta({ description: "Square meters in one unit, as exact decimal text." }),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------------------------------
// AI (the AI Writer's and AI Image Generator's rules: tools/ai-writer/logic/commands.ts, tools/ai-image-generator/logic/request.ts)

const keysOf = <T extends object>(table: T) => Object.keys(table) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]];

export const aiTextRequestSchema = z
  .strictObject({
    command: z.enum(keysOf(COMMANDS), { error: "Choose what the AI Writer should do." }).meta({
      description: `What to do with \`text\`: ${Object.entries(COMMANDS)
        .map(([key, command]) => `\`${key}\` (${command.label.toLowerCase()})`)
        .join(", ")}.`,
      example: "improve",
    }),
    text: z
      .string()
      .min(1, "Paste or type the text to work on.")
      .max(MAX_INPUT_CHARS, `The AI Writer takes up to ${MAX_INPUT_CHARS.toLocaleString("en-US")} characters.`)
      .meta({ description: "The text to work on, or for `draft` the brief: the topic, who it is for and anything it must say.", example: "Our bakery open at seven every morning with fresh bread." }),
    kind: z.enum(keysOf(DRAFT_KINDS), { error: "Choose what to draft." }).optional().meta({ description: "For `draft`: what to write (default `blog-intro`)." }),
    tone: z.enum(keysOf(TONES), { error: "Choose a tone: formal, friendly, persuasive or plain." }).optional().meta({ description: "For draft, continue, improve, lengthen and tone (default `friendly`)." }),
    length: z.enum(keysOf(LENGTHS), { error: "Choose a length: short, medium or long." }).optional().meta({ description: "For draft, continue, shorten, lengthen and summarise (default `medium`)." }),
    language: z.enum(LANGUAGES, { error: "Choose a language from the list." }).optional().meta({ description: "For `translate`: the language to translate into (default `English`)." }),
  })
  .meta({ description: "One command of the AI Writer. Uses one AI text credit of the account's month, given back when the provider fails." });

export const aiTextResponseSchema = z.object({
  text: z.string().meta({ description: "What the model wrote." }),
  truncated: z.boolean().meta({ description: "The answer reached the output cap and stops there." }),
});

export const aiImagesRequestSchema = z
  .strictObject({
    prompt: z
      .string()
      .min(1, "Describe the image: the subject, the setting, the mood.")
      .max(IMAGE_PROMPT_MAX, `The AI Image Generator takes up to ${IMAGE_PROMPT_MAX.toLocaleString("en-US")} characters.`)
      .meta({ description: "The image to make.", example: "A lighthouse on a rocky coast at dawn" }),
    avoid: z.string().max(MAX_AVOID_CHARS, `Keep what to avoid under ${MAX_AVOID_CHARS.toLocaleString("en-US")} characters.`).optional().meta({ description: "What the image should not have." }),
    shape: z.enum(keysOf(SIZES), { error: "Choose square, portrait or landscape." }).optional().meta({
      description: `The size: ${Object.entries(SIZES)
        .map(([key, size]) => `\`${key}\` ${size.size}`)
        .join(", ")} (default \`square\`).`,
    }),
    style: z.enum(keysOf(STYLES), { error: "Choose a style from the list." }).optional().meta({ description: "A style preset (default `none`)." }),
    count: z.int({ error: `Make 1 to ${MAX_IMAGES} images at a time.` }).min(1, `Make 1 to ${MAX_IMAGES} images at a time.`).max(MAX_IMAGES, `Make 1 to ${MAX_IMAGES} images at a time.`).optional().meta({ description: "How many images (default 1); each uses one AI image credit." }),
    seed: z
      .int()
      .min(0)
      .max(MAX_SEED)
      .nullable()
      .optional()
      .meta({ description: "The same seed and prompt give the same image where the model supports seeds; leave it out for a new image each time." }),
  })
  .meta({ description: "Images from a prompt, as on the AI Image Generator page." });

export const aiImagesResponseSchema = z.object({
  images: z.array(
    z.object({
      mediaType: z.string().meta({ description: "The image's type, e.g. image/png." }),
      base64: z.string().meta({ description: "The image, base64-encoded." }),
    }),
  ),
});
