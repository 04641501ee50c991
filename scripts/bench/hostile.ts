import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import autocannon, { type Result } from "autocannon";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { HOT_CODE, HOT_TARGET } from "./lib/codes";
import { readdirSync } from "node:fs";
import { BENCH_SECRET, ensureBuild, log, onCleanup, percentile, runBenchmark, startBenchDatabase, startSiteServer, waitForStatus } from "./lib/harness";
import { pdfBomb, pngBomb, tinyPng } from "../../tests/support/hostile-files";

/**
 * Hostile-input benchmark: the worst inputs we know of — numbers of 60,000 digits, CSV lines of quotes, NUL bytes, QR
 * codes at full capacity, the largest legal bulk conversion, bodies over 1 MB, a query string of 2,000 parameters, a
 * PDF whose page unpacks to 8 MB, a 10,000² PNG into a PDF, AVIF upscales to 4096² — fired from several clients at the
 * production server (server.ts, production build) through its real entry points (server actions, the REST API, the
 * site's route handlers, the converters' uploads) while short-link redirects, a prerendered page and a JS chunk are
 * measured. No request may hold the event loop or libuv's threads: reported are the slowest hostile request and the
 * p99 of each measured path alone and under attack, against its target.
 *
 * Ports BENCH_PORT (server, default 3110) and BENCH_PORT + 1 (Postgres). BENCH_DURATION (seconds, default 20);
 * BENCH_BUILD=1 rebuilds; BENCH_HOSTILE=<regex> fires only the kinds whose name matches.
 */

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3110);
const DB_PORT = SERVER_PORT + 1;
const ORIGIN = `http://127.0.0.1:${SERVER_PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const REDIRECT_CONNECTIONS = 10;
const PAGE_CONNECTIONS = 2;
/** Hostile requests in flight at once, cycling through the list for the whole measurement. */
const ATTACKERS = 4;
/** Premium accounts the attackers take turns with (the heavy-work pool caps jobs per account). */
const ACCOUNTS = 4;
/** Targets under attack (p99, ms). */
const TARGETS = { redirect: 20, page: 300, chunk: 300 } as const;

interface Hostile {
  name: string;
  send: () => Promise<Response>;
  /** The status the server must answer with, and text its answer must contain (the message the user sees). */
  status: number;
  contains: string;
  /** Under attack, also acceptable: the heavy-work pool's refusals when it is full (503) or the account has its share (429). */
  heavy?: true;
}

/** Server action ids of the production build, by exported name (what Next's client sends as `Next-Action`). */
function actionIds(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as { node: Record<string, { exportedName?: string }> };
  return new Map(Object.entries(manifest.node).flatMap(([id, entry]) => (entry.exportedName ? [[entry.exportedName, id] as [string, string]] : [])));
}

interface Load {
  p50: number;
  p99: number;
  max: number;
  rps: number;
  /** Failed or timed-out requests and answers other than the expected status. */
  errors: number;
  /** 5xx answers. */
  serverErrors: number;
}

/** Latency of GET `path` from `connections` clients for `duration` seconds. */
async function load(path: string, connections: number, duration: number, expected: 2 | 3, headers: Record<string, string> = {}): Promise<Load> {
  const latencies: number[] = [];
  const instance = autocannon({ url: ORIGIN, connections, duration, requests: [{ method: "GET", path, headers }] });
  instance.on("response", (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  const result: Result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  const ok = expected === 3 ? result["3xx"] : result["2xx"];
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    rps: ok / result.duration,
    errors: result.errors + result.timeouts + result["4xx"] + result["5xx"] + (expected === 3 ? result["2xx"] : result["3xx"]),
    serverErrors: result["5xx"],
  };
}

/** The three measured paths at once: short-link redirects, a prerendered page (brotli, as browsers ask) and a JS chunk. */
async function measure(page: string, chunk: string, duration: number): Promise<{ redirect: Load; page: Load; chunk: Load }> {
  const [redirect, pageLoad, chunkLoad] = await Promise.all([
    load(`/s/${HOT_CODE}`, REDIRECT_CONNECTIONS, duration, 3),
    load(page, PAGE_CONNECTIONS, duration, 2, { "accept-encoding": "br, gzip" }),
    load(chunk, PAGE_CONNECTIONS, duration, 2, { "accept-encoding": "br, gzip" }),
  ]);
  return { redirect, page: pageLoad, chunk: chunkLoad };
}

/** A JS chunk of the build, as a page loads it. */
function someChunk(): string {
  const dir = ".next/static/chunks";
  const file = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .sort()[0];
  if (!file) throw new Error("No JS chunk in the build");
  return `/_next/static/chunks/${file}`;
}

runBenchmark("hostile", async (failures) => {
  ensureBuild(ORIGIN);
  const { url } = await startBenchDatabase(DB_PORT);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  onCleanup(() => db.end());

  // A hot short link to measure, and a Premium account with a session and API keys (60 requests a minute each).
  await db.query(`INSERT INTO "Link" ("id", "domain", "code", "target", "updatedAt") VALUES (gen_random_uuid()::text, '', $1, $2, now())`, [HOT_CODE, HOT_TARGET]);
  const userId = randomUUID();
  const email = `hostile-${userId.slice(0, 8)}@bench.test`;
  await db.query(`INSERT INTO "User" ("id", "email", "passwordHash", "plan", "status", "updatedAt") VALUES ($1, $2, 'x', 'premium', 'active', now())`, [userId, email]);
  const keys: string[] = [];
  for (let i = 0; i < 10; i++) {
    const key = `utl_${randomBytes(24).toString("base64url")}`;
    await db.query(`INSERT INTO "ApiKey" ("id", "userId", "name", "prefix", "keyHash") VALUES (gen_random_uuid()::text, $1, $2, $3, $4)`, [
      userId,
      `bench ${i}`,
      key.slice(0, 12),
      createHash("sha256").update(key).digest("hex"),
    ]);
    keys.push(key);
  }
  const session = await encode({ token: { uid: userId, sv: 0, email, sub: userId }, secret: BENCH_SECRET });
  const cookie = `next-auth.session-token=${session}`;
  // More Premium accounts for the converters' uploads (the heavy-work pool caps each account's jobs).
  const converterCookies: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const id = randomUUID();
    const address = `hostile-conv-${id.slice(0, 8)}@bench.test`;
    await db.query(`INSERT INTO "User" ("id", "email", "passwordHash", "plan", "status", "updatedAt") VALUES ($1, $2, 'x', 'premium', 'active', now())`, [id, address]);
    converterCookies.push(`next-auth.session-token=${await encode({ token: { uid: id, sv: 0, email: address, sub: id }, secret: BENCH_SECRET })}`);
  }

  startSiteServer(SERVER_PORT, url);
  await waitForStatus(SERVER_PORT, `/s/${HOT_CODE}`, 302, "server");

  const ids = actionIds();
  const action = (name: string, page: string, args: unknown[], rawBody?: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`No server action named ${name} in the build`);
    return () =>
      fetch(`${ORIGIN}${page}`, {
        method: "POST",
        headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin: ORIGIN, cookie },
        body: rawBody ?? JSON.stringify(args),
      });
  };
  let keyIndex = 0;
  const api = (path: string, body: string) => () =>
    fetch(`${ORIGIN}${path}`, { method: "POST", headers: { authorization: `Bearer ${keys[keyIndex++ % keys.length]}`, "content-type": "application/json" }, body });
  const site = (path: string, body: string) => () => fetch(`${ORIGIN}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN }, body });

  const nearMiss = `${"1".repeat(99)}x`;
  const longExact = `1.${"7".repeat(90)}e-290`;
  const overOneMb = "a".repeat(1_100_000);
  let accountIndex = 0;
  const upload = (path: string, fields: Record<string, string>, files: { name: string; bytes: Uint8Array }[]) => () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    for (const f of files) form.append("file", new Blob([f.bytes as BlobPart]), f.name);
    return fetch(`${ORIGIN}${path}`, { method: "POST", headers: { origin: ORIGIN, cookie: converterCookies[accountIndex++ % converterCookies.length]! }, body: form });
  };
  const manyParams = Array.from({ length: 2000 }, (_, i) => `q=${i}`).join("&");
  const [bomb, bigPng, tiny] = await Promise.all([pdfBomb(), pngBomb(), tinyPng()]);
  const upscale = JSON.stringify({ format: "avif", quality: 80, width: 4096, height: 4096, background: "#ffffff", targetKb: null, keepMetadata: false });
  const hostile: Hostile[] = [
    { name: "custom unit factor of 60,000 digits + x (action)", send: action("createCustomUnitAction", "/area-converter", [{ name: "Huge", symbol: "huge", factor: `${"1".repeat(60_000)}x` }]), status: 200, contains: "at most 100 characters" },
    { name: "custom unit factor of 60,000 digits (action)", send: action("createCustomUnitAction", "/area-converter", [{ name: "Huge", symbol: "huge", factor: "1".repeat(60_000) }]), status: 200, contains: "at most 100 characters" },
    { name: "value of 500,000 digits (action)", send: action("convertAreaAction", "/area-converter", [{ value: "9".repeat(500_000), from: "m2", to: "ft2" }]), status: 200, contains: "too long" },
    { name: "bulk CSV: a line of 99,990 quotes (action)", send: action("bulkConvertAreaAction", "/area-converter", [{ text: `1\nx${'"'.repeat(99_990)}`, from: "m2", to: "ft2", column: "1" }]), status: 200, contains: "too long" },
    { name: "bulk CSV: 10 lines of 9,999 quotes (action)", send: action("bulkConvertAreaAction", "/area-converter", [{ text: `${'"'.repeat(9_999)}\n`.repeat(10), from: "m2", to: "ft2", column: "1" }]), status: 200, contains: "No line holds a valid number" },
    { name: "bulk: 990 near-miss numbers of 100 characters (action)", send: action("bulkConvertAreaAction", "/area-converter", [{ text: `${nearMiss}\n`.repeat(990), from: "m2", to: "ft2" }]), status: 200, contains: "No line holds a valid number" },
    { name: "bulk: 1,000 exact 93-digit values to all units (action)", send: action("bulkConvertAreaAction", "/area-converter", [{ text: `${longExact}\n`.repeat(1000), from: "mi2", to: "all" }]), status: 200, contains: "e-2" },
    { name: "bulk shortening: a line of 240,000 quotes (action)", send: action("bulkShortenAction", "/urlshortener", [{ text: `url\n${'"'.repeat(240_000)}` }]), status: 200, contains: "too long" },
    { name: "QR text with a NUL byte (action)", send: action("generateQrCodeAction", "/qrgenerator", [{ content: { type: "text", text: "a\u0000b" } }]), status: 200, contains: "NUL character" },
    { name: "QR of 7,089 digits, full version 40 (action)", send: action("generateQrCodeAction", "/qrgenerator", [{ content: { type: "text", text: "7".repeat(7089) }, options: { errorCorrection: "L" } }]), status: 200, contains: "downloadToken", heavy: true },
    { name: "QR text of 1,000,000 characters (action)", send: action("generateQrCodeAction", "/qrgenerator", [{ content: { type: "text", text: "x".repeat(1_000_000) } }]), status: 200, contains: "too long to fit" },
    { name: "server action body of 1.1 MB", send: action("generateQrCodeAction", "/qrgenerator", [{ content: { type: "text", text: overOneMb } }]), status: 413, contains: "more than 1 MB" },
    { name: "API: 1,000 near-miss numbers", send: api("/api/v1/area/convert", JSON.stringify({ from: "m2", to: "ft2", values: Array(1000).fill(nearMiss) })), status: 400, contains: "valid number" },
    { name: "API: 200,000 values in 1 MB", send: api("/api/v1/area/convert", JSON.stringify({ from: "m2", to: "ft2", values: Array(200_000).fill(1) })), status: 400, contains: "up to 1,000 values" },
    { name: "API: QR of 7,089 digits as a 2000 px PNG", send: api("/api/v1/qr", JSON.stringify({ text: "7".repeat(7089), options: { errorCorrection: "L" }, format: "png", size: 2000 })), status: 200, contains: "image/png", heavy: true },
    { name: "API: bulk links body of 1.1 MB", send: api("/api/v1/links/bulk", JSON.stringify({ links: [{ url: `https://example.com/${overOneMb}` }] })), status: 413, contains: "MiB" },
    { name: "site: shorten body of 1.1 MB", send: site("/api/links", JSON.stringify({ url: `https://example.com/${overOneMb}` })), status: 400, contains: "more than 1 MB" },
    { name: "site: QR download body of 1.1 MB", send: site("/api/qr/download", JSON.stringify({ token: overOneMb })), status: 400, contains: "more than 1 MB" },
    { name: "query string of 2,000 parameters (13 kB) on the home page", send: () => fetch(`${ORIGIN}/?${manyParams}`), status: 414, contains: "too long" },
    { name: "query string of 101 parameters on a tool page", send: () => fetch(`${ORIGIN}/area-converter?${manyParams.split("&").slice(0, 101).join("&")}`), status: 400, contains: "too many parameters" },
    { name: "PDF to text: a page that unpacks to 8 MB", send: upload("/api/tools/pdf-converter", { op: "pdf-to-text" }, [{ name: "bomb.pdf", bytes: bomb }]), status: 422, contains: "unpacks to more than", heavy: true },
    { name: "images to PDF: a 10,000 × 10,000 PNG", send: upload("/api/tools/pdf-converter", { op: "images-to-pdf" }, [{ name: "bomb.png", bytes: bigPng }]), status: 422, contains: "10,000 × 10,000 pixels", heavy: true },
    { name: "image converter: a tiny PNG upscaled to 4096² AVIF", send: upload("/api/tools/image-converter", { options: upscale }, [{ name: "tiny.png", bytes: tiny }]), status: 200, contains: "", heavy: true },
  ];

  // Each request once, alone, checked: the right status and the user's message (a wrong answer fails the benchmark).
  const alone = new Map<string, number>();
  for (const h of hostile) {
    const started = performance.now();
    try {
      const response = await h.send();
      const text = await response.text();
      alone.set(h.name, performance.now() - started);
      if (response.status !== h.status || !text.includes(h.contains)) {
        const shown = /^(text|application\/json)/.test(response.headers.get("content-type") ?? "") ? text.slice(0, 200) : `(${response.headers.get("content-type")})`;
        failures.push(`${h.name}: expected ${h.status} with "${h.contains}", got ${response.status} ${shown}`);
      }
    } catch (error) {
      alone.set(h.name, performance.now() - started);
      failures.push(`${h.name}: no answer (${(error as Error).message})`);
    }
  }

  const page = "/area-converter";
  const chunk = someChunk();
  log(`redirects, ${page} and ${chunk} alone (${DURATION} s)…`);
  const quiet = await measure(page, chunk, DURATION);
  // BENCH_HOSTILE=<regex>: fire only the kinds whose name matches (to find which one slows the site).
  const only = process.env.BENCH_HOSTILE ? new RegExp(process.env.BENCH_HOSTILE, "i") : null;
  if (only) hostile.splice(0, hostile.length, ...hostile.filter((h) => only.test(h.name)));

  log(`the same while ${ATTACKERS} clients fire ${hostile.length} kinds of hostile request…`);
  const slowest = new Map<string, number>();
  const answers = new Map<string, Map<number, number>>();
  let fired = 0;
  let attacking = true;
  const attacker = async (offset: number) => {
    for (let i = offset; attacking; i++) {
      const h = hostile[i % hostile.length];
      if (!h) return; // i % length is always an index of a non-empty list
      const started = performance.now();
      let status = 0;
      try {
        const response = await h.send();
        await response.arrayBuffer();
        status = response.status;
        const busy = h.heavy && (status === 503 || status === 429) && response.headers.has("retry-after");
        if (status !== h.status && !busy) failures.push(`${h.name}: ${status} under attack`);
      } catch (error) {
        failures.push(`${h.name}: no answer under attack (${(error as Error).message})`);
      }
      const ms = performance.now() - started;
      fired++;
      slowest.set(h.name, Math.max(slowest.get(h.name) ?? 0, ms));
      const counts = answers.get(h.name) ?? new Map<number, number>();
      counts.set(status, (counts.get(status) ?? 0) + 1);
      answers.set(h.name, counts);
    }
  };
  const attackers = Array.from({ length: ATTACKERS }, (_, i) => attacker(i * 7));
  const attacked = await measure(page, chunk, DURATION);
  attacking = false;
  await Promise.all(attackers);

  // Answer status 0 below: no answer at all (the connection failed or timed out).
  const ranked = [...slowest.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`\nHostile requests fired during the measurement: ${fired}. Answer time of each kind (ms, whole request on loopback):`);
  console.log(`  ${"alone".padStart(8)}  ${"slowest".padStart(8)}  (during the load)  answers`);
  for (const [name, ms] of ranked) {
    const counts = [...(answers.get(name) ?? new Map<number, number>()).entries()].map(([code, n]) => `${code}×${n}`).join(" ");
    console.log(`  ${(alone.get(name) ?? 0).toFixed(1).padStart(8)}  ${ms.toFixed(1).padStart(8)}  ${name}  [${counts}]`);
  }
  const row = (name: string, m: Load) =>
    `  ${name.padEnd(24)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${m.p50.toFixed(2)} ms   p99 ${m.p99.toFixed(2)} ms   max ${m.max.toFixed(1)} ms   errors ${m.errors} (5xx ${m.serverErrors})`;
  console.log("");
  for (const key of ["redirect", "page", "chunk"] as const) {
    const label = key === "redirect" ? `/s/${HOT_CODE}` : key === "page" ? page : "JS chunk";
    console.log(`${label} (target p99 ≤ ${TARGETS[key]} ms under attack):`);
    console.log(row("alone", quiet[key]));
    console.log(row("under attack", attacked[key]));
    if (attacked[key].p99 > TARGETS[key]) failures.push(`${label}: p99 ${attacked[key].p99.toFixed(1)} ms under attack, over the ${TARGETS[key]} ms target`);
    if (attacked[key].serverErrors > 0) failures.push(`${label}: ${attacked[key].serverErrors} answers 5xx under attack`);
    if (attacked[key].errors > 0) failures.push(`${label}: ${attacked[key].errors} requests failed under attack`);
  }
  console.log(`\nSlowest hostile request: ${ranked[0]?.[0]}, ${ranked[0]?.[1].toFixed(1)} ms.`);
});
