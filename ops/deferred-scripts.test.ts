import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { runInNewContext } from "node:vm";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChunkScriptDeferral, DEFER_FUNCTION, LOADER, deferChunkScripts } from "./deferred-scripts";
import { EARLY_CLICKS_GLOBAL, EARLY_DONE_GLOBAL, type EarlyClick, type EarlyDone } from "@/lib/early-clicks";

/** The shape of a page as Next 16 writes it: chunk scripts and a script preload in the head, the entry in the body. */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/2ou71xp-v8wvi.js"/>' +
  '<script src="/_next/static/chunks/1x6i66kbg2h5v.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>' +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>' +
  '<title>Área — “Utilify” 📐</title></head><body><h1>Convert área: m² → ft²</h1>' +
  "<p>Text about &lt;script src=&quot;/_next/static/chunks/x.js&quot; async=&quot;&quot;&gt;&lt;/script&gt;</p>" +
  '<script src="https://cdn.example.com/widget.js" async=""></script>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/2ou71xp-v8wvi.js"]});</script>' +
  '<script src="/_next/static/chunks/2ou71xp-v8wvi.js" async=""></script>' +
  '<script>self.__next_f.push([1,"2:\\"/_next/static/chunks/3jku4gpvcvrzm.js\\""])</script></body></html>';

const call = (url: string) => `<script>${DEFER_FUNCTION}(${JSON.stringify(url)})</script>`;

/** The page rewritten in one go. */
function rewriteWhole(html: string): string {
  const deferral = new ChunkScriptDeferral();
  return deferral.push(Buffer.from(html)) + deferral.end();
}

describe("ChunkScriptDeferral", () => {
  const whole = rewriteWhole(PAGE);

  it("turns Next's chunk scripts into queued calls behind one loader, and drops the script preloads", () => {
    expect(whole).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(whole).not.toContain('rel="preload" as="script"');
    expect(whole.split(LOADER)).toHaveLength(2);
    // The loader comes before the first call, and the calls keep the page's order.
    const order = ["1x6i66kbg2h5v.js", "turbopack-077hmtqrhcoji.js", "2ou71xp-v8wvi.js"].map((name) => whole.indexOf(call(`/_next/static/chunks/${name}`)));
    expect(order.every((at) => at > whole.indexOf(LOADER))).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("leaves everything else as it was: fonts, styles, the legacy script, other scripts, text and the RSC payload", () => {
    for (const kept of [
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
      '<script src="https://cdn.example.com/widget.js" async=""></script>',
      "&lt;script src=&quot;/_next/static/chunks/x.js&quot;",
      '"otherChunks":["static/chunks/2ou71xp-v8wvi.js"]',
      '\\"/_next/static/chunks/3jku4gpvcvrzm.js\\"',
      "<title>Área — “Utilify” 📐</title>",
    ]) {
      expect(whole).toContain(kept);
    }
    // Nothing else changed: undoing the rewrite gives the page back, less its script preload.
    const undone = whole
      .replace(`<script>${LOADER}</script>`, "")
      .replace(new RegExp(`<script>${DEFER_FUNCTION}\\(("[^"]+")\\)</script>`, "g"), (_m, url: string) => `<script src=${url} async=""></script>`);
    expect(undone).toBe(PAGE.replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/2ou71xp-v8wvi.js"/>', ""));
  });

  it("gives the same page however the stream is cut, even inside a tag or a multi-byte character", () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      const deferral = new ChunkScriptDeferral();
      const out = deferral.push(bytes.subarray(0, cut)) + deferral.push(bytes.subarray(cut)) + deferral.end();
      if (out !== whole) throw new Error(`cut at byte ${cut} changed the page`);
    }
    // One byte at a time.
    const deferral = new ChunkScriptDeferral();
    let out = "";
    for (const byte of bytes) out += deferral.push(Buffer.from([byte]));
    expect(out + deferral.end()).toBe(whole);
  });

  it("holds back at most a tag's length between writes", () => {
    const deferral = new ChunkScriptDeferral();
    const open = `<p>${"x".repeat(5000)}</p><script src="/_next/static/chunks/a.js" asy`;
    const out = deferral.push(Buffer.from(open));
    expect(out).toBe(open.slice(0, open.indexOf("<script")));
    // A long `<script src=` that never closes is not one of Next's tags: it is let through once past the limit.
    const long = new ChunkScriptDeferral();
    const text = `<script src="${"a".repeat(2000)}`;
    expect(long.push(Buffer.from(text)).length).toBeGreaterThan(text.length - 600);
  });
});

/** Runs the loader in a bare context with a stand-in document; `paint` says whether paint timing exists. */
function loadPage(paint = true) {
  const appended: string[] = [];
  const timers: Array<() => void> = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, self: { disconnect(): void }) => void) | undefined;
  type Listener = (event: Record<string, unknown>) => void;
  /** The loader's capture listeners: on the document (before React's) and on the `<html>` element. */
  const atDocument = new Map<string, Listener>();
  const atHtml = new Map<string, Listener>();
  const document: Record<string, unknown> = {
    head: { appendChild: (e: { src: string }) => appended.push(e.src) },
    createElement: () => ({}),
    documentElement: {
      addEventListener: (type: string, fn: Listener, capture: boolean) => capture && atHtml.set(type, fn),
    },
    addEventListener: (type: string, fn: Listener, capture: boolean) => capture && atDocument.set(type, fn),
  };
  const context: Record<string, unknown> = {
    document,
    setTimeout: (fn: () => void) => timers.push(fn),
    requestAnimationFrame: (fn: () => void) => fn(),
    PerformanceObserver: Object.assign(
      function (this: unknown, fn: typeof observer) {
        observer = fn;
        return { observe() {} };
      },
      { supportedEntryTypes: paint ? ["paint", "largest-contentful-paint"] : ["resource"] },
    ),
  };
  context.window = context;
  runInNewContext(LOADER, context);
  const defer = context[DEFER_FUNCTION] as (src: string) => void;
  /**
   * An event as the capture listeners see it: at the document (before React's), then at the `<html>` element unless
   * React stopped it at the document (`stopped`: it could not handle it yet). Says whether the loader prevented it.
   */
  const dispatch = (type: string, event: Record<string, unknown>, stopped = false) => {
    let prevented = false;
    const full = { ...event, type, preventDefault: () => (prevented = true) };
    atDocument.get(type)?.(full);
    if (!stopped) atHtml.get(type)?.(full);
    return prevented;
  };
  /** A click on a button of the given type. */
  const click = (button: { type: string; disabled?: boolean }, stopped = false) => dispatch("click", { target: { closest: () => button } }, stopped);
  /** A form submitted (by pressing Enter, or with a submit button). */
  const submit = (form: object, submitter: object | null) => dispatch("submit", { target: form, submitter });
  const records = () => ((context[EARLY_CLICKS_GLOBAL] as Array<{ t: unknown; f?: unknown }> | null | undefined) ?? []).map(({ t, f }) => ({ t, f }));
  const clicks = () => records().map((record) => record.t);
  /** The root layout takes the list in the hydration commit (components/layout/keep-early-input.tsx). */
  const hydrated = () => (context[EARLY_CLICKS_GLOBAL] = null);
  return { appended, timers, context, defer, document, dispatch, click, submit, clicks, records, hydrated, firstPaint: () => observer?.({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) }, { disconnect() {} }) };
}

describe("the loader", () => {
  it("queues scripts until the first contentful paint, then adds them in order, and later ones at once", () => {
    const page = loadPage(true);
    page.defer("/a.js");
    page.defer("/b.js");
    expect(page.appended).toEqual([]);
    page.firstPaint();
    expect(page.appended).toEqual(["/a.js", "/b.js"]);
    page.defer("/c.js");
    expect(page.appended).toEqual(["/a.js", "/b.js", "/c.js"]);
    // The 4 s fallback finds nothing left to do.
    for (const timer of page.timers) timer();
    expect(page.appended).toEqual(["/a.js", "/b.js", "/c.js"]);
  });

  it("without paint timing, starts on the next frame; and never waits longer than its fallback timer", () => {
    const page = loadPage(false);
    page.defer("/a.js");
    expect(page.appended).toEqual([]);
    page.timers[0]!();
    expect(page.appended).toEqual(["/a.js"]);

    const hidden = loadPage(true);
    hidden.defer("/a.js");
    expect(hidden.timers).toHaveLength(1);
    hidden.timers[0]!();
    expect(hidden.appended).toEqual(["/a.js"]);
  });

  it("records clicks on enabled script-only buttons that React does not handle, until the page is hydrated", () => {
    const page = loadPage(true);
    const menu = { type: "button" };
    page.click(menu);
    page.click({ type: "submit" });
    page.click({ type: "button", disabled: true });
    page.click({ type: "reset" });
    expect(page.clicks()).toEqual([menu]);
    // React listens (its root listener marks the document) and hydrates: a click it handled reached <html> and is
    // taken off the list; one it stopped at the document (its target not hydrated yet) stays.
    page.document["_reactListening8x1k2m"] = true;
    page.click({ type: "button" });
    expect(page.clicks()).toEqual([menu]);
    const tab = { type: "button" };
    page.click(tab, true);
    expect(page.clicks()).toEqual([menu, tab]);
    // Hydrated: React handles every click; nothing more is recorded.
    page.hydrated();
    page.click({ type: "button" }, true);
    expect(page.clicks()).toEqual([]);
  });

  it("at hydration: ends the recording, drops what is still being dispatched, then carries out the rest one per task", () => {
    const page = loadPage(true);
    const done: string[] = [];
    const button = (name: string, connected = true) => ({ type: "button", isConnected: connected, click: () => done.push(name) });
    const form = { tagName: "FORM", isConnected: true, requestSubmit: () => done.push("form submitted") };
    page.click(button("menu"));
    page.click(button("gone", false));
    page.submit(form, null);
    page.click(button("the click that hydrated the page"));
    const list = page.context[EARLY_CLICKS_GLOBAL] as EarlyClick[];
    for (const record of list) (record.e as unknown as { eventPhase: number }).eventPhase = 0;
    (list.at(-1)!.e as unknown as { eventPhase: number }).eventPhase = 1; // still being dispatched
    const timersBefore = page.timers.length;
    const carryOut = (page.context[EARLY_DONE_GLOBAL] as EarlyDone)();
    expect(page.context[EARLY_CLICKS_GLOBAL]).toBeNull();
    page.click(button("after hydration"));
    carryOut();
    expect(done).toEqual([]);
    // One per task: each timer carries out one record and schedules the next.
    for (let i = timersBefore; i < page.timers.length; i++) page.timers[i]!();
    expect(done).toEqual(["menu", "form submitted"]);
  });

  it("holds back form submissions until the page is hydrated, recording the submitter or else the form, in order", () => {
    const page = loadPage(true);
    const menu = { type: "button" };
    const form = { name: "shorten" };
    const submitButton = { type: "submit" };
    page.click(menu);
    expect(page.submit(form, submitButton)).toBe(true);
    expect(page.submit(form, null)).toBe(true);
    // While React hydrates it calls no handler for a submission: still held back.
    page.document["_reactListening8x1k2m"] = true;
    expect(page.submit(form, null)).toBe(true);
    expect(page.clicks()).toEqual([menu, submitButton, form, form]);
    page.hydrated();
    expect(page.submit(form, submitButton)).toBe(false);
    expect(page.clicks()).toEqual([]);
  });
});

describe("the loader, keys and drops", () => {
  /** An element; `field` says whether it is (inside) a text field. */
  const element = (field = false) => ({ closest: (selector: string) => (field && selector.includes("textarea") ? {} : null) });

  it("records keys pressed outside text fields, not Tab, not mid-composition; React's own taken off again", () => {
    const page = loadPage();
    const tab = element();
    page.dispatch("keydown", { key: "ArrowRight", target: tab });
    page.dispatch("keydown", { key: "a", target: element(true) });
    page.dispatch("keydown", { key: "Tab", target: tab });
    page.dispatch("keydown", { key: "x", isComposing: true, target: tab });
    expect(page.clicks()).toEqual([tab]);
    page.document["_reactListening8x1k2m"] = true;
    page.dispatch("keydown", { key: "7", target: tab });
    expect(page.clicks()).toEqual([tab]);
    page.dispatch("keydown", { key: "8", target: tab }, true);
    expect(page.clicks()).toEqual([tab, tab]);
  });

  it("holds back files dropped before the page is hydrated (natively the browser would leave the page), keeping the files", () => {
    const page = loadPage();
    const zone = element();
    const file = { name: "photo.png" };
    const withFiles = { types: ["Files"], files: [file] };
    expect(page.dispatch("dragover", { target: zone, dataTransfer: withFiles })).toBe(true);
    expect(page.dispatch("drop", { target: zone, dataTransfer: withFiles })).toBe(true);
    // Dragged text is the browser's to drop (into a field); not recorded.
    expect(page.dispatch("dragover", { target: zone, dataTransfer: { types: ["text/plain"], files: [] } })).toBe(false);
    expect(page.dispatch("drop", { target: zone, dataTransfer: { types: ["text/plain"], files: [] } })).toBe(false);
    expect(page.records()).toEqual([{ t: zone, f: [file] }]);
    page.hydrated();
    expect(page.dispatch("dragover", { target: zone, dataTransfer: withFiles })).toBe(false);
    expect(page.dispatch("drop", { target: zone, dataTransfer: withFiles })).toBe(false);
  });
});

describe("deferChunkScripts on a response, behind compression", () => {
  let server: Server;
  let port: number;
  /** Each path answers with one way Next writes a body. */
  const routes: Record<string, (res: ServerResponse) => void> = {
    "/static": (res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Length", Buffer.byteLength(PAGE));
      res.end(Buffer.from(PAGE));
    },
    "/streamed": (res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      const bytes = Buffer.from(PAGE);
      for (let i = 0; i < bytes.length; i += 97) res.write(new Uint8Array(bytes.subarray(i, i + 97)));
      res.end();
    },
    "/json": (res) => {
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ html: PAGE }));
    },
    "/early-headers": (res) => {
      res.writeHead(200, { "Content-Type": "text/html", "Content-Length": Buffer.byteLength(PAGE) });
      res.end(PAGE);
    },
  };

  beforeAll(async () => {
    const compress = compression();
    server = createServer((req, res) => {
      compress(req as never, res as never, () => {
        deferChunkScripts(res);
        routes[req.url ?? ""]!(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, encoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request({ port, path, headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });

  it.each(["/static", "/streamed"])("rewrites %s pages, with or without compression", async (path) => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const plain = await get(path, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(rewriteWhole(PAGE));
    // No stale length: the body was read to its end above, and its length is the rewritten one when one is sent.
    if (plain.headers["content-length"]) expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    const br = await get(path, "gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(rewriteWhole(PAGE));
    const gzip = await get(path, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(rewriteWhole(PAGE));
  });

  it("leaves other types, and a page whose headers went out before its body, as they were", async () => {
    const json = await get("/json", "identity");
    expect(JSON.parse(json.body.toString())).toEqual({ html: PAGE });
    const early = await get("/early-headers", "identity");
    expect(early.body.toString()).toBe(PAGE);
  });
});
