import { describe, expect, it } from "vitest";
import { BLOCK_MESSAGES } from "@/tools/url-shortener/server/blocklist";
import { checkTarget, isNonPublicIp, MAX_TARGET_LENGTH, TARGET_MESSAGES } from "@/tools/url-shortener/server/target";

const context = { siteHost: "utilify.test" };

async function refusal(input: string, extra = {}) {
  const result = await checkTarget(input, { ...context, ...extra });
  return result.ok ? `accepted as ${result.url}` : result.message;
}

async function accepted(input: string) {
  const result = await checkTarget(input, context);
  if (!result.ok) throw new Error(`refused ${input}: ${result.message}`);
  return result.url;
}

describe("checkTarget", () => {
  it("accepts http(s) URLs and reads a bare domain as https", async () => {
    expect(await accepted("https://example.com/a?b=c#d")).toBe("https://example.com/a?b=c#d");
    expect(await accepted("http://example.com")).toBe("http://example.com/");
    expect(await accepted("example.com")).toBe("https://example.com/");
    expect(await accepted("  www.example.co.uk/path  ")).toBe("https://www.example.co.uk/path");
    expect(await accepted("example.com:8080/x")).toBe("https://example.com:8080/x");
    expect(await accepted("https://bücher.de/")).toBe("https://xn--bcher-kva.de/");
    expect(await accepted("https://93.184.216.34/")).toBe("https://93.184.216.34/");
    expect(await accepted("https://[2606:4700::1111]/")).toBe("https://[2606:4700::1111]/");
  });

  it("percent-encodes spaces in the path, query and fragment; refuses tabs and line breaks, which parsers drop", async () => {
    expect(await accepted("https://example.com/annual report 2024.pdf")).toBe("https://example.com/annual%20report%202024.pdf");
    expect(await accepted("example.com/a b?q=x y#s t")).toBe("https://example.com/a%20b?q=x%20y#s%20t");
    expect(await refusal("https://example.com/a\tb")).toBe(TARGET_MESSAGES.lineBreak);
    expect(await refusal("https://exam\nple.com/")).toBe(TARGET_MESSAGES.lineBreak);
    expect(await refusal("https://exa mple.com/a b")).toBe(TARGET_MESSAGES.invalid);
  });

  it("asks for a URL when the input is empty or blank", async () => {
    expect(await refusal("")).toBe(TARGET_MESSAGES.empty);
    expect(await refusal("   \n ")).toBe(TARGET_MESSAGES.empty);
  });

  it("refuses what is not a URL", async () => {
    for (const input of ["not a url", "hello", "https://", "http://exa mple.com", "https://example", "https://-bad-.com", "https://example.123"]) {
      expect(await refusal(input), input).toBe(TARGET_MESSAGES.invalid);
    }
  });

  it("refuses other schemes, including javascript: and data:", async () => {
    for (const input of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://example.com/file", "mailto:a@example.com", "file:///etc/passwd", "vbscript:msgbox"]) {
      expect(await refusal(input), input).toBe(TARGET_MESSAGES.scheme);
    }
  });

  it("refuses URLs longer than 2048 characters", async () => {
    const long = `https://example.com/${"a".repeat(MAX_TARGET_LENGTH)}`;
    expect(await refusal(long)).toBe(TARGET_MESSAGES.tooLong);
    expect(await accepted(`https://example.com/${"a".repeat(MAX_TARGET_LENGTH - 20)}`)).toHaveLength(MAX_TARGET_LENGTH);
  });

  it("refuses credentials in the URL", async () => {
    expect(await refusal("https://user:pass@example.com/")).toBe(TARGET_MESSAGES.credentials);
    expect(await refusal("https://user@example.com/")).toBe(TARGET_MESSAGES.credentials);
  });

  it("refuses localhost and private, loopback and link-local addresses (IPv4 and IPv6)", async () => {
    for (const input of [
      "http://localhost/", "localhost:3000", "http://app.localhost/", "http://printer.local/", "http://db.internal/",
      "http://127.0.0.1/", "http://127.1/", "http://2130706433/", "http://0x7f000001/", "http://10.1.2.3/",
      "http://172.16.5.4/", "http://192.168.1.1/", "http://169.254.169.254/latest/meta-data", "http://0.0.0.0/",
      "http://100.64.0.1/", "http://[::1]/", "http://[::]/", "http://[fe80::1]/", "http://[fd00::1]/",
      "http://[::ffff:127.0.0.1]/", "http://[::ffff:192.168.0.1]/",
    ]) {
      expect(await refusal(input), input).toBe(TARGET_MESSAGES.private);
    }
  });

  // Each of these reached a private or loopback address past the old rule.
  it.each([
    ["IPv4-compatible loopback", "http://[::127.0.0.1]/"],
    ["IPv4-compatible private", "http://[::10.0.0.1]/"],
    ["SIIT-translated loopback", "http://[::ffff:0:127.0.0.1]/"],
    ["NAT64 of loopback", "http://[64:ff9b::127.0.0.1]/"],
    ["NAT64 of a private address", "http://[64:ff9b::c0a8:101]/"],
    ["6to4 of loopback", "http://[2002:7f00:1::1]/"],
    ["6to4 of a private address", "http://[2002:a00:1::]/"],
    ["Teredo with a loopback client", "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/"],
    ["Teredo with a private server", "http://[2001:0:a00:1::1]/"],
    ["discard-only prefix", "http://[100::1]/"],
    ["documentation prefix", "http://[2001:db8::1]/"],
    ["wildcard DNS spelling loopback", "http://127.0.0.1.nip.io/"],
    ["wildcard DNS spelling a private address with dashes", "https://app-192-168-1-1.sslip.io/"],
    ["wildcard DNS in hex", "http://7f000001.nip.io/"],
    ["wildcard DNS service itself", "http://anything.xip.io/"],
    ["name that always resolves to loopback", "http://localtest.me/"],
    ["subdomain of a loopback name", "http://app.lvh.me:3000/"],
    ["private address embedded in any name", "https://10.0.0.1.example.com/"],
    ["private address with dashes in any name", "https://ip-172-16-0-5.example.net/"],
    ["rebinding helper", "http://make-127-0-0-1-rr.1u.ms/"],
    ["public name that resolves to loopback", "http://local.gd/"],
    ["subdomain of local.gd", "https://app.local.gd:8443/x"],
    ["localhost.direct", "https://localhost.direct/"],
    ["subdomain of localhost.direct", "https://get.localhost.direct/"],
    ["localhost.localdomain", "http://localhost.localdomain/"],
    ["localhost.localdomain with a trailing dot, upper case", "http://LOCALHOST.LOCALDOMAIN./"],
    ["any .localdomain name", "http://printer.localdomain/"],
    ["subdomain of .localhost", "http://api.localhost/"],
    ["lvh.me itself", "http://lvh.me/"],
    ["lcl.host", "https://app.lcl.host/"],
    ["nip.io with a private address in hex", "http://app-c0a80101.nip.io/"],
    ["sslip.io with IPv6 loopback", "http://--1.sslip.io/"],
    ["ip6-localhost", "http://ip6-localhost/"],
  ])("refuses %s (%s)", async (_, input) => {
    expect(await refusal(input)).toBe(TARGET_MESSAGES.private);
  });

  it.each([
    ["public IPv6", "https://[2606:4700::1111]/"],
    ["NAT64 of a public address", "https://[64:ff9b::808:808]/"],
    ["6to4 of a public address", "https://[2002:808:808::1]/"],
    ["IPv4-mapped public address", "https://[::ffff:8.8.8.8]/"],
    ["public address embedded in a name", "https://8.8.8.8.example.com/"],
    ["digits that are not an address", "https://2024-01-15.example.com/"],
    ["version-like numbers", "https://v1.2.3.4.example.com/"],
    ["a hash-like label", "https://deploy-7f000001--site.example.app/"],
  ])("accepts %s (%s)", async (_, input) => {
    expect(await refusal(input)).toMatch(/^accepted as /);
  });

  it.each([
    ["all-Cyrillic look-alike of apple.com", "https://аррӏе.com/"],
    ["Cyrillic а inside a Latin name", "https://pаypal.com/login"],
    ["Greek ο inside a Latin name", "https://gοogle.com/"],
    ["look-alike subdomain", "https://аррӏе.example.com/"],
    ["as punycode", "https://xn--80ak6aa92e.com/"],
  ])("refuses a look-alike host: %s (%s)", async (_, input) => {
    expect(await refusal(input)).toBe(TARGET_MESSAGES.lookalike);
  });

  it.each([
    ["dotless \u0131 for i", "https://\u0131cloud.com/"],
    ["dotless \u0131 as punycode", "https://xn--cloud-m4a.com/"],
    ["Latin script g for g in a subdomain", "https://\u0261oogle.example.com/"],
    ["Latin alpha for a", "https://\u0251pple.com/"],
    ["Latin dental click for l", "https://\u01c0inkedin.com/"],
    ["Latin with a Cyrillic-looking letter under a Cyrillic TLD", "https://\u0131cloud.\u0440\u0444/"],
  ])("refuses a host whose skeleton is another ASCII name: %s (%s)", async (_, input) => {
    expect(await refusal(input)).toBe(TARGET_MESSAGES.confusable);
  });

  it.each([
    ["division slash in a label", "https://microsoft.com\u2215login.evil.example/"],
    ["the same, stored as punycode", "https://microsoft.xn--comlogin-0f7d.evil.example/"],
    ["fraction slash", "https://microsoft.com\u2044login.evil.example/"],
    ["big solidus", "https://example.com\u29f8x.evil.example/"],
    ["ratio sign for a colon", "https://g\u2236oogle.com/"],
    ["set minus for a backslash", "https://paypal.com\u2216x.evil.example/"],
  ])("refuses a host with a slash, dot or colon look-alike: %s (%s)", async (_, input) => {
    expect(await refusal(input)).toBe(TARGET_MESSAGES.syntaxLookalike);
  });

  it.each([
    ["accented Latin", "https://bücher.de/"],
    ["Turkish dotted \u0130 written as i", "https://istanbul.com.tr/"],
    ["German sharp s", "https://stra\u00dfe.de/"],
    ["a roman numeral the URL parser folds to plain m", "https://\u217ficrosoft-login.example/"],
    ["French accents", "https://caf\u00e9-cr\u00e8me.fr/"],
    ["Cyrillic name under a Cyrillic TLD", "https://пример.рф/"],
    ["Cyrillic look-alike letters under a Cyrillic TLD", "https://аррӏе.рф/"],
    ["Cyrillic words that do not imitate Latin", "https://яндекс.com/"],
    ["Japanese with Latin", "https://ソニーshop.jp/"],
    ["Chinese", "https://例子.中国/"],
    ["Greek", "https://παράδειγμα.ελ/"],
  ])("accepts an international name: %s (%s)", async (_, input) => {
    expect(await refusal(input)).toMatch(/^accepted as /);
  });

  it("refuses our own short links but accepts our own pages", async () => {
    expect(await refusal("https://utilify.test/s/abc123")).toBe(TARGET_MESSAGES.loop);
    expect(await refusal("utilify.test/s/abc123")).toBe(TARGET_MESSAGES.loop);
    expect(await accepted("https://utilify.test/pricing")).toBe("https://utilify.test/pricing");
    // The site itself on a loopback address (development, tests): its pages are fine targets.
    const local = await checkTarget("http://127.0.0.1:3105/about", { siteHost: "127.0.0.1:3105" });
    expect(local).toEqual({ ok: true, url: "http://127.0.0.1:3105/about" });
    expect(await refusal("http://127.0.0.1:3105/s/abc", { siteHost: "127.0.0.1:3105" })).toBe(TARGET_MESSAGES.loop);
  });

  // Every path our server would route to /s/{code}: before the fix, all but the first two were accepted.
  it.each([
    "https://utilify.test/s/abc123",
    "https://UTILIFY.test/s/abc123/",
    "https://utilify.test//s/abc123",
    "https://utilify.test///s//abc123",
    "https://utilify.test/./s/abc123",
    "https://utilify.test/x/../s/abc123",
    "https://utilify.test/%2e/s/abc123",
    "https://utilify.test/%2Fs%2Fabc123",
    "https://utilify.test/%73/abc123",
    "https://utilify.test/s%2fabc123",
    "https://utilify.test/%252Fs%252Fabc123",
    "https://utilify.test/x%2F..%2Fs%2Fabc123",
    "https://utilify.test\\s\\abc123",
    "https://utilify.test./s/abc123",
    "https://utilify.test.../s/abc123",
    "https://utilify.test:443/s/abc123",
    "http://utilify.test:8080/s/abc123",
    "https://utilify.test/s/abc123?utm=x#top",
  ])("refuses a route to our own short link: %s", async (input) => {
    expect(await refusal(input)).toBe(TARGET_MESSAGES.loop);
  });

  it.each(["https://utilify.test/", "https://utilify.test/s", "https://utilify.test/s/a/b", "https://utilify.test/S/abc123", "https://utilify.test/urlshortener"])(
    "accepts our own page %s",
    async (input) => {
      expect(await refusal(input)).toMatch(/^accepted as /);
    },
  );

  it("refuses links on verified custom short-link domains", async () => {
    const isShortLinkDomain = (host: string) => host === "go.brand.test";
    for (const input of ["https://go.brand.test/abc", "https://GO.brand.test./abc", "http://go.brand.test:8080//abc", "https://go.brand.test/%61bc"]) {
      expect(await refusal(input, { isShortLinkDomain }), input).toBe(TARGET_MESSAGES.loop);
    }
    expect(await refusal("https://brand.test/abc", { isShortLinkDomain })).toBe("accepted as https://brand.test/abc");
  });

  it("refuses blocklisted domains and their subdomains with the reason", async () => {
    expect(await refusal("https://bit.ly/xyz")).toBe(BLOCK_MESSAGES.shortener);
    expect(await refusal("https://www.tinyurl.com/xyz")).toBe(BLOCK_MESSAGES.shortener);
    expect(await refusal("https://grabify.link/ABC")).toBe(BLOCK_MESSAGES["ip-logger"]);
    expect(await refusal("https://testsafebrowsing.appspot.com/s/phishing.html")).toBe(BLOCK_MESSAGES.threat);
    // Not a suffix match on partial labels.
    expect(await accepted("https://notbit.ly.example.com/")).toBe("https://notbit.ly.example.com/");
  });
});

describe("isNonPublicIp", () => {
  it("knows public from private addresses", () => {
    expect(isNonPublicIp("8.8.8.8")).toBe(false);
    expect(isNonPublicIp("[2001:4860:4860::8888]")).toBe(false);
    expect(isNonPublicIp("172.32.0.1")).toBe(false);
    expect(isNonPublicIp("172.31.255.255")).toBe(true);
    expect(isNonPublicIp("255.255.255.255")).toBe(true);
  });
});
