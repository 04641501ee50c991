import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { encode } from "next-auth/jwt";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { sessionCookieName } from "@/lib/domain/auth/session-token";
import { NUL_MESSAGE } from "@/lib/platform/safe-text";
import { serverSecret } from "@/lib/platform/config/secret";
import { fakeRequest } from "../support/next-headers";
import { createUser, uniqueIp } from "../support/factories";

/**
 * PostgreSQL cannot store NUL (U+0000) in text: a string holding one used to reach the database and fail there as an
 * internal error. Every server action (found from the "use server" modules in the tree) is called by a signed-in user
 * with NUL in the input, as a bare string and in every field of an object, and must answer with a message.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const NUL_TEXT = "a\u0000b";

function serverActionModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(full).isDirectory()) return serverActionModules(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") && /^\s*["']use server["']/.test(readFileSync(full, "utf8")) ? [full] : [];
  });
}

/** An object whose every field holds NUL text, whatever the schema asks for (an object's own methods stay as they are). */
const nulEverywhere = new Proxy(
  {},
  { get: (target, key) => (typeof key === "string" && !(key in target) && key !== "then" && key !== "toJSON" ? NUL_TEXT : Reflect.get(target, key)) },
);

const modules = ["lib", "tools", "app"].flatMap((dir) => serverActionModules(path.join(ROOT, dir)));

async function signIn() {
  const user = await createUser({ plan: "premium" });
  fakeRequest.reset(uniqueIp());
  fakeRequest.cookies.set(sessionCookieName(), await encode({ token: { uid: user.id, sv: 0, email: user.email, sub: user.id }, secret: serverSecret() }));
  return user;
}

beforeEach(() => fakeRequest.reset(uniqueIp()));

describe("NUL in text sent to server actions", () => {
  it("finds the server action modules", () => {
    expect(modules.map((file) => path.relative(ROOT, file))).toEqual(expect.arrayContaining(["tools/area-converter/server/actions.ts", "lib/domain/account/actions.ts"]));
  });

  it.each(modules.map((file) => ({ module: path.relative(ROOT, file) })))("$module: every action answers NUL text with a message, never an internal error", async ({ module }) => {
    const actions = Object.entries((await import(/* @vite-ignore */ path.join(ROOT, module))) as Record<string, unknown>).filter(
      (entry): entry is [string, (input: unknown) => Promise<unknown>] => typeof entry[1] === "function",
    );
    expect(actions.length).toBeGreaterThan(0);
    for (const [name, run] of actions) {
      for (const input of [NUL_TEXT, nulEverywhere]) {
        await signIn();
        const result = (await run(input)) as { ok?: boolean; code?: string; error?: string };
        expect(result, `${name}(${input === NUL_TEXT ? "string" : "object"})`).not.toMatchObject({ code: "internal" });
        expect(result.ok, name).not.toBe(true);
      }
    }
  });

  it("names NUL in its message where an action takes an id or a name as text", async () => {
    const { deleteCustomUnitAction } = await import("@/tools/area-converter/server/actions");
    const { deleteLinkAction, verifyDomainAction, removeDomainAction } = await import("@/tools/url-shortener/server/actions");
    for (const run of [deleteCustomUnitAction, deleteLinkAction, verifyDomainAction, removeDomainAction]) {
      for (const text of ["a\u0000b", "\u0000", `${"x".repeat(40)}\u0000`]) {
        await signIn();
        expect(await run(text)).toMatchObject({ ok: false, code: "validation", error: NUL_MESSAGE });
      }
    }
  });
});
