/**
 * Input bounds: every limit on what one request may make the server do, in one place, with the words of each refusal.
 * Read by server.ts (the query string), the heavy-work pool (lib/platform/heavy-work) and the converters' checks that run
 * before anything is decoded. Client-safe (no server imports): the browser path of the PDF Converter applies the same
 * PNG bound. docs/architecture.md ("Input bounds") lists these.
 */

const MB = 1024 * 1024;

const count = (n: number) => n.toLocaleString("en-US");

// ---------------------------------------------------------------------------------------------------------------
// The query string, checked in server.ts before anything parses it (parsing repeated keys costs time in the square
// of their number in the framework's URL handling).

/** Characters after the `?`. */
export const MAX_QUERY_CHARS = 4096;
/** Parameters (`&`-separated parts; an encoded `%26` is part of a value, not a separator). */
export const MAX_QUERY_PARAMS = 100;

export const QUERY_TOO_LONG_MESSAGE = `This address is too long: the part after the “?” may hold up to ${count(MAX_QUERY_CHARS)} characters.`;
export const QUERY_TOO_MANY_PARAMS_MESSAGE = `This address has too many parameters: up to ${MAX_QUERY_PARAMS} after the “?”.`;

/**
 * Bodies of the sign-in and sign-out posts (next-auth): an email, a password of at most 128 characters, a CSRF token
 * and a return path, a few hundred bytes. next-auth reads any body whole and parses it on the request thread, so the
 * route refuses more first.
 */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;
export const AUTH_BODY_TOO_LARGE_MESSAGE = "This sign-in request is too large. Please reload the page and try again.";

// ---------------------------------------------------------------------------------------------------------------
// The heavy-work pool (lib/platform/heavy-work): sharp, pdf.js and pdf-lib run in worker processes at the lowest CPU
// priority, never in the process that answers requests.

/** The conversions' lane (image and PDF converters, QR CSV batches' checks): jobs of up to a minute. */
export const HEAVY_WORK = {
  /** Worker processes per server process, each running one job at a time. */
  workers: 2,
  /** Jobs waiting for a thread, per process; one more is refused with 503 and Retry-After. */
  maxQueued: 8,
  /** Jobs of one account running or waiting at once, per process. */
  maxPerAccount: 2,
  /** One job's time: past it the worker is ended and the user told. */
  jobTimeLimitMs: 60_000,
  /** What a refused request is told to wait (Retry-After, in seconds). */
  retryAfterSeconds: 10,
  /** A worker's JavaScript heap: a job that needs more ends that worker, not the process. */
  workerHeapMb: 1024,
  /** A worker with nothing to do for this long exits (the next job starts a new one). */
  idleMs: 60_000,
} as const;

/**
 * The quick lane: short checks a page waits on (the QR scan check, a quarter of a second for the largest code), in a
 * worker of their own so that a minute-long conversion never holds one up. Same meanings as HEAVY_WORK; a check takes
 * no account's share (its queue bounds it).
 */
export const QUICK_WORK = {
  workers: 1,
  maxQueued: 32,
  maxPerAccount: 32,
  jobTimeLimitMs: 10_000,
  retryAfterSeconds: 5,
  workerHeapMb: 512,
  idleMs: 60_000,
} as const;

export const HEAVY_BUSY_MESSAGE = "Our servers are busy right now. Please try again in a few seconds.";
export const HEAVY_ACCOUNT_BUSY_MESSAGE = `You already have ${HEAVY_WORK.maxPerAccount} files or codes being made. Please wait for one to finish and try again.`;
export const HEAVY_TIMEOUT_MESSAGE = `This conversion took longer than ${HEAVY_WORK.jobTimeLimitMs / 1000} seconds, so we stopped it. Try a smaller file, fewer pages or a smaller output size.`;
export const QUICK_TIMEOUT_MESSAGE = `This took longer than ${QUICK_WORK.jobTimeLimitMs / 1000} seconds, so we stopped it. Please try again.`;
/** What a QR CSV batch's check is told past its time in the conversions' lane (500 codes of the largest size take under two seconds). */
export const QR_BATCH_TIMEOUT_MESSAGE = `Checking this batch took longer than ${HEAVY_WORK.jobTimeLimitMs / 1000} seconds, so we stopped it. Please try again, or split the CSV into smaller files.`;

// ---------------------------------------------------------------------------------------------------------------
// Checks before decoding.

/** Decoded pixels of one image (width × height) the Image Converter opens: 10,000 × 10,000 passes. */
export const MAX_DECODED_PIXELS = 100_000_000;
/** Pixels of one image the Image Converter writes (width × height after resizing). */
export const MAX_OUTPUT_PIXELS = 50_000_000;
/** Pixels of one PNG put into a PDF (pdf-lib decodes PNGs in JavaScript, JPEGs are copied as they are). */
export const MAX_PDF_PNG_PIXELS = 40_000_000;
/** Pages of one PDF the converter reads. */
export const MAX_PDF_PAGES = 500;
/** Bytes one PDF's compressed streams unpack to, all together. */
export const MAX_PDF_UNPACKED_BYTES = 256 * MB;
/** Bytes one drawing stream (a page's content, a form) unpacks to: the work of laying out a page grows with it. */
export const MAX_PDF_STREAM_BYTES = 4 * MB;

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const pixels = (width: number, height: number) => `${count(width)} × ${count(height)} pixels`;

export const BOUND_MESSAGES = {
  imageTooLarge: (width: number, height: number, limit: number) =>
    `This image is ${pixels(width, height)}; the limit is ${count(limit)} pixels (for example ${pixels(Math.floor(Math.sqrt(limit)), Math.floor(Math.sqrt(limit)))}).`,
  outputTooLarge: (width: number, height: number) =>
    `The result would be ${pixels(width, height)}; the limit is ${count(MAX_OUTPUT_PIXELS)} pixels. Choose a smaller width or height.`,
  pdfTooManyPages: (pages: number) => `This PDF has ${count(pages)} pages; we read up to ${count(MAX_PDF_PAGES)} pages per file.`,
  pdfUnpacksTooMuch: `This PDF unpacks to more than ${mb(MAX_PDF_UNPACKED_BYTES)}, more than we convert.`,
  pdfStreamTooLarge: `This PDF unpacks to more than ${mb(MAX_PDF_STREAM_BYTES)} of drawing instructions for one page, more than we convert.`,
  pdfImageTooLarge: (width: number, height: number) =>
    `This PDF holds an image of ${pixels(width, height)}; the limit is ${count(MAX_DECODED_PIXELS)} pixels.`,
} as const;
