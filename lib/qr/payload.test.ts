import { describe, expect, it } from "vitest";
import {
  buildPayload,
  emailPayload,
  escapeVcard,
  escapeWifi,
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
  it("keeps http, https and other schemes as typed", () => {
    expect(urlPayload({ url: "http://example.com" })).toBe("http://example.com");
    expect(urlPayload({ url: "HTTPS://Example.com/A" })).toBe("HTTPS://Example.com/A");
    expect(urlPayload({ url: "ftp://files.example.com/a.txt" })).toBe("ftp://files.example.com/a.txt");
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
    expect(phonePayload({ phone: "030.1234\u00a05678" })).toBe("tel:03012345678");
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
    expect(wifiPayload({ ssid: "Old", password: "abcde", encryption: "WEP", hidden: false })).toBe("WIFI:T:WEP;S:Old;P:abcde;H:false;;");
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
    expect(parse({ type: "wifi", ssid: "N", password: "12345678" })).toBe("WIFI:T:WPA;S:N;P:12345678;H:false;;");
    expect(parse({ type: "geo", latitude: "51.5", longitude: "-0.12" })).toBe("geo:51.5,-0.12");
    expect(parse({ type: "phone", phone: "555-0100" })).toBe("tel:5550100");
  });
});
