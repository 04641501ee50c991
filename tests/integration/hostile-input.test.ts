import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import * as linksRoute from "@/app/api/links/route";
import * as qrDownloadRoute from "@/app/api/qr/download/route";
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES } from "@/lib/platform/body-limit";
import { INVALID_JSON_MESSAGE } from "@/lib/platform/http/request";
import { submitContactMessage } from "@/lib/domain/contact";
import { prisma } from "@/lib/platform/db";
import { getUsage } from "@/lib/domain/limits/usage";
import { shortenUrlList } from "@/tools/url-shortener/server/bulk";
import { createQrCode } from "@/tools/qr-generator/server/service";
import { CONTROL_CHARACTER_MESSAGE, NUL_MESSAGE } from "@/lib/platform/safe-text";
import { AREA_MESSAGES } from "@/tools/area-converter/logic/area";
import { bulkConvertArea, convertArea } from "@/tools/area-converter/server/area-service";
import { createCustomUnit } from "@/tools/area-converter/server/custom-units";
import { CUSTOM_UNIT_MESSAGES } from "@/tools/area-converter/logic/custom-unit-rules";
import { proxy } from "@/proxy";
import { MALFORMED_ACTION_MESSAGE } from "@/lib/platform/http/action-payload";
import { failureOf } from "../support/failure";
import { fakeRequest } from "../support/next-headers";
import { createUser, uniqueIp } from "../support/factories";

/**
 * Hostile input: every user-supplied number, string, list and body is bounded before any work that grows faster than
 * its length, and every refusal is a message in the product's voice that writes nothing. The bounded test timeouts are
 * "returns, not hangs" checks: each of these inputs used to hold the server for seconds to minutes.
 */

function post(url: string, body: string, headers: Record<string, string> = {}) {
  return new Request(url, { method: "POST", body, headers: { "content-type": "application/json", host: new URL(url).host, ...headers } });
}

describe("numbers", () => {
  it("refuses a 60,000-digit custom unit factor at once, with a message, writing nothing", { timeout: 10_000 }, async () => {
    const user = await createUser({ plan: "basic" });
    for (const factor of ["1".repeat(60_000), `${"1".repeat(60_000)}x`, `${"9".repeat(101)}`]) {
      expect(await failureOf(createCustomUnit(user.id, { name: "Huge", symbol: "huge", factor }))).toMatchObject({
        code: "validation",
        error: CUSTOM_UNIT_MESSAGES.factorTooLong,
      });
    }
    expect(CUSTOM_UNIT_MESSAGES.factorTooLong).toBe("Please write the size with at most 100 characters");
    expect(await prisma.customUnit.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a huge value to convert without counting a use", { timeout: 10_000 }, async () => {
    const actor = { userId: (await createUser()).id, ip: uniqueIp() };
    expect(await failureOf(convertArea(actor, { value: `${"7".repeat(60_000)}x`, from: "m2", to: "ft2" }))).toMatchObject({
      code: "validation",
      error: AREA_MESSAGES.tooLong,
    });
    expect((await getUsage(actor)).area.used).toBe(0);
  });
});

describe("lists and CSV cells", () => {
  it("reads a bulk CSV of 99,998 quotes in linear time and refuses its over-long line by number", { timeout: 10_000 }, async () => {
    const actor = { userId: (await createUser({ plan: "premium" })).id, ip: uniqueIp() };
    const failure = await failureOf(bulkConvertArea(actor, { text: `1\nx${'"'.repeat(99_990)}`, from: "m2", to: "ft2", column: "1" }));
    expect(failure).toMatchObject({ code: "validation", error: "Line 2 is too long: up to 10,000 characters per line." });
    expect((await getUsage(actor)).area.used).toBe(0);
  });

  it("refuses a bulk shortening list with an over-long line and creates no link", { timeout: 10_000 }, async () => {
    const user = await createUser({ plan: "premium" });
    const text = `url\nhttps://example.com/one\n${'"'.repeat(200_000)}`;
    expect(await failureOf(shortenUrlList({ userId: user.id, ip: uniqueIp() }, text, null))).toMatchObject({
      code: "validation",
      error: "Line 3 is too long: up to 10,000 characters per line.",
    });
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
  });
});

describe("text with NUL and other control characters", () => {
  it("refuses NUL in QR text for a plan with history: the message, no history row, no use counted", async () => {
    const user = await createUser({ plan: "basic" });
    const actor = { userId: user.id, ip: uniqueIp() };
    // NUL has its own message (every text schema refuses it: lib/platform/zod.ts); the other control characters this one.
    for (const [content, message] of [
      [{ type: "text", text: "hello\u0000world" }, NUL_MESSAGE],
      [{ type: "wifi", ssid: "Cafe\u0000", password: "12345678" }, NUL_MESSAGE],
      [{ type: "text", text: "bell\u0007" }, CONTROL_CHARACTER_MESSAGE],
    ] as const) {
      expect(await failureOf(createQrCode(actor, { content }))).toMatchObject({ code: "validation", error: message });
    }
    expect(await prisma.qrCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await getUsage(actor)).qr.used).toBe(0);

    // Tabs and line breaks are ordinary text: stored as typed.
    const { data } = await createQrCode(actor, { content: { type: "text", text: "a\tb\r\nc" } });
    expect((await prisma.qrCode.findUniqueOrThrow({ where: { id: data.historyId! } })).payload).toBe("a\tb\r\nc");
  });

  it("refuses NUL in a contact message with the field's message and stores nothing", async () => {
    const marker = `nul-${crypto.randomUUID()}`;
    const result = await submitContactMessage({ name: "Ann", email: "ann@example.com", subject: marker, message: "hi\u0000there" }, uniqueIp());
    expect(result).toEqual({ ok: false, fieldErrors: { message: NUL_MESSAGE } });
    expect(await prisma.contactMessage.count({ where: { subject: marker } })).toBe(0);
  });
});

describe("request bodies over 1 MB", () => {
  const huge = JSON.stringify({ url: `https://example.com/${"a".repeat(MAX_BODY_BYTES)}` });

  it("answers a server action call over the limit with a readable 413 before Next reads it", async () => {
    const response = await proxy(
      new NextRequest("http://127.0.0.1:3000/qrgenerator", {
        method: "POST",
        body: huge,
        headers: { host: "127.0.0.1:3000", "next-action": "0123abcd", "content-type": "text/plain;charset=UTF-8", "content-length": String(huge.length) },
      }),
    );
    expect(response.status).toBe(413);
    // Exactly "text/plain": the only content type whose text Next's client turns into the error's message.
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(await response.text()).toBe(BODY_TOO_LARGE_MESSAGE);

    const small = await proxy(
      new NextRequest("http://127.0.0.1:3000/qrgenerator", { method: "POST", body: "[]", headers: { host: "127.0.0.1:3000", "next-action": "0123abcd", "content-length": "2" } }),
    );
    expect(small.headers.get("x-middleware-next")).toBe("1");
  });

  it("answers a chunked server action call (no Content-Length) over the limit with the same 413, text or multipart", async () => {
    for (const contentType of ["text/plain;charset=UTF-8", "multipart/form-data; boundary=x"]) {
      let sent = 0;
      // An endless body, 64 kB a chunk: refused once past the limit, never read to its end.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 65_536;
          controller.enqueue(new Uint8Array(65_536).fill(97));
        },
      });
      const response = await proxy(
        new NextRequest("http://127.0.0.1:3000/qrgenerator", {
          method: "POST",
          body,
          duplex: "half",
          headers: { host: "127.0.0.1:3000", "next-action": "0123abcd", "content-type": contentType },
        }),
      );
      expect(response.status, contentType).toBe(413);
      expect(response.headers.get("content-type")).toBe("text/plain");
      expect(await response.text()).toBe(BODY_TOO_LARGE_MESSAGE);
      expect(sent).toBeLessThan(MAX_BODY_BYTES + 4 * 65_536);
    }
  });

  it("the site's shorten route keeps every setting it is sent, or refuses the request naming it; it never drops one", async () => {
    fakeRequest.reset(uniqueIp());
    const base = `https://example.com/${randomUUID()}`;
    const made = () => prisma.link.count({ where: { target: { startsWith: base } } });
    const shorten = async (body: unknown) => {
      const response = await linksRoute.POST(post("http://127.0.0.1:3000/api/links", JSON.stringify(body), { origin: "http://127.0.0.1:3000" }));
      return { status: response.status, body: (await response.json()) as { ok: boolean; code?: string; error?: string; fieldErrors?: Record<string, string> } };
    };
    // A visitor's link cannot have a password: refused, not made open.
    const protectedLink = await shorten({ url: `${base}/private`, password: "correct horse" });
    expect(protectedLink.body).toMatchObject({ ok: false });
    expect(protectedLink.status).toBeGreaterThanOrEqual(400);
    const unknown = await shorten({ url: `${base}/x`, expiresIn: "1d" });
    expect([unknown.status, unknown.body.code, unknown.body.error]).toEqual([400, "validation", expect.stringContaining("expiresIn")]);
    expect((await shorten({})).body).toMatchObject({ ok: false, code: "validation", fieldErrors: { url: expect.any(String) } });
    expect(await made()).toBe(0);
    expect((await shorten({ url: `${base}/fine` })).body).toMatchObject({ ok: true });
    expect(await made()).toBe(1);
  });

  it("refuses a huge JSON body on the site's own routes with the message, creating nothing", async () => {
    fakeRequest.reset(uniqueIp());
    const before = await prisma.link.count();
    const links = await linksRoute.POST(post("http://127.0.0.1:3000/api/links", huge));
    expect(links.status).toBe(413);
    expect(await links.json()).toMatchObject({ ok: false, code: "too_large", error: BODY_TOO_LARGE_MESSAGE });

    // Without a Content-Length the body is cut off while it streams in.
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES * 4) return controller.close();
        sent += 65_536;
        controller.enqueue(new Uint8Array(65_536).fill(32));
      },
    });
    const download = await qrDownloadRoute.POST(
      new Request("http://127.0.0.1:3000/api/qr/download", { method: "POST", body: stream, headers: { "content-type": "application/json" }, duplex: "half" } as RequestInit),
    );
    expect(download.status).toBe(413);
    expect(await download.json()).toMatchObject({ error: BODY_TOO_LARGE_MESSAGE });
    expect(sent).toBeLessThan(MAX_BODY_BYTES * 2);
    expect(await prisma.link.count()).toBe(before);
  });

  it("names a body that is not JSON as such on the site's own routes, creating nothing", async () => {
    fakeRequest.reset(uniqueIp());
    const before = await prisma.link.count();
    for (const route of [linksRoute, qrDownloadRoute]) {
      for (const body of ['{"url":"https://example.org/b",', "{bad", ""]) {
        const path = route === linksRoute ? "/api/links" : "/api/qr/download";
        const response = await route.POST(post(`http://127.0.0.1:3000${path}`, body, { origin: "http://127.0.0.1:3000" }));
        expect([response.status, await response.json()]).toEqual([400, expect.objectContaining({ ok: false, code: "validation", error: INVALID_JSON_MESSAGE })]);
      }
    }
    expect(await prisma.link.count()).toBe(before);
  });
});

describe("malformed server action payloads", () => {
  const call = (body: string) =>
    proxy(
      new NextRequest("http://127.0.0.1:3000/qrgenerator", {
        method: "POST",
        body,
        headers: { host: "127.0.0.1:3000", "next-action": "0123abcd", "content-type": "text/plain;charset=UTF-8" },
      }),
    );

  it.each([
    ["a reference to a part the body does not have", '["$Q1"]'],
    ["a chunk reference", '["$1"]'],
    ["a server reference", '[{"a":"$F0"}]'],
    ["a promise", '["$@2"]'],
    ["a FormData reference", '["$K3"]'],
    ["a 100,000-digit BigInt", `["$n${"9".repeat(100_000)}"]`],
    ["a 301-digit BigInt", `["$n${"1".repeat(301)}"]`],
    ["a BigInt that is no number", '["$nabc"]'],
    ["a Map", '["$Q"]'],
    ["arrays nested 100,000 deep", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
    ["objects nested 65 deep", `${'{"a":'.repeat(65)}1${"}".repeat(65)}`],
    ["arrays nested deep but unclosed", "[".repeat(100_000)],
    ["text that is not JSON", "not json"],
    ["an empty body", ""],
  ])("answers %s with a readable 400, not a 500", async (_, body) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(await response.text()).toBe(MALFORMED_ACTION_MESSAGE);
  });

  it.each([
    ["no arguments", "[]"],
    ["plain arguments", '[{"url":"https://example.com","customCode":null,"n":3,"list":[1,2,[3]]}]'],
    ["text that starts with $ (escaped)", '["$$Q1 is just text"]'],
    ["undefined, NaN, infinities and -0 as React writes them", '["$undefined","$NaN","$Infinity","$-Infinity","$-0"]'],
    ["a date", '["$D2026-11-28T12:00:00.000Z"]'],
    ["a BigInt of 300 digits", `["$n-${"9".repeat(300)}"]`],
    ["brackets inside strings", `["${"[".repeat(1000)}"]`],
    ["nesting at the limit", `${"[".repeat(64)}${"]".repeat(64)}`],
  ])("lets %s through to Next", async (_, body) => {
    const response = await call(body);
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("malformed multipart server action payloads", () => {
  /** The form as the browser sends it: its bytes with their declared length, as a fetch would post it. */
  async function multipart(path: string, form: FormData, headers: Record<string, string>) {
    const encoded = new Response(form);
    const body = new Uint8Array(await encoded.arrayBuffer());
    return proxy(
      new NextRequest(`http://127.0.0.1:3000${path}`, {
        method: "POST",
        body,
        headers: { host: "127.0.0.1:3000", "content-type": encoded.headers.get("content-type")!, "content-length": String(body.byteLength), ...headers },
      }),
    );
  }
  const formOf = (entries: [string, string | Blob][]) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  };
  const call = (entries: [string, string | Blob][]) => multipart("/area-converter", formOf(entries), { "next-action": "0123abcd" });
  const formPost = (entries: [string, string | Blob][]) => multipart("/contact", formOf(entries), {});

  async function expectRefused(response: Response, status = 400) {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(await response.text()).toBe(status === 413 ? BODY_TOO_LARGE_MESSAGE : MALFORMED_ACTION_MESSAGE);
  }

  it.each<[string, [string, string | Blob][]]>([
    ["arrays nested 500,000 deep", [["0", "[".repeat(500_000)]]],
    ["arrays nested deep and closed", [["0", `${"[".repeat(200_000)}${"]".repeat(200_000)}`]]],
    ["a list of 400,000 arguments", [["0", `[${Array.from({ length: 400_000 }, () => "0").join(",")}]`]]],
    ["two parts pointing at each other", [["0", '["$1"]'], ["1", '["$0"]']]],
    ["a part pointing at itself", [["0", '[{"a":"$0:a"}]']]],
    ["a reference to a part the body does not have", [["0", '["$1"]']]],
    ["a Blob reference to a text part", [["0", '["$B1"]'], ["1", "[]"]]],
    ["a deeply nested second part", [["0", '["$1"]'], ["1", "[".repeat(100_000)]]],
    ["a server reference", [["0", '["$h1"]'], ["1", '{"id":"x","bound":null}']]],
    ["no list of arguments", [["_1_email", "a@example.com"]]],
    ["a list that is no list", [["0", '"text"']]],
    ["a part named as React never names one", [["0", "[]"], ["0x1", "[]"]]],
    ["a part sent twice", [["0", "[]"], ["0", "[]"]]],
    ["300 fields", [["0", '["$K1"]'], ...Array.from({ length: 300 }, (_, i): [string, string] => [`_1_f${i}`, "x"])]],
    ["20 files", [["0", '["$K1"]'], ...Array.from({ length: 20 }, (): [string, Blob] => ["_1_file", new Blob(["x"])])]],
  ])("answers a server action call with %s with the readable 400, not a 500", async (_, entries) => {
    await expectRefused(await call(entries));
  });

  it("answers a multipart body that is not a complete form with the 400, and one over the limit with the 413", async () => {
    const truncated = new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]');
    await expectRefused(
      await proxy(
        new NextRequest("http://127.0.0.1:3000/area-converter", {
          method: "POST",
          body: truncated,
          headers: { host: "127.0.0.1:3000", "next-action": "0123abcd", "content-type": "multipart/form-data; boundary=x", "content-length": String(truncated.byteLength) },
        }),
      ),
    );
    await expectRefused(await call([["0", '["$K1"]'], ["_1_text", "a".repeat(MAX_BODY_BYTES)]]), 413);
  });

  it("answers a form posted to a page whose bound action's parts cannot be decoded with the 400", async () => {
    for (const parts of [
      [["$ACTION_1:0", `{"id":"0123abcd","bound":"$@1"}`], ["$ACTION_1:1", "[".repeat(300_000)]],
      [["$ACTION_1:0", `{"id":"0123abcd","bound":"$@1"}`], ["$ACTION_1:1", '["$0"]']],
      [["$ACTION_1:0", `{"id":"0123abcd","bound":"$@2"}`]],
    ] as [string, string][][]) {
      await expectRefused(await formPost([["$ACTION_REF_1", ""], ...parts, ["$ACTION_KEY", "k1"], ["email", "ann@example.com"]]));
    }
  });

  it("lets the site's forms through: a form as React encodes it, with a FormData, a Blob, a Map; and a form posted before the scripts ran", async () => {
    // React's own encoder, as Next's client sends an action's arguments (the module has no types of its own).
    const encoder: string = "next/dist/compiled/react-server-dom-webpack/client.edge";
    const { encodeReply } = (await import(/* @vite-ignore */ encoder)) as { encodeReply: (value: unknown) => Promise<FormData | string> };
    const signIn = formOf([["email", "ann@example.com"], ["password", "correct horse [$1] {"], ["remember", "on"]]);
    const withFile = formOf([["note", "$K1"], ["file", new Blob(["hello"], { type: "text/plain" })]]);
    for (const args of [
      [{ result: null, values: {} }, signIn],
      [{ result: { ok: false, code: "validation", title: "Error", error: "$1 is taken" }, values: { email: "ann@example.com" } }, signIn],
      [{ kept: new Map([["a", 1]]), when: new Date(0) }, new Blob(["bytes"]), withFile],
    ]) {
      const encoded = await encodeReply(args);
      expect(encoded).toBeInstanceOf(FormData);
      const response = await multipart("/area-converter", encoded as FormData, { "next-action": "0123abcd" });
      expect(response.headers.get("x-middleware-next")).toBe("1");
    }
    const beforeScripts = await formPost([
      ["$ACTION_REF_1", ""],
      ["$ACTION_1:0", '{"id":"0123abcd","bound":"$@1"}'],
      ["$ACTION_1:1", '[{"result":null,"values":{}}]'],
      ["$ACTION_KEY", "k1"],
      ["email", "ann@example.com"],
      ["message", "[[[[ $0 $@1 ]]]]"],
    ]);
    expect(beforeScripts.headers.get("x-middleware-next")).toBe("1");
    // A multipart upload to a route handler is the route's to read (the URL shortener's import).
    const upload = await multipart("/api/links/import", formOf([["0", "[".repeat(1000)]]), {});
    expect(upload.headers.get("x-middleware-next")).toBe("1");
  });
});
