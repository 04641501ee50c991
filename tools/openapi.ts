import { z } from "@/lib/platform/zod";
import { API_RATE_LIMIT } from "@/lib/domain/api/http";
import { MAX_BODY_BYTES } from "@/lib/platform/body-limit";
import * as s from "@/tools/api-schemas";
import { MAX_ACTIVE_KEYS } from "@/lib/domain/api/keys";
import { site } from "@/lib/platform/config/site";
import { DELIVERY_TIMEOUT_MS, TEST_EVENT, WEBHOOK_HEADERS } from "@/tools/url-shortener/logic/webhooks";
import { UTM_TEMPLATES_MAX } from "@/tools/url-shortener/logic/utm-templates";
import { LINK_IMPORT_MAX_BYTES, LINK_IMPORT_MAX_ROWS } from "@/tools/url-shortener/logic/import-view";

/**
 * The OpenAPI 3.1 document of the REST API, built from the zod schemas the endpoints parse with (JSON Schema 2020-12,
 * which OpenAPI 3.1 uses as is). API_ENDPOINTS is the one list of endpoints: the document, the /developers page
 * and a test that compares it with the route files under app/api/v1 all read it.
 */

type Method = "get" | "post" | "patch" | "delete";

export interface ApiEndpoint {
  method: Method;
  /** Relative to /api/v1, with {params}. */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  query?: z.ZodObject;
  /** Name of the request body schema in COMPONENTS. */
  body?: ComponentName;
  /** The body is a CSV file (text/csv, or the field `file` of a multipart form) instead of JSON. */
  csvBody?: string;
  /** `schema`: the JSON body's component, or several when the answer depends on the request (oneOf). */
  success: { status: 200 | 201 | 202 | 204; description: string; schema?: ComponentName | ComponentName[]; images?: boolean; csv?: boolean };
  errors: number[];
  /** What the path's {id} names, when it is not a link. */
  idDescription?: string;
  /** Error descriptions of this endpoint's own, where the shared ones (ERROR_DESCRIPTIONS) speak of links. */
  errorDescriptions?: Partial<Record<number, string>>;
}

const COMPONENTS = {
  Error: { schema: s.errorResponseSchema, io: "output" },
  CreateLink: { schema: s.createLinkSchema, io: "input" },
  UpdateLink: { schema: s.updateLinkSchema, io: "input" },
  BulkCreateLinks: { schema: s.bulkCreateLinksDocSchema, io: "input" },
  Link: { schema: s.linkSchema, io: "output" },
  LinkList: { schema: s.linkListSchema, io: "output" },
  LinkStats: { schema: s.linkStatsSchema, io: "output" },
  BulkLinksResult: { schema: s.bulkLinksResponseSchema, io: "output" },
  CreateUtmTemplate: { schema: s.createUtmTemplateSchema, io: "input" },
  UtmTemplate: { schema: s.utmTemplateSchema, io: "output" },
  UtmTemplateList: { schema: s.utmTemplateListSchema, io: "output" },
  LinkImport: { schema: s.linkImportSchema, io: "output" },
  QrRequest: { schema: s.qrRequestApiSchema, io: "input" },
  QrCode: { schema: s.qrResponseSchema, io: "output" },
  AreaConvertRequest: { schema: s.areaConvertSchema, io: "input" },
  AreaConversion: { schema: s.areaConversionSchema, io: "output" },
  AreaBatchConversion: { schema: s.areaBatchSchema, io: "output" },
  AreaUnits: { schema: s.areaUnitsSchema, io: "output" },
  AiTextRequest: { schema: s.aiTextRequestSchema, io: "input" },
  AiText: { schema: s.aiTextResponseSchema, io: "output" },
  AiImagesRequest: { schema: s.aiImagesRequestSchema, io: "input" },
  AiImages: { schema: s.aiImagesResponseSchema, io: "output" },
  WebhookLinkEvent: { schema: s.webhookLinkEventSchema, io: "output" },
  WebhookClickEvent: { schema: s.webhookClickEventSchema, io: "output" },
  WebhookTestEvent: { schema: s.webhookTestEventSchema, io: "output" },
} as const satisfies Record<string, { schema: z.ZodType; io: "input" | "output" }>;

type ComponentName = keyof typeof COMPONENTS;

const WRITE_ERRORS = [400, 401, 403, 413, 415, 429];
/** The AI endpoints' own failures: the provider's (502, 503, 504), never charged. */
const AI_ERRORS = [...WRITE_ERRORS, 502, 503, 504];

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: "get",
    path: "/links",
    operationId: "listLinks",
    summary: "List your short links",
    description:
      "Your links, newest first, a page at a time (pass `nextCursor` back as `cursor`). Filter by `tag`, by text in the short code or the destination (`search`, any case) and by creation date (`from`, `to`); filters combine. Deleted links are left out.",
    query: s.listLinksQuerySchema,
    success: { status: 200, description: "A page of links.", schema: "LinkList" },
    errors: [400, 401, 403, 429],
  },
  {
    method: "post",
    path: "/links",
    operationId: "createLink",
    summary: "Shorten a URL",
    description: "Creates a short link with a random or custom code, on the Utilify domain or one of your verified custom domains, with its settings and tags.",
    body: "CreateLink",
    success: { status: 201, description: "The new short link.", schema: "Link" },
    errors: [...WRITE_ERRORS, 409],
  },
  {
    method: "post",
    path: "/links/bulk",
    operationId: "createLinks",
    summary: "Shorten many URLs",
    description:
      "Up to 100 links in one request. Each link is created or refused on its own, one with a field POST /links would refuse included (a refused link stores nothing); the answer lists one result per link, in order, a refusal naming its `field`. Only a body that is not `{ links: [...] }` of 1 to 100 links is refused as a whole (400).",
    body: "BulkCreateLinks",
    success: { status: 200, description: "One result per link.", schema: "BulkLinksResult" },
    errors: WRITE_ERRORS,
  },
  {
    method: "post",
    path: "/links/import",
    operationId: "importLinks",
    summary: "Import links from a CSV file",
    description: `A Bitly export or a CSV file with a header row \`url,code,tags,expiry\` (only url is needed; tags separated by ; or |; expiry an ISO 8601 date-time with a time zone) becomes links in the background. Up to ${LINK_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows and ${LINK_IMPORT_MAX_BYTES / 1024 / 1024} MiB. Answers at once with the import (202); follow it with \`GET /links/import/{id}\`. Each row is created, its code taken, or invalid with the reason. A Bitly back-half is kept as the code when it is free, else the link gets a random code and the row says so. One running import per account (409 while one runs). Imported links send no link.created webhook. Premium and above.`,
    csvBody: "The CSV file: the body itself with `Content-Type: text/csv`, or the field `file` of a `multipart/form-data` form.",
    success: { status: 202, description: "The import, pending.", schema: "LinkImport" },
    errors: [400, 401, 403, 409, 413, 415, 429],
  },
  {
    method: "get",
    path: "/links/import/{id}",
    operationId: "getLinkImport",
    summary: "Follow an import",
    description: "An import's status (`pending`, `running`, `done`, `failed`), its progress (`processed` of `total`), its counts and its first rows. Another account's import answers 404.",
    idDescription: "The import's id.",
    success: { status: 200, description: "The import.", schema: "LinkImport" },
    errors: [401, 403, 404, 429],
  },
  {
    method: "get",
    path: "/links/import/{id}/report",
    operationId: "getLinkImportReport",
    summary: "Download an import's report",
    description: "Every row of the file with its outcome, as CSV: `line,url,code,tags,expiry,outcome,short_url,message` (`pending` for a row still to do).",
    idDescription: "The import's id.",
    success: { status: 200, description: "The report.", csv: true },
    errors: [401, 403, 404, 429],
  },
  {
    method: "get",
    path: "/links/{id}",
    operationId: "getLink",
    summary: "Get a short link",
    description: "One of your links, with its click and scan counts.",
    success: { status: 200, description: "The link.", schema: "Link" },
    errors: [401, 403, 404, 429],
  },
  {
    method: "patch",
    path: "/links/{id}",
    operationId: "updateLink",
    summary: "Change a short link",
    description:
      "Changes the destination (kept in the link's history), the settings and the tags of one of your links. Every server stops using the old destination within a second. Another account's link answers 404.",
    body: "UpdateLink",
    success: { status: 200, description: "The link as changed.", schema: "Link" },
    errors: [...WRITE_ERRORS, 404],
  },
  {
    method: "delete",
    path: "/links/{id}",
    operationId: "deleteLink",
    summary: "Delete a short link",
    description: "Deletes one of your links. Its short URL answers 410 Gone from then on, and its code is never reused.",
    success: { status: 204, description: "Deleted." },
    errors: [401, 403, 404, 429],
  },
  {
    method: "get",
    path: "/links/{id}/stats",
    operationId: "getLinkStats",
    summary: "Get a link's analytics",
    description:
      "Total human and bot visits, human visits over time (`range`: the last 24 hours or 7 days by hour, 30 or 90 days or all by day; 30 days by day without it), and the top referrers, countries, devices, browsers and operating systems (over the range; all time without one). Visits through the link's QR code (the short URL with `?qr=1`) are scans, the others clicks: `triggers` tells them apart, and `trigger` limits the rest to one of them. `referrer`, `country`, `device`, `browser` and `os` keep only the matching visits (combined, all apply); a bad or unknown parameter is a 400 naming it.",
    query: s.linkStatsQuerySchema,
    success: { status: 200, description: "The link's analytics.", schema: "LinkStats" },
    errors: [400, 401, 403, 404, 429],
  },
  {
    method: "get",
    path: "/utm-templates",
    operationId: "listUtmTemplates",
    summary: "List your UTM templates",
    description: "Your saved UTM templates (the sets of parameters the site's UTM builder applies in one click), by name whatever its case.",
    success: { status: 200, description: "Your templates.", schema: "UtmTemplateList" },
    errors: [401, 403, 429],
  },
  {
    method: "post",
    path: "/utm-templates",
    operationId: "createUtmTemplate",
    summary: "Save a UTM template",
    description: `Saves a named set of UTM parameters, shown in the UTM builder wherever you create or edit a link. Every plan keeps up to ${UTM_TEMPLATES_MAX} templates.`,
    body: "CreateUtmTemplate",
    success: { status: 201, description: "The new template.", schema: "UtmTemplate" },
    errors: [...WRITE_ERRORS, 409],
    errorDescriptions: { 409: `You already have a template of that name (whatever its case), or ${UTM_TEMPLATES_MAX} templates (\`conflict\`); nothing is saved.` },
  },
  {
    method: "delete",
    path: "/utm-templates/{id}",
    operationId: "deleteUtmTemplate",
    summary: "Delete a UTM template",
    description: "Deletes one of your UTM templates. Links made with it keep their parameters.",
    success: { status: 204, description: "Deleted." },
    errors: [401, 403, 404, 429],
    idDescription: "The template's id.",
    errorDescriptions: { 404: "No such template among yours (`not_found`)." },
  },
  {
    method: "post",
    path: "/qr",
    operationId: "createQrCode",
    summary: "Generate a QR code",
    description:
      "The same types and options as the QR Code Generator page. Answers JSON (SVG markup, base64 PNG or base64 PDF), or the file itself with `Accept: image/png`, `Accept: image/svg+xml` or `Accept: application/pdf` (a vector page `pdfSize` millimetres square, for print). With `dynamic: true` a URL code is dynamic: it encodes a new short link of your account, whose destination you change later with PATCH /links/{id}.",
    body: "QrRequest",
    success: { status: 200, description: "The QR code.", schema: "QrCode", images: true },
    errors: [...WRITE_ERRORS, 422],
  },
  {
    method: "post",
    path: "/area/convert",
    operationId: "convertArea",
    summary: "Convert areas",
    description: "One value (`value`) or up to 1,000 values (`values`) between built-in units and your custom units. Conversions are exact.",
    body: "AreaConvertRequest",
    success: { status: 200, description: "AreaConversion for `value`, AreaBatchConversion for `values`.", schema: ["AreaConversion", "AreaBatchConversion"] },
    errors: WRITE_ERRORS,
  },
  {
    method: "get",
    path: "/area/units",
    operationId: "listAreaUnits",
    summary: "List area units",
    description: "The built-in units and your custom units, with their ids and their size in square meters.",
    success: { status: 200, description: "The units.", schema: "AreaUnits" },
    errors: [401, 403, 429],
  },
  {
    method: "post",
    path: "/ai/text",
    operationId: "writeText",
    summary: "Write or rewrite text with AI",
    description:
      "One command of the AI Writer (draft, continue, improve, shorten, lengthen, fix, tone, summarise, translate), answered whole. Uses one AI text credit of the account's month; a failed call gives it back. Texts sent through the API are not logged or kept.",
    body: "AiTextRequest",
    success: { status: 200, description: "What the model wrote.", schema: "AiText" },
    errors: AI_ERRORS,
  },
  {
    method: "post",
    path: "/ai/images",
    operationId: "generateImages",
    summary: "Generate images with AI",
    description: "1 to 4 images from a prompt, as on the AI Image Generator page, base64-encoded. Each image uses one AI image credit of the account's month; a failed call gives them back. Nothing is stored.",
    body: "AiImagesRequest",
    success: { status: 200, description: "The images.", schema: "AiImages" },
    errors: AI_ERRORS,
  },
];

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid request: `validation_error` (with per-field messages) or `invalid_json`.",
  401: "Missing, unknown or revoked API key (`unauthorized`).",
  403: "The key's account is not on a plan with API access, or lacks a feature the request needs (`forbidden`).",
  404: "No such link (or import) among yours (`not_found`).",
  409: "The custom short code is taken, or an import is already running (`conflict`).",
  413: `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB, or an import's file larger than ${LINK_IMPORT_MAX_BYTES / 1024 / 1024} MiB (\`payload_too_large\`).`,
  415: "The body is not JSON, or for an import neither CSV nor a multipart form (`unsupported_media_type`).",
  422: "The QR code's design does not scan: read back by a QR reader, it does not give the exact content (`does_not_scan`), with the reason and a fix.",
  429: `More than ${API_RATE_LIMIT.points} requests in a minute with this key (\`rate_limited\`; wait Retry-After seconds), or a plan's allowance is used up (\`limit_reached\`: a daily limit, or this month's AI credits).`,
  502: "The AI provider failed or cut its answer off (`ai_provider_error`). No credit was used.",
  503: "AI generation is not enabled on this server, or the provider is busy (`ai_unavailable`). No credit was used.",
  504: "The AI provider took too long (`ai_timeout`). No credit was used.",
};

/** A zod schema as JSON Schema 2020-12, without the `$schema` keyword (the document's dialect already says it). */
function toSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const converted: Record<string, unknown> = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
  delete converted.$schema;
  return converted;
}

function jsonSchema(name: ComponentName) {
  const { schema, io } = COMPONENTS[name];
  return toSchema(schema, io);
}

const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });

const RATE_HEADERS = {
  "X-RateLimit-Limit": { $ref: "#/components/headers/X-RateLimit-Limit" },
  "X-RateLimit-Remaining": { $ref: "#/components/headers/X-RateLimit-Remaining" },
  "X-RateLimit-Reset": { $ref: "#/components/headers/X-RateLimit-Reset" },
};

function operation(endpoint: ApiEndpoint) {
  const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    description: endpoint.idDescription ?? "The link's id.",
    schema: { type: "string", format: "uuid" },
  }));
  const queryParams = endpoint.query
    ? Object.entries(endpoint.query.shape).map(([name, field]) => {
        const schema = toSchema(field as z.ZodType, "input");
        const description = schema.description;
        delete schema.description;
        return { name, in: "query", required: false, description, schema };
      })
    : [];
  const success = endpoint.success;
  const content: Record<string, unknown> = {};
  if (typeof success.schema === "string") content["application/json"] = { schema: ref(success.schema) };
  else if (success.schema) content["application/json"] = { schema: { oneOf: success.schema.map(ref) } };
  if (success.csv) content["text/csv"] = { schema: { type: "string", contentMediaType: "text/csv" } };
  if (success.images) {
    content["image/png"] = { schema: { type: "string", contentMediaType: "image/png" } };
    content["image/svg+xml"] = { schema: { type: "string", contentMediaType: "image/svg+xml" } };
    content["application/pdf"] = { schema: { type: "string", contentMediaType: "application/pdf" } };
  }
  const responses: Record<string, unknown> = {
    [success.status]: { description: success.description, headers: RATE_HEADERS, ...(Object.keys(content).length ? { content } : {}) },
  };
  for (const status of endpoint.errors) {
    responses[status] = {
      description: endpoint.errorDescriptions?.[status] ?? ERROR_DESCRIPTIONS[status],
      ...(status === 429 ? { headers: { ...RATE_HEADERS, "Retry-After": { $ref: "#/components/headers/Retry-After" } } } : {}),
      content: { "application/json": { schema: ref("Error") } },
    };
  }
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: endpoint.description,
    ...(pathParams.length || queryParams.length ? { parameters: [...pathParams, ...queryParams] } : {}),
    ...(endpoint.body ? { requestBody: { required: true, content: { "application/json": { schema: ref(endpoint.body) } } } } : {}),
    ...(endpoint.csvBody
      ? {
          requestBody: {
            required: true,
            description: endpoint.csvBody,
            content: {
              "text/csv": { schema: { type: "string", maxLength: LINK_IMPORT_MAX_BYTES } },
              "multipart/form-data": { schema: { type: "object", required: ["file"], properties: { file: { type: "string", contentMediaType: "text/csv" } } } },
            },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The webhooks we send (OpenAPI 3.1 `webhooks`): what an endpoint on the account page receives, signed instead of
 * authenticated (docs/webhooks.md).
 */
const WEBHOOKS: { event: string; summary: string; schema: ComponentName }[] = [
  { event: "link.created", summary: "A link was created (on the site, in bulk or through the API; not by an import)", schema: "WebhookLinkEvent" },
  { event: "link.updated", summary: "A link's destination or settings changed, or it was disabled or enabled", schema: "WebhookLinkEvent" },
  { event: "link.deleted", summary: "A link was deleted (also with its custom domain)", schema: "WebhookLinkEvent" },
  { event: "link.clicked", summary: "Visits of your links, batched: at most one request per endpoint every 10 seconds", schema: "WebhookClickEvent" },
  { event: TEST_EVENT, summary: "The account page's \"Send test event\"", schema: "WebhookTestEvent" },
];

function webhookOperation({ event, summary, schema }: (typeof WEBHOOKS)[number]) {
  const header = (name: string, description: string) => ({ name, in: "header", required: true, description, schema: { type: "string" } });
  return {
    post: {
      operationId: `webhook_${event.replace(".", "_")}`,
      summary,
      description: `A POST to your endpoint when the event happens, retried with backoff (1 min, 5 min, 30 min, 2 h, then every 6 h) for 24 hours until your server answers 2xx within ${DELIVERY_TIMEOUT_MS / 1000} seconds. Redirects are not followed. Check the signature before trusting the body.`,
      security: [],
      parameters: [
        header(WEBHOOK_HEADERS.signature, "`t=<Unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<raw body>\" with the endpoint's signing secret>`. Refuse a request whose signature does not match or whose `t` is more than 5 minutes away."),
        header(WEBHOOK_HEADERS.event, `The event's type, \`${event}\`.`),
        header(WEBHOOK_HEADERS.delivery, "The delivery's id (the body's `id`): the same on every retry."),
      ],
      requestBody: { required: true, content: { "application/json": { schema: ref(schema) } } },
      responses: { "2XX": { description: "Received. Any other answer, or none within the time, is retried." } },
    },
  };
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of API_ENDPOINTS) {
    (paths[endpoint.path] ??= {})[endpoint.method] = operation(endpoint);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${site.name} API`,
      version: "1.0.0",
      description: `Short links and UTM templates, QR codes, area conversions and AI text and images from your own code. Available on the Premium and Enterprise plans: create a key on your account page (up to ${MAX_ACTIVE_KEYS} active keys) and send it as \`Authorization: Bearer <key>\`. Each key may make ${API_RATE_LIMIT.points} requests per minute.`,
    },
    servers: [{ url: `${site.url}/api/v1` }],
    security: [{ bearerAuth: [] }],
    paths,
    webhooks: Object.fromEntries(WEBHOOKS.map((webhook) => [webhook.event, webhookOperation(webhook)])),
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "An API key from your account page (utl_…)." } },
      headers: {
        "X-RateLimit-Limit": { description: "Requests allowed per minute with this key.", schema: { type: "integer" } },
        "X-RateLimit-Remaining": { description: "Requests left in the current minute.", schema: { type: "integer" } },
        "X-RateLimit-Reset": { description: "When the current window ends (Unix time, seconds).", schema: { type: "integer" } },
        "Retry-After": { description: "Seconds to wait before the next request.", schema: { type: "integer" } },
      },
      schemas: Object.fromEntries((Object.keys(COMPONENTS) as ComponentName[]).map((name) => [name, jsonSchema(name)])),
    },
  };
}
