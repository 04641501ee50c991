import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, parseServerEnv, SERVER_ENV_VARIABLES, webConcurrency } from "@/lib/platform/config/env";

describe("parseServerEnv", () => {
  it("gives every variable its default when nothing is set, and blank counts as unset", () => {
    const env = parseServerEnv({ SMTP_URL: "", LINK_CACHE_MAX: "  ", TRUST_PROXY: "" });
    expect(env).toMatchObject({
      NODE_ENV: "development",
      NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
      NEXT_PUBLIC_CONTACT_EMAIL: "support@utilify.app",
      PORT: 3000,
      HOST: "127.0.0.1",
      TRUST_PROXY: 0,
      LINK_CACHE_MAX: 50_000,
      MAIL_FROM: "Utilify <no-reply@utilify.app>",
      ADMIN_EMAILS: "",
      STRIPE_API_PROTOCOL: "https",
      authUrl: "http://localhost:3000",
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("parses typed values and trims them", () => {
    const env = parseServerEnv({
      TRUST_PROXY: "1",
      LINK_CACHE_MAX: "0",
      STRIPE_API_PORT: "12111",
      STRIPE_PRICE_BASIC: " price_b ",
      NEXT_PUBLIC_SITE_URL: "https://utilify.app/",
      CUSTOM_DOMAIN_IPV4: "203.0.113.10",
    });
    expect(env).toMatchObject({ TRUST_PROXY: 1, LINK_CACHE_MAX: 0, STRIPE_API_PORT: 12111, STRIPE_PRICE_BASIC: "price_b" });
    expect(parseServerEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseServerEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseServerEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("takes next-auth's URL from NEXTAUTH_URL, else the public site URL (without a trailing slash)", () => {
    expect(parseServerEnv({ NEXT_PUBLIC_SITE_URL: "https://utilify.app/" }).authUrl).toBe("https://utilify.app");
    expect(parseServerEnv({ NEXT_PUBLIC_SITE_URL: "https://utilify.app", NEXTAUTH_URL: "https://auth.utilify.app" }).authUrl).toBe(
      "https://auth.utilify.app",
    );
  });

  it.each([
    ["LINK_CACHE_MAX", "lots"],
    ["LINK_CACHE_MAX", "-1"],
    ["TRUST_PROXY", "maybe"],
    ["TRUST_PROXY", "-1"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/utilify"],
    ["NEXT_PUBLIC_SITE_URL", "utilify.app"],
    ["NEXTAUTH_URL", "ftp://utilify.app"],
    ["SMTP_URL", "http://smtp.example.com"],
    ["CONTACT_INBOX", "not-an-address"],
    ["CUSTOM_DOMAIN_IPV4", "999.1.1.1"],
    ["STRIPE_API_PROTOCOL", "gopher"],
    ["NODE_ENV", "staging"],
  ])("refuses %s=%s with an error that names the variable", (name, value) => {
    let error: unknown;
    try {
      parseServerEnv({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidEnvironmentError);
    expect((error as InvalidEnvironmentError).problems).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
  });

  it("never echoes a value in its error (it may hold a password)", () => {
    expect(() => parseServerEnv({ DATABASE_URL: "mysql://root:hunter2@db/utilify" })).toThrow(/DATABASE_URL/);
    expect(() => parseServerEnv({ DATABASE_URL: "mysql://root:hunter2@db/utilify" })).not.toThrow(/hunter2/);
  });

  it("knows every variable listed in .env.example and the README, and nothing else", async () => {
    const { readFile } = await import("node:fs/promises");
    const example = await readFile(".env.example", "utf8");
    const readme = await readFile("README.md", "utf8");
    const inExample = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    // NODE_ENV and NEXT_PHASE are set by Node tooling and Next, not by operators.
    const operatorVariables = SERVER_ENV_VARIABLES.filter((name) => name !== "NODE_ENV" && name !== "NEXT_PHASE");
    for (const name of operatorVariables) {
      expect(inExample, `${name} in .env.example`).toContain(name);
      expect(readme, `${name} in README`).toContain(`\`${name}\``);
    }
  });

  it.each([
    // [WEB_CONCURRENCY, production, cores, workers]
    [undefined, true, 8, 8],
    [undefined, true, 1, 1],
    [undefined, true, 0, 1],
    [undefined, false, 8, 1],
    ["3", true, 8, 3],
    ["3", false, 8, 3],
    [" 1 ", true, 16, 1],
  ] as const)("WEB_CONCURRENCY=%s, production %s, %i cores: %i server processes", (value, production, cores, workers) => {
    expect(webConcurrency(parseServerEnv({ WEB_CONCURRENCY: value }), production, cores)).toBe(workers);
  });

  it.each(["0", "-2", "1.5", "two", "257"])("refuses WEB_CONCURRENCY=%s by name", (value) => {
    expect(() => parseServerEnv({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });
});
