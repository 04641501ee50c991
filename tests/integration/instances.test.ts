import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { prisma } from "@/lib/platform/db";
import { createApiKey } from "@/lib/domain/api/keys";
import { API_RATE_LIMIT } from "@/lib/domain/api/http";
import { hashPassword } from "@/lib/domain/auth/password";
import { AUTH_LIMITS } from "@/lib/domain/auth/limits";
import { LINK_PASSWORD_LIMIT } from "@/tools/url-shortener/redirect/password-gate";
import { INVALID_CREDENTIALS } from "@/lib/domain/auth/messages";
import { withUse } from "@/lib/domain/limits/usage";
import { FREE_DAILY_LIMITS } from "@/lib/domain/plans";
import { signVisitorId, VISITOR_COOKIE } from "@/lib/platform/http/visitor";
import { buildIfNeeded } from "../../scripts/build";
import { createUser, createVisitor, uniqueEmail, uniqueIp } from "../support/factories";
import { e2eSiteUrl, freePort } from "../support/test-database";

/**
 * Several instances, one site: two real production servers (server.ts on the production build, as `npm start` runs it,
 * or as two machines behind a load balancer would) on one Postgres. Everything a user can observe must hold across
 * them: daily caps, cache invalidation of deleted links, click counts, sessions, API keys and rate limits. The build is
 * the one the shutdown test and the e2e run use (same origin), so `npm test` builds once.
 */

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SECRET = process.env.NEXTAUTH_SECRET!;

interface Instance {
  name: string;
  origin: string;
  child: ChildProcess;
  output: () => string;
}

/** The production environment of one server process, on the test database. */
function serverEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith("VITEST")) delete env[name];
  return {
    ...env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_PUBLIC_SITE_URL: e2eSiteUrl(),
    NEXTAUTH_URL: e2eSiteUrl(),
    NEXTAUTH_SECRET: SECRET,
    DATABASE_URL: inject("databaseUrl"),
    HOST: "127.0.0.1",
    PORT: String(port),
    // Behind a load balancer: the client IP comes from X-Forwarded-For, so each test can be its own client.
    TRUST_PROXY: "1",
  };
}

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/server-only.mjs", "server.ts"], {
    cwd: process.cwd(),
    env: serverEnv(port),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Utilify ready on")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`instance ${name} exited (${code}) before it was ready:\n${output}`)));
  });
  return { name, origin: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once("exit", resolve));
  instance.child.kill("SIGTERM");
  await exited;
}

let a: Instance;
let b: Instance;

beforeAll(async () => {
  // The same environment as the shutdown test's build (the e2e origin): a fresh build is reused, not redone.
  const buildEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_PUBLIC_SITE_URL: e2eSiteUrl(), NEXT_TELEMETRY_DISABLED: "1" };
  expect(await buildIfNeeded(buildEnv)).toBe(true);
  [a, b] = await Promise.all([startInstance("A"), startInstance("B")]);
}, 15 * 60_000);

afterAll(async () => {
  await Promise.all([stopInstance(a), stopInstance(b)]);
}, 90_000);

/** A request to one instance, from the client `ip` (X-Forwarded-For, trusted: see serverEnv). */
function call(instance: Instance, path: string, init: RequestInit & { ip?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", init.ip ?? "198.51.100.7");
  if (!headers.has("user-agent")) headers.set("user-agent", CHROME);
  return fetch(`${instance.origin}${path}`, { ...init, headers, redirect: "manual" });
}

/** Cookies set by a response, as `name=value` pairs. */
function setCookies(response: Response): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return jar;
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** next-auth's CSRF token and cookie, from `instance`. */
async function csrf(instance: Instance, ip: string): Promise<{ token: string; jar: Map<string, string> }> {
  const response = await call(instance, "/api/auth/csrf", { ip });
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { token: csrfToken, jar: setCookies(response) };
}

/** A credentials sign-in on `instance`: the response's status, next-auth's answer URL and the cookies it set. */
async function signIn(instance: Instance, email: string, password: string, ip: string, jar: Map<string, string>, token: string) {
  const response = await call(instance, "/api/auth/callback/credentials", {
    ip,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
    body: new URLSearchParams({ csrfToken: token, email, password, callbackUrl: "/", json: "true" }).toString(),
  });
  const { url } = (await response.json()) as { url: string };
  return { status: response.status, error: new URL(url).searchParams.get("error"), cookies: setCookies(response) };
}

async function sessionEmail(instance: Instance, jar: Map<string, string>, ip: string): Promise<string | null> {
  const response = await call(instance, "/api/auth/session", { ip, headers: { cookie: cookieHeader(jar) } });
  const session = (await response.json()) as { user?: { email?: string } };
  return session.user?.email ?? null;
}

async function eventually(check: () => Promise<boolean>, ms: number, everyMs = 25): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= ms) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return null;
}

async function premiumKey() {
  const user = await createUser({ plan: "premium", status: "active" });
  const { key } = await createApiKey(user.id, { name: "Instances test" });
  return { user, auth: { authorization: `Bearer ${key}` } };
}

describe("two server processes on one database", () => {
  it("lets exactly one of 20 concurrent requests, spread over both, take the last use of a daily cap", async () => {
    const visitor = await createVisitor();
    const ip = uniqueIp();
    for (let i = 0; i < FREE_DAILY_LIMITS.url - 1; i++) await withUse("url", { visitorId: visitor.id, ip }, async () => i);
    const cookie = `${VISITOR_COOKIE}=${signVisitorId(visitor.id)}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? b : a, "/api/links", {
          ip,
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ url: `https://example.com/cap/${i}` }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s < 300), statuses.join(",")).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    expect(await prisma.link.count({ where: { ownerVisitorId: visitor.id } })).toBe(1);
  });

  it("stops redirecting a link on B within 1 s of its deletion on A, though B had it cached", async () => {
    const { auth } = await premiumKey();
    const created = await call(a, "/api/v1/links", { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ url: "https://example.com/deleted-on-a" }) });
    expect(created.status).toBe(201);
    const link = (await created.json()) as { id: string; code: string };
    for (let i = 0; i < 2; i++) expect((await call(b, `/s/${link.code}`)).status).toBe(302);
    expect((await call(a, `/api/v1/links/${link.id}`, { method: "DELETE", headers: auth })).status).toBeLessThan(300);
    const after = await eventually(async () => (await call(b, `/s/${link.code}`)).status === 410, 1000);
    expect(after, "B still redirected 1 s after the deletion on A").not.toBeNull();
    console.log(`[instances] B answered 410 ${after} ms after A deleted the link`);
  });

  it("counts every click served by either instance exactly once", async () => {
    const { auth } = await premiumKey();
    const created = await call(b, "/api/v1/links", { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ url: "https://example.com/clicks" }) });
    const link = (await created.json()) as { id: string; code: string };
    const perInstance = { A: 120, B: 180 };
    let redirects = 0;
    for (const [instance, n] of [[a, perInstance.A], [b, perInstance.B]] as const) {
      for (let batch = 0; batch < n; batch += 20) {
        const statuses = await Promise.all(Array.from({ length: Math.min(20, n - batch) }, async () => (await call(instance, `/s/${link.code}`)).status));
        redirects += statuses.filter((s) => s === 302).length;
      }
    }
    expect(redirects).toBe(perInstance.A + perInstance.B);
    const stored = async () => {
      const row = await prisma.link.findUniqueOrThrow({ where: { id: link.id } });
      const events = await prisma.click.aggregate({ where: { linkId: link.id }, _sum: { count: true } });
      return { counter: row.humanClicks + row.botClicks, events: events._sum.count ?? 0 };
    };
    // Each instance flushes its buffer every second.
    expect(await eventually(async () => (await stored()).counter === redirects, 10_000, 200)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 1500)); // nothing more arrives: counted once, not twice
    expect(await stored()).toEqual({ counter: redirects, events: redirects });
  });

  it("accepts an API key on both instances, and shares its rate limit between them", async () => {
    const { auth } = await premiumKey();
    const statuses: number[] = [];
    for (let i = 0; i < API_RATE_LIMIT.points; i++) statuses.push((await call(i % 2 ? b : a, "/api/v1/links", { headers: auth })).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    for (const instance of [a, b]) {
      const refused = await call(instance, "/api/v1/links", { headers: auth });
      expect(refused.status, instance.name).toBe(429);
      expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    }
  });

  it("keeps a session signed in on A valid on B, and its sign-out on B valid on A", async () => {
    const email = uniqueEmail("instances");
    const password = `Correct horse ${randomUUID()}`;
    await createUser({ email, passwordHash: await hashPassword(password), emailVerified: new Date() });
    const ip = uniqueIp();
    const { token, jar } = await csrf(a, ip);
    const signedIn = await signIn(a, email, password, ip, jar, token);
    expect(signedIn.error).toBeNull();
    for (const [name, value] of signedIn.cookies) jar.set(name, value);
    expect(await sessionEmail(b, jar, ip)).toBe(email);
    expect(await sessionEmail(a, jar, ip)).toBe(email);

    // Sign out on B (with A's CSRF token: it is signed with the shared secret); the copy of the cookie dies on A too.
    const out = await call(b, "/api/auth/signout", {
      ip,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
      body: new URLSearchParams({ csrfToken: token, callbackUrl: "/", json: "true" }).toString(),
    });
    expect(out.status).toBe(200);
    expect(await eventually(async () => (await sessionEmail(a, jar, ip)) === null, 5000, 200)).not.toBeNull();
  });

  it("throttles a password link's guesses by the address the proxy appended, whatever the client put before it", async () => {
    const { auth } = await premiumKey();
    const created = await call(a, "/api/v1/links", { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ url: "https://example.com/behind-a-password", password: "right-one" }) });
    expect(created.status).toBe(201);
    const { code } = (await created.json()) as { code: string };
    const client = uniqueIp();
    const guess = (instance: Instance, i: number, password: string) =>
      call(instance, `/s/${code}`, {
        method: "POST",
        // What a client reaches the proxy with, X-Forwarded-For and X-Real-IP of its own making, then the proxy's append.
        ip: `10.9.${i}.1, ${client}`,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: instance.origin, "sec-fetch-site": "same-origin", "x-real-ip": `10.8.${i}.1` },
        body: new URLSearchParams({ password }).toString(),
      });
    for (let i = 0; i < LINK_PASSWORD_LIMIT.points; i++) expect((await guess(i % 2 ? b : a, i, `guess-${i}`)).status).toBe(403);
    const limited = await guess(a, 99, "right-one");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("location")).toBeNull();
  });

  it("shares the sign-in rate limit: failures on A and B add up", async () => {
    const email = uniqueEmail("instances-limit");
    await createUser({ email, passwordHash: await hashPassword(`Right ${randomUUID()}`) });
    const ip = uniqueIp();
    const { token, jar } = await csrf(a, ip);
    const failures = AUTH_LIMITS.signInFailures.points;
    for (let i = 0; i < failures; i++) {
      expect((await signIn(i % 2 ? b : a, email, "wrong password", ip, jar, token)).error).toBe(INVALID_CREDENTIALS);
    }
    for (const instance of [a, b]) {
      expect((await signIn(instance, email, "wrong password", ip, jar, token)).error, instance.name).toMatch(/^Too many attempts/);
    }
  });
});
