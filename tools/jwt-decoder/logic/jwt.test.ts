import { exportJWK, exportSPKI, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { decodeToken, relative } from "./decode";
import { verifyToken } from "./verify";

/** RFC 7519 §3.1 / RFC 7515 appendix A.1: the HS256 example and its key (a JWK of type "oct"). */
const A1_TOKEN =
  "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const A1_JWK = '{"kty":"oct","k":"AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"}';
const A1_SECRET_BASE64 = "AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow";

/** RFC 7515 appendix A.2: RS256, with the public half of its RSA key. */
const A2_TOKEN =
  "eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw";
const A2_PUBLIC_JWK = JSON.stringify({
  kty: "RSA",
  n: "ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ",
  e: "AQAB",
});

/** RFC 7515 appendix A.3: ES256 (P-256), with the public half of its key. */
const A3_TOKEN =
  "eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q";
const A3_PUBLIC_JWK = '{"kty":"EC","crv":"P-256","x":"f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU","y":"x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}';

/** RFC 8037 appendix A.4: EdDSA (Ed25519) over the payload "Example of Ed25519 signing", and A.2's public key. */
const RFC8037_TOKEN = "eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc.hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg";
const RFC8037_PUBLIC_JWK = '{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}';

/** 2011-03-22T18:43:00Z, the example's exp, and a "now" an hour before and a day after it. */
const EXP = 1300819380 * 1000;

describe("decoding: RFC 7519 §3.1's example", () => {
  it("reads the header and the claims, and puts exp in words", () => {
    const decoded = decodeToken(A1_TOKEN, EXP - 3600_000);
    if (!decoded.ok) throw new Error(decoded.error);
    expect(decoded.header).toEqual({ typ: "JWT", alg: "HS256" });
    expect(decoded.payload).toEqual({ iss: "joe", exp: 1300819380, "http://example.com/is_root": true });
    expect(decoded.payloadJson).toBe('{\n  "iss": "joe",\n  "exp": 1300819380,\n  "http://example.com/is_root": true\n}');
    expect(decoded.signatureBytes).toBe(32);
    expect(decoded.times).toEqual([{ claim: "exp", label: "Expires (exp)", iso: "2011-03-22T18:43:00Z", words: "expires in 1 hour", state: "ok" }]);
    expect(decodeToken(A1_TOKEN, EXP + 86_400_000)).toMatchObject({ times: [{ words: "expired yesterday", state: "expired" }] });
  });

  it("takes a Bearer prefix and surrounding spaces", () => {
    expect(decodeToken(`  Bearer ${A1_TOKEN}\n`)).toMatchObject({ ok: true, alg: "HS256" });
  });

  it("reads nbf and iat, and says when a value is not a NumericDate or looks like milliseconds", () => {
    const token = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.c2ln`;
    const now = Date.UTC(2026, 0, 1);
    const decoded = decodeToken(token({ nbf: now / 1000 + 7200, iat: now / 1000 - 300, exp: "tomorrow" }), now);
    expect(decoded).toMatchObject({
      ok: true,
      times: [
        { claim: "exp", state: "invalid", words: '"tomorrow" is not a NumericDate: RFC 7519 says a number of seconds since 1970-01-01 UTC.' },
        { claim: "nbf", state: "not-yet", iso: "2026-01-01T02:00:00Z", words: "not valid until in 2 hours" },
        { claim: "iat", state: "info", iso: "2025-12-31T23:55:00Z", words: "issued 5 minutes ago" },
      ],
    });
    expect(decodeToken(token({ exp: now + 3600_000 }), now)).toMatchObject({ times: [{ words: expect.stringContaining("looks like milliseconds, not seconds") }] });
  });

  it("words relative times the way people say them", () => {
    expect(relative(0, 0)).toBe("now");
    expect(relative(90_000, 0)).toBe("in 1 minute");
    expect(relative(-3 * 86_400_000, 0)).toBe("3 days ago");
    expect(relative(400 * 86_400_000, 0)).toBe("next year");
  });
});

/** A token whose parts are these exact texts (not re-serialised, so every lexeme is kept). */
const rawToken = (header: string, payload: string) => `${Buffer.from(header).toString("base64url")}.${Buffer.from(payload).toString("base64url")}.c2ln`;

describe("decoding: the panels show the token's JSON exactly, only re-indented", () => {
  it("keeps big integers, trailing zeros and out-of-range numbers as written, in the panel and its copy value", () => {
    const decoded = decodeToken(rawToken('{"alg":"HS256"}', '{"sub":"1","id":12345678901234567890,"price":0.10,"amount":1.0,"big":1e400}'));
    if (!decoded.ok) throw new Error(decoded.error);
    // The panel's <pre> and its Copy button both show payloadJson (ui/jwt-decoder.tsx).
    expect(decoded.payloadJson).toBe('{\n  "sub": "1",\n  "id": 12345678901234567890,\n  "price": 0.10,\n  "amount": 1.0,\n  "big": 1e400\n}');
    expect(decoded.headerJson).toBe('{\n  "alg": "HS256"\n}');
    expect(decoded.notes).toEqual([]);
  });

  it("keeps duplicate names, unicode and other escapes, and nesting as in the token, and says which names repeat", () => {
    const header = '{"alg":"HS256","kid":"k\\u00e9\\/1","alg":"HS256"}';
    const payload = '{"sub":"a","sub":"b","name":"Jos\\u00e9 \\ud83d\\ude00 \\"q\\"","n":{"a":[1,{"b":2.50E+3}],"a":{},"e":[]},"exp":1300819380.0}';
    const decoded = decodeToken(rawToken(header, payload), EXP - 3600_000);
    if (!decoded.ok) throw new Error(decoded.error);
    expect(decoded.headerJson).toBe('{\n  "alg": "HS256",\n  "kid": "k\\u00e9\\/1",\n  "alg": "HS256"\n}');
    expect(decoded.payloadJson).toBe(
      [
        "{",
        '  "sub": "a",',
        '  "sub": "b",',
        '  "name": "Jos\\u00e9 \\ud83d\\ude00 \\"q\\"",',
        '  "n": {',
        '    "a": [',
        "      1,",
        "      {",
        '        "b": 2.50E+3',
        "      }",
        "    ],",
        '    "a": {},',
        '    "e": []',
        "  },",
        '  "exp": 1300819380.0',
        "}",
      ].join("\n"),
    );
    // Values are still read as JSON.parse reads them: the last of a repeated name.
    expect(decoded.payload).toMatchObject({ sub: "b", name: "Jos\u00e9 \u{1F600} \"q\"", n: { a: {} } });
    expect(decoded.notes).toEqual([
      'The header repeats "alg": Header Parameter names must be unique (RFC 7515 §4). Libraries disagree on which one counts; this page reads the last, as JSON.parse does.',
      'The payload repeats "sub", "a" at /n/a: claim names must be unique (RFC 7519 §4). Libraries disagree on which one counts; this page reads the last, as JSON.parse does.',
    ]);
    expect(decoded.times).toMatchObject([{ claim: "exp", iso: "2011-03-22T18:43:00Z", state: "ok" }]);
  });

  it("words a time claim with its value as written", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(decodeToken(rawToken('{"alg":"HS256"}', '{"exp":1e400}'), now)).toMatchObject({
      times: [{ claim: "exp", state: "invalid", words: "1e400 is not a NumericDate: RFC 7519 says a number of seconds since 1970-01-01 UTC." }],
    });
    expect(decodeToken(rawToken('{"alg":"HS256"}', `{"exp":${now + 3600_000}.0}`), now)).toMatchObject({
      times: [{ words: expect.stringContaining(`${now + 3600_000}.0 looks like milliseconds`) }],
    });
  });

  it("shows a part nested too deeply to indent exactly as decoded, with a note", () => {
    const deep = `{"a":${"[".repeat(1500)}${"]".repeat(1500)}}`;
    const decoded = decodeToken(rawToken('{"alg":"HS256"}', deep));
    if (!decoded.ok) throw new Error(decoded.error);
    expect(decoded.payloadJson).toBe(deep);
    expect(decoded.notes).toEqual(["The payload is nested too deeply to indent, so it is shown exactly as decoded."]);
  });
});

describe("decoding: what is refused, and why", () => {
  it.each([
    ["abc.def", "A JWT has three parts separated by dots (header.payload.signature); this has 2."],
    ["a.b.c.d.e", "This token has five parts: it is an encrypted JWT (JWE, RFC 7516)."],
    [".eyJhIjoxfQ.", "The header (part 1) is empty."],
    ["eyJhbGciOiJIUzI1NiJ9.eyJhIjoxfQ!.sig", 'The payload (part 2) is not Base64URL: "!" at character 11 of that part is not a Base64 character.'],
    ["eyJhbGciOiJIUzI1NiJ9.eyJhIjoxfQ==.sig", "The payload (part 2) has = padding, which a JWT never has"],
    ["eyJhbGciOiJIUzI1NiJ9.eyJhIjoxfQ.a+/b", "The signature (part 3) uses + or /, the standard Base64 alphabet"],
    ["eyJmb28iOjF9.eyJhIjoxfQ.c2ln", 'The header has no "alg"'],
    ["bm90IGpzb24.eyJhIjoxfQ.c2ln", "The header is not JSON:"],
  ])("%s", (token, message) => {
    const result = decodeToken(token);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it("warns about alg none", () => {
    expect(decodeToken("eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.")).toMatchObject({ ok: true, notes: [expect.stringContaining('alg is "none": the token is not signed')] });
  });
});

describe("verifying: RFC 7515 appendix A", () => {
  it("A.1 HS256 verifies with its key, as a JWK or as the Base64URL secret, and fails with another", async () => {
    expect(await verifyToken(A1_TOKEN, A1_JWK)).toMatchObject({ ok: true, message: expect.stringContaining("Signature verified") });
    expect(await verifyToken(A1_TOKEN, A1_SECRET_BASE64, "base64")).toMatchObject({ ok: true });
    expect(await verifyToken(A1_TOKEN, "not the key")).toEqual({ ok: false, message: "Invalid signature: the token was changed after signing, or it was signed with a different secret." });
    expect(await verifyToken(A1_TOKEN, A1_SECRET_BASE64)).toMatchObject({ ok: false, message: expect.stringContaining("Invalid signature") });
  });

  it("A.1 fails once one character of the payload changes", async () => {
    const [h, p, s] = A1_TOKEN.split(".");
    const changed = `${h}.${p!.slice(0, 10)}${p![10] === "A" ? "B" : "A"}${p!.slice(11)}.${s}`;
    expect(await verifyToken(changed, A1_JWK)).toMatchObject({ ok: false, message: expect.stringContaining("Invalid signature") });
  });

  it("A.2 RS256 and A.3 ES256 verify with their public keys", async () => {
    expect(await verifyToken(A2_TOKEN, A2_PUBLIC_JWK)).toMatchObject({ ok: true });
    expect(await verifyToken(A3_TOKEN, A3_PUBLIC_JWK)).toMatchObject({ ok: true });
    expect(await verifyToken(A3_TOKEN, A2_PUBLIC_JWK)).toMatchObject({ ok: false, message: expect.stringContaining("can't be used for ES256") });
  });

  it("RFC 8037 A.4 EdDSA verifies with its public key", async () => {
    expect(decodeToken(RFC8037_TOKEN)).toMatchObject({ ok: true, payloadIsJson: false, payloadJson: "Example of Ed25519 signing" });
    expect(await verifyToken(RFC8037_TOKEN, RFC8037_PUBLIC_JWK)).toMatchObject({ ok: true });
  });
});

describe("verifying: the key forms people paste", () => {
  it.each([
    ["RS384", { modulusLength: 2048 }],
    ["PS256", { modulusLength: 2048 }],
    ["ES384", {}],
    ["ES512", {}],
    ["EdDSA", {}],
  ] as const)("%s with a PEM public key and a JWK Set found by kid", async (alg, options) => {
    const { publicKey, privateKey } = await generateKeyPair(alg, { ...options, extractable: true });
    const token = await new SignJWT({ sub: "u1" }).setProtectedHeader({ alg, kid: "k2" }).setIssuedAt().sign(privateKey);
    expect(await verifyToken(token, await exportSPKI(publicKey))).toMatchObject({ ok: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: "k2" };
    expect(await verifyToken(token, JSON.stringify({ keys: [{ ...jwk, kid: "k1" }, jwk] }))).toMatchObject({ ok: true });
    const other = await generateKeyPair(alg, { ...options, extractable: true });
    expect(await verifyToken(token, await exportSPKI(other.publicKey))).toMatchObject({ ok: false, message: expect.stringContaining("Invalid signature") });
  });

  it("says what to paste instead of a private key, a PKCS#1 key or a secret for RS256", async () => {
    expect(await verifyToken(A2_TOKEN, "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----")).toMatchObject({ message: expect.stringContaining("This is a private key") });
    expect(await verifyToken(A2_TOKEN, "-----BEGIN RSA PUBLIC KEY-----\nMIIB\n-----END RSA PUBLIC KEY-----")).toMatchObject({ message: expect.stringContaining("openssl rsa -RSAPublicKey_in") });
    expect(await verifyToken(A2_TOKEN, "secret")).toMatchObject({ message: expect.stringContaining("verified with a public key") });
    expect(await verifyToken(A1_TOKEN, "-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----")).toMatchObject({ message: expect.stringContaining("shared secret (HMAC)") });
    expect(await verifyToken("eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.", "k")).toMatchObject({ ok: false, message: expect.stringContaining("not signed") });
  });
});
