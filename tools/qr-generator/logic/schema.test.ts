import { describe, expect, it } from "vitest";
import { QrInputError } from "./errors";
import { parseQrRequest } from "@/tools/qr-generator/logic/encode";
import { CONTROL_CHARACTER_MESSAGE, NUL_MESSAGE } from "@/lib/platform/safe-text";
import { QR_DEFAULTS, REQUIRED_MESSAGE } from "./constants";

function refusal(input: unknown): QrInputError {
  try {
    parseQrRequest(input);
  } catch (error) {
    if (error instanceof QrInputError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const text = { type: "text", text: "hello" };

describe("content validation", () => {
  it("refuses NUL and other control characters in any text field, naming the field; tabs and line breaks are text", () => {
    // NUL has its own message, from every text schema (lib/platform/zod.ts); the other control characters this field's.
    for (const [content, field, message] of [
      [{ type: "text", text: "a\u0000b" }, "text", NUL_MESSAGE],
      [{ type: "email", address: "a@example.com", body: "hi\u001b[31m" }, "body", CONTROL_CHARACTER_MESSAGE],
      [{ type: "wifi", ssid: "Net\u0000", password: "12345678" }, "ssid", NUL_MESSAGE],
      [{ type: "vcard", firstName: "Ann\u007f" }, "firstName", CONTROL_CHARACTER_MESSAGE],
    ] as const) {
      const error = refusal({ content });
      expect(error.message, field).toBe(message);
      expect(error.fieldErrors[field]).toBe(message);
    }
    expect(parseQrRequest({ content: { type: "text", text: "col1\tcol2\r\nline 2" } }).content).toEqual({ type: "text", text: "col1\tcol2\r\nline 2" });
  });

  it("bounds every field before reading it: huge text, coordinates and colours get their message", () => {
    expect(refusal({ content: { type: "text", text: "a".repeat(1_000_000) } }).fieldErrors.text).toBe("This is too long to fit in a QR code");
    expect(refusal({ content: { type: "email", address: `${"a".repeat(1_000_000)}@` } }).fieldErrors.address).toBe("This is too long to fit in a QR code");
    expect(refusal({ content: { type: "geo", latitude: `${"1".repeat(1_000_000)}x`, longitude: 1 } }).fieldErrors.latitude).toBe("Latitude must be a number between -90 and 90");
    expect(refusal({ content: text, options: { foreground: "#".repeat(1_000_000) } }).message).toMatch(/hex colour/);
  });

  it("applies the default options", () => {
    expect(parseQrRequest({ content: text })).toEqual({ content: text, options: QR_DEFAULTS });
  });

  it.each([
    [{ type: "text", text: "" }, "text"],
    [{ type: "text", text: "   \n " }, "text"],
    [{ type: "url", url: " " }, "url"],
    [{ type: "email", address: "" }, "address"],
    [{ type: "phone" }, "phone"],
    [{ type: "sms", phone: "", message: "hi" }, "phone"],
    [{ type: "wifi", ssid: "", password: "12345678" }, "ssid"],
    [{ type: "wifi", ssid: "Net", password: "" }, "password"],
    [{ type: "vcard", organization: "Only an org" }, "firstName"],
    [{ type: "geo", latitude: "", longitude: "2" }, "latitude"],
  ])("refuses empty required content %j with the spec's message", (content, field) => {
    const error = refusal({ content });
    expect(error.message).toBe(REQUIRED_MESSAGE);
    expect(error.fieldErrors[field]).toBe(REQUIRED_MESSAGE);
  });

  it("refuses missing content with the spec's message", () => {
    expect(refusal({}).message).toBe(REQUIRED_MESSAGE);
  });

  it.each([
    [{ type: "url", url: "not a url" }, "url", "Please enter a valid URL"],
    [{ type: "url", url: "localhostish" }, "url", "Please enter a valid URL"],
    [{ type: "email", address: "ada@" }, "address", "Please enter a valid e-mail address"],
    [{ type: "email", address: "ada@example.com?cc=x" }, "address", "Please enter a valid e-mail address"],
    [{ type: "phone", phone: "call me" }, "phone", "Please enter a valid phone number: 7 to 15 digits starting with + and the country code, like +1 555 123 4567"],
    [{ type: "phone", phone: "+1234567890123456" }, "phone", "Please enter a valid phone number: 7 to 15 digits starting with + and the country code, like +1 555 123 4567"],
    [{ type: "sms", phone: "call me" }, "phone", "Please enter a valid phone number: 3 to 15 digits, optionally starting with +"],
    [{ type: "vcard", firstName: "A", email: "nope" }, "email", "Please enter a valid e-mail address"],
    [{ type: "geo", latitude: 90.0001, longitude: 0 }, "latitude", "Latitude must be a number between -90 and 90"],
    [{ type: "geo", latitude: "0", longitude: "-180.5" }, "longitude", "Longitude must be a number between -180 and 180"],
    [{ type: "geo", latitude: "1e2", longitude: "0" }, "latitude", "Latitude must be a number between -90 and 90"],
    [{ type: "geo", latitude: "north", longitude: "0" }, "latitude", "Latitude must be a number between -90 and 90"],
  ])("refuses malformed %j", (content, field, message) => {
    const error = refusal({ content });
    expect(error.message).toBe(message);
    expect(error.fieldErrors[field]).toBe(message);
  });

  it("accepts coordinates at the range limits, as numbers or strings", () => {
    expect(parseQrRequest({ content: { type: "geo", latitude: "-90", longitude: " 180 " } }).content).toEqual({
      type: "geo",
      latitude: -90,
      longitude: 180,
    });
  });

  it("refuses WiFi passwords over 63 characters and WPA passwords under 8", () => {
    const long = refusal({ content: { type: "wifi", ssid: "Net", password: "x".repeat(64) } });
    expect(long.fieldErrors.password).toBe("A WPA/WPA2 password must be 8 to 63 characters long, or a key of exactly 64 hexadecimal digits");
    expect(() => parseQrRequest({ content: { type: "wifi", ssid: "Net", password: "x".repeat(63) } })).not.toThrow();
    expect(refusal({ content: { type: "wifi", ssid: "Net", password: "1234567" } }).fieldErrors.password).toMatch(/8 to 63/);
  });

  it("counts a WPA password in bytes, as Wi-Fi does, and refuses control characters", () => {
    expect(refusal({ content: { type: "wifi", ssid: "Net", password: "€".repeat(30) } }).fieldErrors.password).toMatch(/at most 63 bytes/);
    expect(() => parseQrRequest({ content: { type: "wifi", ssid: "Net", password: "€".repeat(21) } })).not.toThrow();
    expect(refusal({ content: { type: "wifi", ssid: "Net", password: "é".repeat(40) } }).fieldErrors.password).toMatch(/at most 63 bytes/);
    expect(refusal({ content: { type: "wifi", ssid: "Net", password: "pass\tword" } }).fieldErrors.password).toMatch(/control characters/);
    expect(refusal({ content: { type: "wifi", ssid: "Net", password: "abcde\n", encryption: "WEP" } }).fieldErrors.password).toMatch(/control characters/);
  });

  it("checks WEP key lengths and accepts open networks without a password", () => {
    expect(refusal({ content: { type: "wifi", ssid: "N", password: "abcdef", encryption: "WEP" } }).fieldErrors.password).toMatch(/WEP key/);
    expect(() => parseQrRequest({ content: { type: "wifi", ssid: "N", password: "0123456789", encryption: "WEP" } })).not.toThrow();
    expect(() => parseQrRequest({ content: { type: "wifi", ssid: "N", encryption: "nopass" } })).not.toThrow();
  });

  it("limits SSIDs to 32 bytes of UTF-8", () => {
    expect(() => parseQrRequest({ content: { type: "wifi", ssid: "網".repeat(10), password: "12345678" } })).not.toThrow();
    expect(refusal({ content: { type: "wifi", ssid: "網".repeat(11), password: "12345678" } }).fieldErrors.ssid).toMatch(/32 bytes/);
  });

  it("refuses forged requests: unknown types, unknown fields, wrong field types", () => {
    expect(refusal({ content: { type: "bitcoin", address: "x" } }).message).toMatch(/^Unknown QR code type/);
    expect(refusal({ content: { ...text, script: "<x>" } }).message).toBe("Unknown field: script");
    expect(refusal({ content: text, options: { watermark: "x" } }).message).toBe("Unknown field: watermark");
    expect(refusal({ content: text, extra: 1 }).message).toBe("Unknown field: extra");
    expect(refusal({ content: { type: "wifi", ssid: "N", encryption: "WPA3", password: "12345678" } }).message).toBe(
      "Encryption must be WPA, WEP or nopass",
    );
    expect(refusal({ content: { type: "wifi", ssid: "N", password: "12345678", hidden: "yes" } }).message).toBe("Hidden must be true or false");
    expect(refusal("content=text").message).toBe("The request must be an object");
    expect(refusal({ content: text, options: "big" }).message).toBe("Options must be an object");
  });
});

describe("options validation", () => {
  it("accepts 100–500 in steps of 100, as numbers or integer strings", () => {
    for (const size of [100, 200, 300, 400, 500, "300"]) {
      expect(parseQrRequest({ content: text, options: { size } }).options.size).toBe(Number(size));
    }
  });

  it.each([99, 150, 600, 0, -100, 250.5, "big", "", null, "1e2"])("refuses size %j", (size) => {
    expect(refusal({ content: text, options: { size } }).fieldErrors.size).toBe("Size must be 100, 200, 300, 400 or 500 pixels");
  });

  it("accepts 3, 4, 6 and 8 digit hex colours, with or without #, and normalises them", () => {
    const options = (foreground: string, background: string) => parseQrRequest({ content: text, options: { foreground, background } }).options;
    expect(options("#ABC", "fff")).toMatchObject({ foreground: "#aabbcc", background: "#ffffff" });
    expect(options("#0008", "#FFFFFFFF")).toMatchObject({ foreground: "#00000088", background: "#ffffff" });
    expect(options("123456", "#ffffff00")).toMatchObject({ foreground: "#123456", background: "#ffffff00" });
  });

  it.each(["#12", "#12345", "#1234567", "#ggg", "red", "rgb(0,0,0)", "#1234567890", ""])("refuses colour %j", (foreground) => {
    expect(refusal({ content: text, options: { foreground } }).fieldErrors.foreground).toBe(
      "Foreground colour must be a hex colour like #000000 (3, 4, 6 or 8 digits)",
    );
  });

  it("checks error correction and margin", () => {
    expect(refusal({ content: text, options: { errorCorrection: "X" } }).fieldErrors.errorCorrection).toBe("Error correction must be L, M, Q or H");
    expect(refusal({ content: text, options: { margin: 11 } }).fieldErrors.margin).toBe("Margin must be a whole number from 0 to 10");
    expect(refusal({ content: text, options: { margin: -1 } }).fieldErrors.margin).toBe("Margin must be a whole number from 0 to 10");
    expect(parseQrRequest({ content: text, options: { margin: 0, errorCorrection: "H" } }).options).toMatchObject({ margin: 0, errorCorrection: "H" });
  });
});

describe("design options", () => {
  it("defaults to square parts and no frame, and reads a transparent background", () => {
    const { options } = parseQrRequest({ content: text, options: { background: "Transparent" } });
    expect(options).toMatchObject({ background: "#ffffff00", dots: { shape: "square" }, eyeFrame: { shape: "square" }, eyeCenter: { shape: "square" } });
    expect(options.frame).toBeUndefined();
  });

  it.each([
    [{ dots: { shape: "hearts" } }, "dots.shape", "Module shape must be one of square, dots, rounded, extra-rounded, classy, classy-rounded"],
    [{ eyeFrame: { shape: "circle" } }, "eyeFrame.shape", "Eye frame shape must be one of square, rounded, extra-rounded, leaf, classy"],
    [{ eyeCenter: { shape: "square", color: "red" } }, "eyeCenter.color", "Eye centre colour must be a hex colour like #000000 (3, 4, 6 or 8 digits)"],
    [{ dots: { gradient: { type: "conic", stops: [] } } }, "dots.gradient.type", "Module gradient type must be linear or radial"],
    [{ dots: { gradient: { type: "linear", stops: [{ offset: 0, color: "#000" }] } } }, "dots.gradient.stops", "Module gradient needs at least 2 stops"],
    [
      { eyeFrame: { gradient: { type: "linear", stops: [{ offset: 0.8, color: "#000" }, { offset: 0.2, color: "#111" }] } } },
      "eyeFrame.gradient.stops",
      "Eye frame gradient stop offsets must go up from 0 to 1",
    ],
    [{ dots: { gradient: { type: "radial", rotation: 720, stops: [] } } }, "dots.gradient.rotation", "Module gradient rotation must be a number of degrees from -360 to 360"],
    [{ frame: { style: "sticker", text: "Hi" } }, "frame.style", "Frame style must be one of banner-bottom, banner-top, outline, bubble"],
    [{ frame: { style: "outline", text: "Scan\nme" } }, "frame.text", "The frame's text must be one line without control characters"],
    [{ frame: { style: "outline", text: "x".repeat(31) } }, "frame.text", "The frame's text can be at most 30 characters"],
    [{ frame: { style: "outline", text: "Hi", size: 3 } }, "frame", "Unknown field: size"],
  ])("refuses %j naming %s", (options, field, message) => {
    const error = refusal({ content: text, options });
    expect(error.fieldErrors[field]).toBe(message);
  });

  it("names only the stop's colour when it is no colour, not the stops' order that cannot be judged then", () => {
    const stops = [{ offset: 0.8, color: "#000" }, { offset: 0.2, color: "blue-ish" }];
    const error = refusal({ content: text, options: { dots: { gradient: { type: "linear", stops } } } });
    expect(error.fieldErrors).toEqual({ "dots.gradient.stops.1.color": "Module gradient stop colour must be a hex colour like #000000 (3, 4, 6 or 8 digits)" });
  });

  it("counts the call to action in characters as read, in any script", () => {
    const family = "👨‍👩‍👧‍👦"; // one character of seven code points
    for (const ok of [family.repeat(30), "扫".repeat(30), "مرحبا ".repeat(5).trim(), ` ${"a".repeat(30)} `]) {
      expect(parseQrRequest({ content: text, options: { frame: { style: "bubble", text: ok } } }).options.frame?.text).toBe(ok);
    }
    expect(refusal({ content: text, options: { frame: { style: "bubble", text: family.repeat(31) } } }).fieldErrors["frame.text"]).toMatch(/at most 30/);
    expect(parseQrRequest({ content: text, options: { frame: { style: "bubble" } } }).options.frame?.text).toBe("Scan me");
  });
});
