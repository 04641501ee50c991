import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * `npm start` settles the configuration before the server's modules load (scripts/configuration.mjs): the .env files
 * count, the environment wins over them, and the values read once at import (the public origin) are the settled
 * ones. Each case runs in a process of its own, as the launcher does, and reads the site's address after the call.
 */

const root = path.resolve(import.meta.dirname, "..");
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function settle(env: Record<string, string>, dotenv?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "utilify-config-"));
  dirs.push(dir);
  if (dotenv !== undefined) writeFileSync(path.join(dir, ".env"), dotenv);
  const script = `
    const { loadConfiguration } = await import("./scripts/configuration.mjs");
    loadConfiguration({ dev: false, dir: ${JSON.stringify(dir)} });
    const { site } = await import("./lib/platform/config/site.ts");
    const { NEXT_PUBLIC_SITE_URL, NEXTAUTH_URL, DATABASE_URL, NEXTAUTH_SECRET } = process.env;
    console.log(JSON.stringify({ site: site.url, NEXT_PUBLIC_SITE_URL, NEXTAUTH_URL, DATABASE_URL, NEXTAUTH_SECRET }));`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(NEXT_PUBLIC_|NEXTAUTH_|DATABASE_URL$|PORT$|NODE_ENV$|__NEXT)/.test(name)),
  );
  const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    env: { ...inherited, ...env } as NodeJS.ProcessEnv,
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as Record<string, string | undefined>;
}

describe("the configuration npm start settles before loading the server", () => {
  it("reads the .env file, and modules read at import see its values", () => {
    const got = settle({}, "NEXT_PUBLIC_SITE_URL=https://go.example.com\nDATABASE_URL=postgres://u:p@db.internal:5432/utilify\n");
    expect(got).toEqual({
      site: "https://go.example.com",
      NEXT_PUBLIC_SITE_URL: "https://go.example.com",
      NEXTAUTH_URL: "https://go.example.com",
      DATABASE_URL: "postgres://u:p@db.internal:5432/utilify",
    });
  });

  it("settles a copy of .env.example to the local defaults, with no secret from it (npm start then makes one)", () => {
    const got = settle({}, readFileSync(path.join(root, ".env.example"), "utf8"));
    expect(got).toMatchObject({ site: "http://localhost:3000", NEXTAUTH_URL: "http://localhost:3000" });
    expect(got.NEXTAUTH_SECRET ?? "").toBe("");
  });

  it("lets the environment win over the file", () => {
    const got = settle({ NEXT_PUBLIC_SITE_URL: "https://env.example.com" }, "NEXT_PUBLIC_SITE_URL=https://file.example.com\n");
    expect(got.site).toBe("https://env.example.com");
  });

  it("without a public origin, points links at the server's own port, from the environment or the file", () => {
    expect(settle({ PORT: "4321" }).site).toBe("http://localhost:4321");
    // A copied .env.example holds blank values: blank is unset.
    const fromFile = settle({}, "NEXT_PUBLIC_SITE_URL=\nNEXTAUTH_URL=\nPORT=4567\n");
    expect(fromFile).toMatchObject({ site: "http://localhost:4567", NEXTAUTH_URL: "http://localhost:4567" });
  });
});
