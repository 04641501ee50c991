import { describe, expect, it } from "vitest";
import {
  buildPayload,
  emailPayload,
  escapeVcard,
  escapeWifi,
  foldLine,
  formatCoordinate,
  geoPayload,
  phonePayload,
  smsPayload,
  textPayload,
  urlPayload,
  vcardPayload,
  wifiPayload,
} from "./payload";
import { qrContentSchema } from "./schema";
import { defined } from "@/tests/support/defined";

describe("text", () => {
  it("encodes the text exactly, whitespace and line breaks included", () => {
    expect(textPayload({ text: "  Hello,\nWorld! ☕ " })).toBe("  Hello,\nWorld! ☕ ");
  });
});

describe("url", () => {
  it("prepends https:// when the text has no scheme", () => {
    expect(urlPayload({ url: "example.com/path?q=1" })).toBe("https://example.com/path?q=1");
    expect(urlPayload({ url: "  www.example.com  " })).toBe("https://www.example.com");
  });
  it("keeps http and https as typed", () => {
    expect(urlPayload({ url: "http://example.com" })).toBe("http://example.com");
    expect(urlPayload({ url: "HTTPS://Example.com/A" })).toBe("HTTPS://Example.com/A");
  });
  it("treats a host that merely starts with 'http' as having no scheme", () => {
    expect(urlPayload({ url: "httpbin.org/get" })).toBe("https://httpbin.org/get");
  });
});

describe("email (RFC 6068)", () => {
  it("is a bare mailto: without subject or body", () => {
    expect(emailPayload({ address: "ada@example.com" })).toBe("mailto:ada@example.com");
  });
  it("percent-encodes subject and body, with CRLF line breaks", () => {
    expect(emailPayload({ address: "ada@example.com", subject: "Hi & bye?", body: "Line 1\nLine 2 = 100%" })).toBe(
      "mailto:ada@example.com?subject=Hi%20%26%20bye%3F&body=Line%201%0D%0ALine%202%20%3D%20100%25",
    );
  });
  it("encodes non-ASCII as UTF-8 percent escapes and omits empty parts", () => {
    expect(emailPayload({ address: "a+b@example.com", subject: "", body: "Grüße" })).toBe("mailto:a+b@example.com?body=Gr%C3%BC%C3%9Fe");
  });
});

describe("phone (RFC 3966) and sms", () => {
  it("removes visual separators", () => {
    expect(phonePayload({ phone: "+1 (555) 123-4567" })).toBe("tel:+15551234567");
    expect(phonePayload({ phone: "+49 30.1234\u00a05678" })).toBe("tel:+493012345678");
  });
  it("builds SMSTO:number:message and keeps colons in the message", () => {
    expect(smsPayload({ phone: "+44 20 7946 0958", message: "Meet at 10:30: gate B" })).toBe("SMSTO:+442079460958:Meet at 10:30: gate B");
    expect(smsPayload({ phone: "5551234" })).toBe("SMSTO:5551234:");
  });
});

describe("wifi", () => {
  it("escapes backslash, semicolon, comma, colon and double quote (backslash first, never twice)", () => {
    expect(escapeWifi(`a\\b;c,d:e"f`)).toBe(`a\\\\b\\;c\\,d\\:e\\"f`);
    expect(escapeWifi("\\;")).toBe("\\\\\\;");
    expect(escapeWifi("plain")).toBe("plain");
  });
  it("builds WPA with password and the hidden flag", () => {
    expect(wifiPayload({ ssid: "Home;Net", password: 'p:a,s"s\\', encryption: "WPA", hidden: true })).toBe(
      'WIFI:T:WPA;S:Home\\;Net;P:p\\:a\\,s\\"s\\\\;H:true;;',
    );
  });
  it("builds WEP", () => {
    expect(wifiPayload({ ssid: "Old", password: "xyz12", encryption: "WEP", hidden: false })).toBe("WIFI:T:WEP;S:Old;P:xyz12;H:false;;");
  });
  it("leaves out P for open networks even when a password was typed", () => {
    expect(wifiPayload({ ssid: "Cafe Guest", password: "ignored", encryption: "nopass", hidden: false })).toBe(
      "WIFI:T:nopass;S:Cafe Guest;H:false;;",
    );
  });
  it("keeps non-ASCII SSIDs as they are (UTF-8 in the code)", () => {
    expect(wifiPayload({ ssid: "Café ☕ 网络", password: "motdepasse", encryption: "WPA", hidden: false })).toBe(
      "WIFI:T:WPA;S:Café ☕ 网络;P:motdepasse;H:false;;",
    );
  });
});

describe("vCard 3.0 (RFC 2426)", () => {
  it("writes N and FN, the optional fields and CRLF line endings", () => {
    expect(
      vcardPayload({
        firstName: "Ada",
        lastName: "Lovelace",
        organization: "Analytical Engines",
        title: "Mathematician",
        phone: "+44 20 1234 5678",
        email: "ada@example.com",
        url: "example.com/ada",
      }),
    ).toBe(
      [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "N:Lovelace;Ada;;;",
        "FN:Ada Lovelace",
        "ORG:Analytical Engines",
        "TITLE:Mathematician",
        "TEL:+442012345678",
        "EMAIL:ada@example.com",
        "URL:https://example.com/ada",
        "END:VCARD",
        "",
      ].join("\r\n"),
    );
  });
  it("escapes backslash, comma, semicolon and line breaks in text values", () => {
    expect(escapeVcard("a\\b,c;d\ne\r\nf")).toBe("a\\\\b\\,c\\;d\\ne\\nf");
    const card = vcardPayload({ firstName: "Jean, Jr.", lastName: "O;Brien", organization: "R&D; Labs, Inc." });
    expect(card).toContain("N:O\\;Brien;Jean\\, Jr.;;;\r\n");
    expect(card).toContain("FN:Jean\\, Jr. O\\;Brien\r\n");
    expect(card).toContain("ORG:R&D\\; Labs\\, Inc.\r\n");
  });
  it("works with only a first or only a last name", () => {
    expect(vcardPayload({ firstName: "Cher" })).toBe("BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Cher;;;\r\nFN:Cher\r\nEND:VCARD\r\n");
    expect(vcardPayload({ lastName: "Smith" })).toContain("N:Smith;;;;\r\nFN:Smith\r\n");
  });
});

describe("geo (RFC 5870)", () => {
  it("writes latitude,longitude with up to 6 decimals and no exponent", () => {
    expect(geoPayload({ latitude: 48.8583701, longitude: 2.2944813 })).toBe("geo:48.85837,2.294481");
    expect(geoPayload({ latitude: -33.8688, longitude: 151.2093 })).toBe("geo:-33.8688,151.2093");
    expect(geoPayload({ latitude: 90, longitude: -180 })).toBe("geo:90,-180");
    expect(formatCoordinate(0.0000001)).toBe("0");
    expect(formatCoordinate(-0.0000001)).toBe("0");
    expect(formatCoordinate(1e-6)).toBe("0.000001");
  });
});

describe("buildPayload", () => {
  it("dispatches on the validated type", () => {
    const parse = (value: unknown) => buildPayload(qrContentSchema.parse(value));
    expect(parse({ type: "url", url: "example.com" })).toBe("https://example.com");
    expect(parse({ type: "wifi", ssid: "N", password: "12345678" })).toBe('WIFI:T:WPA;S:N;P:"12345678";H:false;;');
    expect(parse({ type: "geo", latitude: "51.5", longitude: "-0.12" })).toBe("geo:51.5,-0.12");
    expect(parse({ type: "phone", phone: "+1 555-0100" })).toBe("tel:+15550100");
  });
});

describe("tel: carries a global number (RFC 3966)", () => {
  const parse = (phone: string) => qrContentSchema.safeParse({ type: "phone", phone });
  it.each([
    ["+49 30 1234567", "tel:+49301234567"],
    ["0049 30 1234567", "tel:+49301234567"],
    ["+1 (555) 123-4567", "tel:+15551234567"],
    ["+683 4002", "tel:+6834002"],
  ])("%s → %s", (phone, payload) => {
    const parsed = parse(phone);
    expect(parsed.success && buildPayload(parsed.data)).toBe(payload);
  });
  it.each([
    ["0301234567", /international format/],
    ["030 123 4567", /international format/],
    ["5550100", /international format/],
    ["+0301234567", /7 to 15 digits starting with \+/],
    ["+1234567890123456", /7 to 15 digits starting with \+/],
    ["+12345", /7 to 15 digits starting with \+/],
    ["call me", /7 to 15 digits starting with \+/],
  ])("refuses %s with a message", (phone, message) => {
    const parsed = parse(phone);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });
  it("keeps local numbers where they are valid: SMSTO: and a vCard TEL (text values)", () => {
    expect(buildPayload(qrContentSchema.parse({ type: "sms", phone: "030 1234567" }))).toBe("SMSTO:0301234567:");
    expect(buildPayload(qrContentSchema.parse({ type: "vcard", firstName: "A", phone: "030 1234567" }))).toContain("TEL:0301234567\r\n");
  });
});

describe("vCard folding at 75 octets (RFC 2425 §5.8.1)", () => {
  const octets = (s: string) => new TextEncoder().encode(s).length;
  const unfold = (s: string) => s.replace(/\r\n /g, "");
  it.each([
    ["ASCII", "ORG:" + "a".repeat(200)],
    ["2-byte characters", "ORG:" + "é".repeat(100)],
    ["3-byte characters", "ORG:" + "網".repeat(60)],
    ["4-byte characters (surrogate pairs)", "ORG:" + "😀".repeat(40)],
    ["escapes", "ORG:" + "a\\,".repeat(60)],
    ["mixed", "TITLE:" + "Ünïcödé 網 😀 \\; ".repeat(12)],
  ])("folds %s into lines of at most 75 octets that unfold to the original", (_, line) => {
    const folded = foldLine(line);
    expect(unfold(folded)).toBe(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    for (const [i, l] of physical.entries()) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      if (i > 0) expect(l.startsWith(" ")).toBe(true);
      // No escape pair is split across lines.
      if (i < physical.length - 1) expect(/(^|[^\\])(\\\\)*\\$/.test(l)).toBe(false);
    }
    // Full use of each line: folding happens only when the next character would not fit.
    expect(octets(defined(physical[0], "first physical line"))).toBeGreaterThan(70);
  });
  it("leaves lines of up to 75 octets alone", () => {
    expect(foldLine("ORG:" + "a".repeat(71))).toBe("ORG:" + "a".repeat(71));
    expect(foldLine("ORG:" + "a".repeat(72))).toBe("ORG:" + "a".repeat(71) + "\r\n a");
  });
  it("folds every long field of a card", () => {
    const card = vcardPayload({ firstName: "Ada", organization: "Ö".repeat(80), url: `example.com/${"p".repeat(100)}` });
    for (const line of card.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(card)).toContain(`ORG:${"Ö".repeat(80)}\r\n`);
    expect(unfold(card)).toContain(`URL:https://example.com/${"p".repeat(100)}\r\n`);
  });
});

describe("WiFi keys and hex-looking values (ZXing WIFI: format)", () => {
  const wifi = (content: Record<string, unknown>) => qrContentSchema.safeParse({ type: "wifi", ...content });
  const psk = "0123456789abcdef".repeat(4);
  it.each([
    ["a raw 64-hex-digit WPA key, bare", { ssid: "Home", password: psk }, `WIFI:T:WPA;S:Home;P:${psk};H:false;;`],
    ["a hex-looking WPA passphrase, quoted", { ssid: "Home", password: "DEADBEEF" }, 'WIFI:T:WPA;S:Home;P:"DEADBEEF";H:false;;'],
    ["a hex-looking SSID, quoted", { ssid: "CAFE", password: "password1" }, 'WIFI:T:WPA;S:"CAFE";P:password1;H:false;;'],
    ["a numeric SSID, quoted", { ssid: "12345", encryption: "nopass" }, 'WIFI:T:nopass;S:"12345";H:false;;'],
    ["a 10-digit WEP hex key, bare", { ssid: "Old", password: "0123456789", encryption: "WEP" }, 'WIFI:T:WEP;S:Old;P:0123456789;H:false;;'],
    ["a 5-character WEP key that looks hex, quoted", { ssid: "Old", password: "abcde", encryption: "WEP" }, 'WIFI:T:WEP;S:Old;P:"abcde";H:false;;'],
    ["text with special characters, escaped not quoted", { ssid: "a;b", password: "pass:word" }, "WIFI:T:WPA;S:a\\;b;P:pass\\:word;H:false;;"],
  ])("%s", (_, content, payload) => {
    const parsed = wifi(content);
    expect(parsed.success && buildPayload(parsed.data)).toBe(payload);
  });
  it.each([
    ["64 characters that are not hex", "g".repeat(64)],
    ["65 hex digits", "a".repeat(65)],
    ["7 characters", "1234567"],
  ])("refuses a WPA password of %s", (_, password) => {
    const parsed = wifi({ ssid: "N", password });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/8 to 63 characters long, or a key of exactly 64 hexadecimal digits/);
  });
});

describe("URL type: web addresses only", () => {
  const url = (value: string) => qrContentSchema.safeParse({ type: "url", url: value });
  it.each([
    ["example.com", "https://example.com"],
    ["example.com:8080/x", "https://example.com:8080/x"],
    ["localhost:3000", "https://localhost:3000"],
    ["http://example.com/a?b=c", "http://example.com/a?b=c"],
    ["HTTPS://Example.com", "HTTPS://Example.com"],
  ])("%s → %s", (value, payload) => {
    const parsed = url(value);
    expect(parsed.success && buildPayload(parsed.data)).toBe(payload);
  });
  it.each([
    ["javascript:alert(1)", /only http:\/\/ and https:\/\//],
    ["JavaScript:alert(1)", /only http:\/\/ and https:\/\//],
    ["data:text/html,<b>x</b>", /only http:\/\/ and https:\/\//],
    ["file:///etc/passwd", /only http:\/\/ and https:\/\//],
    ["ftp://files.example.com/a.txt", /only http:\/\/ and https:\/\//],
    ["mailto:a@b.c", /choose the Email type/],
    ["tel:+15551234567", /choose the Phone type/],
    ["sms:+15551234567", /choose the SMS type/],
    ["geo:1,2", /choose the Location type/],
    ["WIFI:S:x;;", /choose the WiFi type/],
  ])("refuses %s", (value, message) => {
    const parsed = url(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });
  it("refuses other schemes in a vCard's web address without pointing to another QR type", () => {
    const parsed = qrContentSchema.safeParse({ type: "vcard", firstName: "A", url: "mailto:a@b.c" });
    expect(parsed.error?.issues[0]?.message).toMatch(/only http:\/\/ and https:\/\//);
  });
});
