import * as z from "@/lib/platform/zod-mini";
import { CONTROL_CHARACTER_MESSAGE, hasDisallowedControl } from "@/lib/platform/safe-text";
import { schemeOf, withScheme } from "@/lib/platform/http/url-scheme";
import { normaliseHex } from "./color";
import {
  DOWNLOAD_MAX_SIZE,
  DOWNLOAD_MIN_SIZE,
  ERROR_CORRECTION_LEVELS,
  MARGIN_MAX,
  PDF_DEFAULT_MM,
  PDF_SIZE_MESSAGE,
  isPdfSize,
  QR_DEFAULTS,
  QR_SIZES,
  QR_TYPES,
  REQUIRED_MESSAGE,
  WIFI_ENCRYPTIONS,
  type ErrorCorrection,
  type QrOptions,
} from "./constants";
import {
  EYE_CENTER_SHAPES,
  EYE_FRAME_SHAPES,
  FRAME_DEFAULT_TEXT,
  FRAME_STYLES,
  FRAME_TEXT_MAX,
  GRADIENT_MAX_STOPS,
  GRADIENT_TYPES,
  LOGO_SIZE_DEFAULT,
  LOGO_SIZE_MAX,
  LOGO_SIZE_MIN,
  MODULE_SHAPES,
  graphemeCount,
} from "./design-options";
import { LOGO_IMAGE_MESSAGE, LOGO_MAX_DATA_URL, LOGO_TOO_LARGE_MESSAGE, resolveLogo } from "./logo";
import { QrInputError } from "./errors";


/**
 * What a QR code request may contain: the content (one shape per type, a discriminated union on `type`) and the
 * rendering options. Shared by the page, the server action, the download route and the REST API, so every entry
 * point accepts exactly the same input and answers with the same messages. Unknown types or keys are refused.
 */

/** Longest accepted field: numeric mode at level L holds 7,089 digits; anything longer can never fit. */
const MAX_FIELD = 7089;

/** An object that refuses unknown keys with a readable message (forged or mistyped requests). */
function strict<T extends z.ZodShape>(shape: T, name = "The request") {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}`
        : issue.code === "invalid_type"
          ? `${name} must be an object`
          : undefined,
  });
}

const TOO_LONG_MESSAGE = "This is too long to fit in a QR code";
// Each field is bounded first and its later checks abort on failure, so no pattern ever reads an over-long value.
const boundedText = (max: number, message: string) =>
  z
    .string({ error: message })
    .check(
      z.maxLength(max, { error: TOO_LONG_MESSAGE, abort: true }),
      z.refine((v: string) => !hasDisallowedControl(v), { error: CONTROL_CHARACTER_MESSAGE, abort: true }),
    );
const required = (max = MAX_FIELD) => boundedText(max, REQUIRED_MESSAGE).check(z.refine((v) => v.trim().length > 0, { error: REQUIRED_MESSAGE, abort: true }));
const optional = (max = MAX_FIELD) => z.optional(boundedText(max, "Must be text"));

/** Prepends https:// to an address typed without a scheme ("example.com", "example.com:8080/x"). */
export function normaliseUrl(input: string): string {
  return withScheme(input.trim());
}

/** Schemes that have a QR type of their own: the message points there instead of a bare "invalid". */
const OTHER_TYPE: Readonly<Record<string, string>> = {
  mailto: "This is an e-mail address link: choose the Email type to make a code that opens a new e-mail",
  tel: "This is a phone number link: choose the Phone type to make a code that starts a call",
  sms: "This is a text message link: choose the SMS type to make a code that opens a new message",
  smsto: "This is a text message link: choose the SMS type to make a code that opens a new message",
  geo: "This is a location: choose the Location type to make a code that opens a map",
  wifi: "This is a WiFi network: choose the WiFi type to make a code that joins the network",
};
const URL_MESSAGE = "Please enter a valid URL";
const WEB_ONLY_MESSAGE = "Please enter a web address: only http:// and https:// addresses open in a browser";

/**
 * Why a typed URL cannot be a URL QR code, or null when it can. Only web addresses are accepted: a scanner opens a
 * URL code in the browser, and `javascript:`, `data:` or `file:` there are unsafe or meaningless.
 */
export function urlProblem(input: string, { suggestType = true } = {}): string | null {
  const text = input.trim();
  if (/\s/.test(text)) return URL_MESSAGE;
  const scheme = schemeOf(text);
  if (scheme !== null && scheme !== "http" && scheme !== "https") return (suggestType && OTHER_TYPE[scheme]) || WEB_ONLY_MESSAGE;
  let url: URL;
  try {
    url = new URL(normaliseUrl(text));
  } catch {
    return URL_MESSAGE;
  }
  // A web address needs a real host: a domain with a dot, localhost or an IP address.
  return url.hostname === "localhost" || url.hostname.includes(".") || url.hostname.startsWith("[") ? null : URL_MESSAGE;
}

/** Visual separators people type in phone numbers; removed before encoding (tel: URIs have no spaces). */
export function normalisePhone(input: string): string {
  return input.replace(/[\s().\-\u00a0]/g, "");
}
/**
 * A phone number for a tel: URI: separators removed and the international prefix 00 written as +. RFC 3966 allows a
 * local number only with a `;phone-context=` parameter, which phone dialers do not understand (Android's dialer
 * reads ";" as "wait"), so a call code always carries the global number instead.
 */
export function normaliseTel(input: string): string {
  return normalisePhone(input).replace(/^00(?=[1-9])/, "+");
}
const PHONE = /^\+?\d{3,15}$/;
/** E.164: + country code and number, at most 15 digits, never starting with 0. */
const GLOBAL_PHONE = /^\+[1-9]\d{6,14}$/;
const PHONE_MESSAGE = "Please enter a valid phone number: 3 to 15 digits, optionally starting with +";
const TEL_MESSAGE = "Please enter a valid phone number: 7 to 15 digits starting with + and the country code, like +1 555 123 4567";
const LOCAL_TEL_MESSAGE =
  "Please enter the number in international format, so that it works from any phone: + and the country code, then the number without its leading 0 (030 1234567 in Germany is +49 30 1234567)";
const phoneField = () => required(64).check(z.refine((v) => v.trim() === "" || PHONE.test(normalisePhone(v)), { error: PHONE_MESSAGE }));
const telField = () =>
  required(64).check(
    z.superRefine((v, ctx) => {
      const tel = normaliseTel(v);
      if (v.trim() === "" || GLOBAL_PHONE.test(tel)) return;
      ctx.addIssue({ code: "custom", message: /^\d{3,15}$/.test(tel) ? LOCAL_TEL_MESSAGE : TEL_MESSAGE });
    }),
  );

const EMAIL_MESSAGE = "Please enter a valid e-mail address";
const emailPattern = z.email();
const isEmail = (v: string) => emailPattern.safeParse(v.trim()).success;

const utf8Bytes = (v: string) => new TextEncoder().encode(v).length;
const HEX_ONLY = /^[0-9a-f]+$/i;
/** Tabs, line breaks and the other C0 controls and DEL: a phone's Wi-Fi settings cannot type them. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A WPA pre-shared key given as 64 hex digits (what a passphrase is hashed to) instead of a passphrase. */
export const isRawPsk = (password: string) => password.length === 64 && HEX_ONLY.test(password);

/** Longest coordinate text read: more digits than any GPS gives, far too few to slow a pattern down. */
const MAX_COORDINATE_TEXT = 64;
const COORDINATE = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/** A coordinate typed in a form (string) or sent by the API (number). */
function coordinate(label: "Latitude" | "Longitude", limit: number) {
  const message = `${label} must be a number between -${limit} and ${limit}`;
  const read = (v: number | string) => (typeof v === "number" ? v : v.length <= MAX_COORDINATE_TEXT && COORDINATE.test(v) ? Number(v) : NaN);
  return z.pipe(
    z.union([z.number({ error: message }), z.string({ error: REQUIRED_MESSAGE })]).check(
      z.refine((v) => typeof v === "number" || v.trim().length > 0, { error: REQUIRED_MESSAGE, abort: true }),
      z.refine((v) => {
        const n = read(v);
        return Number.isFinite(n) && n >= -limit && n <= limit;
      }, { error: message, abort: true }),
    ),
    z.transform(read),
  );
}

function urlIssue(value: string | undefined, ctx: z.RefinementCtx<string | undefined>, suggestType = true) {
  const problem = value?.trim() ? urlProblem(value, { suggestType }) : null;
  if (problem) ctx.addIssue({ code: "custom", message: problem });
}

export const textContentSchema = strict({ type: z.literal("text"), text: required() });

export const urlContentSchema = strict({
  type: z.literal("url"),
  url: required(4096).check(z.superRefine((v, ctx) => urlIssue(v, ctx))),
});

export const emailContentSchema = strict({
  type: z.literal("email"),
  address: required(254).check(z.refine((v) => v.trim() === "" || isEmail(v), { error: EMAIL_MESSAGE })),
  subject: optional(1000),
  body: optional(),
});

export const phoneContentSchema = strict({ type: z.literal("phone"), phone: telField() });

export const smsContentSchema = strict({ type: z.literal("sms"), phone: phoneField(), message: optional() });

export const wifiContentSchema = strict({
  type: z.literal("wifi"),
  ssid: required().check(z.refine((v) => utf8Bytes(v) <= 32, { error: "A network name (SSID) can be at most 32 bytes long" })),
  password: optional(200),
  encryption: z._default(z.enum(WIFI_ENCRYPTIONS, { error: "Encryption must be WPA, WEP or nopass" }), "WPA"),
  hidden: z._default(z.boolean({ error: "Hidden must be true or false" }), false),
}).check(z.superRefine((wifi, ctx) => {
  const password = wifi.password ?? "";
  if (wifi.encryption === "nopass") return;
  if (password.length === 0) {
    ctx.addIssue({ code: "custom", path: ["password"], message: REQUIRED_MESSAGE });
  } else if (CONTROL_CHARACTER.test(password)) {
    ctx.addIssue({ code: "custom", path: ["password"], message: "A Wi-Fi password can't contain tabs, line breaks or other control characters" });
  } else if (wifi.encryption === "WPA" && !isRawPsk(password) && (utf8Bytes(password) < 8 || utf8Bytes(password) > 63)) {
    // IEEE 802.11i counts a passphrase in bytes (wpa_supplicant refuses one over 63), so 30 × "€" (90 bytes) is too long.
    ctx.addIssue({
      code: "custom",
      path: ["password"],
      message:
        utf8Bytes(password) > 63 && password.length <= 63
          ? "A WPA/WPA2 password can be at most 63 bytes: accented letters and symbols take 2 to 4 bytes each, so this one is too long"
          : "A WPA/WPA2 password must be 8 to 63 characters long, or a key of exactly 64 hexadecimal digits",
    });
  } else if (
    wifi.encryption === "WEP" &&
    !([5, 13].includes(password.length) || ([10, 26].includes(password.length) && HEX_ONLY.test(password)))
  ) {
    ctx.addIssue({ code: "custom", path: ["password"], message: "A WEP key must be 5 or 13 characters, or 10 or 26 hexadecimal digits" });
  }
}));

export const vcardContentSchema = strict({
  type: z.literal("vcard"),
  firstName: optional(200),
  lastName: optional(200),
  organization: optional(200),
  title: optional(200),
  phone: optional(64).check(z.refine((v) => !v?.trim() || PHONE.test(normalisePhone(v)), { error: PHONE_MESSAGE })),
  email: optional(254).check(z.refine((v) => !v?.trim() || isEmail(v), { error: EMAIL_MESSAGE })),
  // A contact's web page: a mailto: here belongs in the e-mail field, not in another QR type.
  url: optional(2048).check(z.superRefine((v, ctx) => urlIssue(v, ctx, false))),
}).check(
  z.superRefine((card, ctx) => {
    if (!card.firstName?.trim() && !card.lastName?.trim()) {
      ctx.addIssue({ code: "custom", path: ["firstName"], message: REQUIRED_MESSAGE });
    }
  }),
);

export const geoContentSchema = strict({
  type: z.literal("geo"),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
});

export const qrContentSchema = z.discriminatedUnion(
  "type",
  [
    textContentSchema,
    urlContentSchema,
    emailContentSchema,
    phoneContentSchema,
    smsContentSchema,
    wifiContentSchema,
    vcardContentSchema,
    geoContentSchema,
  ],
  {
    error: (issue) =>
      issue.code === "invalid_union"
        ? `Unknown QR code type: choose one of ${QR_TYPES.join(", ")}`
        : issue.input === undefined
          ? REQUIRED_MESSAGE
          : "The content of a QR code must be an object with a type",
  },
);

/** Parsed content (after defaults and coordinate parsing). */
export type QrContent = z.output<typeof qrContentSchema>;
/** Content as a form or API client sends it. */
export type QrContentInput = z.input<typeof qrContentSchema>;

/** A whole number, or a string of digits (a form field) read as one. */
const intFrom = (message: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v)),
    z.int({ error: message }),
  );

const colour = (label: string, { transparent = false } = {}) => {
  const message = `${label} must be a hex colour like #000000 (3, 4, 6 or 8 digits)${transparent ? ' or "transparent"' : ""}`;
  const hexOf = (v: string) => (transparent && v.trim().toLowerCase() === "transparent" ? "#ffffff00" : v.length <= 32 ? normaliseHex(v) : null);
  return z.pipe(
    // Aborting, as a failed conversion is: the checks of what holds this value (a gradient's stop order) are skipped.
    z.string({ error: message }).check(z.refine((v: string) => hexOf(v) !== null, { error: message, abort: true })),
    z.transform((v: string) => hexOf(v)!),
  );
};

const oneOf = (label: string, values: readonly string[]) => `${label} must be one of ${values.join(", ")}`;

/** A number from `min` to `max`, one message for every way to miss. */
const numberFrom = (min: number, max: number, message: string) => z.number({ error: message }).check(z.gte(min, { error: message }), z.lte(max, { error: message }));

const gradientSchema = (label: string) =>
  strict(
    {
      type: z.enum(GRADIENT_TYPES, { error: `${label} gradient type must be linear or radial` }),
      rotation: z._default(numberFrom(-360, 360, `${label} gradient rotation must be a number of degrees from -360 to 360`), 0),
      stops: z
        .array(
          strict(
            {
              offset: numberFrom(0, 1, `${label} gradient stop offsets must be numbers from 0 to 1`),
              color: colour(`${label} gradient stop colour`),
            },
            `A ${label.toLowerCase()} gradient stop`,
          ),
          { error: `${label} gradient stops must be a list of {offset, color}` },
        )
        .check(
          z.minLength(2, { error: `${label} gradient needs at least 2 stops` }),
          z.maxLength(GRADIENT_MAX_STOPS, { error: `${label} gradient has at most ${GRADIENT_MAX_STOPS} stops` }),
          z.refine((stops) => stops.every((stop, i) => i === 0 || stop.offset >= stops[i - 1]!.offset), {
            error: `${label} gradient stop offsets must go up from 0 to 1`,
          }),
        ),
    },
    `The ${label.toLowerCase()} gradient`,
  );

const partSchema = <T extends readonly [string, ...string[]]>(label: string, shapes: T) =>
  strict(
    {
      shape: z._default(z.enum(shapes, { error: oneOf(`${label} shape`, shapes) }), shapes[0]),
      color: z.optional(colour(`${label} colour`)),
      gradient: z.optional(gradientSchema(label)),
    },
    `${label} options`,
  );

const FRAME_TEXT_MESSAGE = `The frame's text can be at most ${FRAME_TEXT_MAX} characters`;
export const frameSchema = strict(
  {
    style: z.enum(FRAME_STYLES, { error: oneOf("Frame style", FRAME_STYLES) }),
    text: z._default(
      z
        .string({ error: "The frame's text must be text" })
        .check(
          z.maxLength(FRAME_TEXT_MAX * 16, { error: FRAME_TEXT_MESSAGE, abort: true }),
          z.refine((v: string) => !hasDisallowedControl(v) && !/[\r\n\t]/.test(v), { error: "The frame's text must be one line without control characters", abort: true }),
          z.refine((v: string) => graphemeCount(v.trim()) <= FRAME_TEXT_MAX, { error: FRAME_TEXT_MESSAGE }),
        ),
      FRAME_DEFAULT_TEXT,
    ),
    color: z.optional(colour("Frame colour")),
    textColor: z.optional(colour("Frame text colour")),
  },
  "Frame options",
);

const LOGO_SIZE_MESSAGE = `The logo's size must be a share of the code's width from ${LOGO_SIZE_MIN} to ${LOGO_SIZE_MAX} (10–30 %)`;
/** A logo: one of our icons or an uploaded image, bounded by its length before logo.ts decodes a byte of it. */
export const logoSchema = strict(
  {
    image: z.string({ error: LOGO_IMAGE_MESSAGE }).check(
      z.maxLength(LOGO_MAX_DATA_URL, { error: LOGO_TOO_LARGE_MESSAGE, abort: true }),
      z.superRefine((image: string, ctx) => {
        try {
          resolveLogo(image);
        } catch (error) {
          if (!(error instanceof QrInputError)) throw error;
          ctx.addIssue({ code: "custom", message: error.message });
        }
      }),
    ),
    size: z._default(numberFrom(LOGO_SIZE_MIN, LOGO_SIZE_MAX, LOGO_SIZE_MESSAGE), LOGO_SIZE_DEFAULT),
  },
  "Logo options",
);

const SIZE_MESSAGE = `Size must be ${QR_SIZES.slice(0, -1).join(", ")} or ${QR_SIZES.at(-1)} pixels`;
const MARGIN_MESSAGE = `Margin must be a whole number from 0 to ${MARGIN_MAX}`;

const optionsObject = strict({
  size: z._default(
    intFrom(SIZE_MESSAGE).check(z.refine((v) => (QR_SIZES as readonly number[]).includes(v), { error: SIZE_MESSAGE })),
    QR_DEFAULTS.size,
  ),
  // Absent: M, or H when a logo covers part of the code (withErrorCorrection).
  errorCorrection: z.optional(z.enum(ERROR_CORRECTION_LEVELS, { error: "Error correction must be L, M, Q or H" })),
  margin: z._default(intFrom(MARGIN_MESSAGE).check(z.refine((v) => v >= 0 && v <= MARGIN_MAX, { error: MARGIN_MESSAGE })), QR_DEFAULTS.margin),
  foreground: z._default(colour("Foreground colour"), QR_DEFAULTS.foreground),
  background: z._default(colour("Background colour", { transparent: true }), QR_DEFAULTS.background),
  dots: z._default(partSchema("Module", MODULE_SHAPES), { ...QR_DEFAULTS.dots }),
  eyeFrame: z._default(partSchema("Eye frame", EYE_FRAME_SHAPES), { ...QR_DEFAULTS.eyeFrame }),
  eyeCenter: z._default(partSchema("Eye centre", EYE_CENTER_SHAPES), { ...QR_DEFAULTS.eyeCenter }),
  frame: z.optional(frameSchema),
  logo: z.optional(logoSchema),
}, "Options");

/** Error correction when the request names none: H (about 30 % restorable) under a logo, else the default M. */
function withErrorCorrection<T extends { errorCorrection?: ErrorCorrection; logo?: unknown }>(options: T): T & { errorCorrection: ErrorCorrection } {
  return { ...options, errorCorrection: options.errorCorrection ?? (options.logo ? "H" : QR_DEFAULTS.errorCorrection) };
}

export const qrOptionsSchema = z.pipe(optionsObject, z.transform(withErrorCorrection));

export type QrOptionsInput = z.input<typeof qrOptionsSchema>;

export const qrRequestSchema = strict({
  content: qrContentSchema,
  options: z._default(qrOptionsSchema, { ...QR_DEFAULTS }),
});
export type QrRequest = { content: QrContent; options: QrOptions };
export type QrRequestInput = z.input<typeof qrRequestSchema>;


export const qrStyleSchema = z.pipe(z.omit(optionsObject, { size: true }), z.transform(withErrorCorrection));

/** A look without its code: shapes, colours, background, frame and logo (a saved design; server/saved-designs.ts). */
export const qrLookSchema = z.pick(optionsObject, { foreground: true, background: true, dots: true, eyeFrame: true, eyeCenter: true, frame: true, logo: true });
export type QrLook = z.output<typeof qrLookSchema>;

const DOWNLOAD_SIZE_MESSAGE = `Download size must be a whole number of pixels from ${DOWNLOAD_MIN_SIZE} to ${DOWNLOAD_MAX_SIZE}`;
export const downloadSizeSchema = intFrom(DOWNLOAD_SIZE_MESSAGE).check(
  z.refine((v) => v >= DOWNLOAD_MIN_SIZE && v <= DOWNLOAD_MAX_SIZE, { error: DOWNLOAD_SIZE_MESSAGE }),
);
export const downloadFormatSchema = z.enum(["png", "svg", "pdf"], { error: "Format must be png, svg or pdf" });
/** The PDF's page side in millimetres (a number or a numeric string, at most one decimal: 25.4 is one inch). */
export const pdfSizeSchema = z._default(
  z
    .pipe(
      z.transform((v: unknown) => (typeof v === "string" && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v)),
      z.number({ error: PDF_SIZE_MESSAGE }),
    )
    .check(z.refine(isPdfSize, { error: PDF_SIZE_MESSAGE })),
  PDF_DEFAULT_MM,
);
export type DownloadFormat = z.infer<typeof downloadFormatSchema>;
