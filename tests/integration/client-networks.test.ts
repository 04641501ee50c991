import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { signUpAction } from "@/lib/domain/account/actions";
import { AUTH_LIMITS } from "@/lib/domain/auth/limits";
import { prisma } from "@/lib/platform/db";
import { uniqueEmail } from "../support/factories";

/**
 * Limits per client count an IPv6 client by its /64 network (lib/platform/http/request.ts): a subscriber can take any
 * of its 2^64 addresses, so moving to another one must not give it a new budget. Shown on the sign-ups per address.
 */

/** A random /64 network's prefix ("fdxx:xxxx:xxxx:xxxx"), so other files and runs sharing the database are elsewhere. */
function randomNetwork(): string {
  const groups = randomBytes(8).toString("hex").match(/.{4}/g)!;
  groups[0] = `fd${groups[0].slice(2)}`;
  return groups.join(":");
}

async function signUpFrom(ip: string) {
  fakeRequest.reset(ip);
  const email = uniqueEmail("network");
  return { email, result: await signUpAction({ email, password: "a brand new horse battery" }) };
}

describe("limits per client, for IPv6 clients", () => {
  it("counts every address of one /64 as one client, and another /64 as another", async () => {
    const network = randomNetwork();
    for (let i = 1; i <= AUTH_LIMITS.signUpPerIp.points; i++) {
      const { result } = await signUpFrom(`${network}:${i.toString(16)}:0:0:${i.toString(16)}`);
      expect(result).toMatchObject({ ok: true });
    }
    // A new address of the same network: the network's sign-ups are used up.
    const refused = await signUpFrom(`${network}:ffff:ffff:ffff:fffe`);
    expect(refused.result).toMatchObject({ ok: false, error: expect.stringMatching(/^Too many attempts, try again in \d+ minutes\.$/) });
    expect(await prisma.user.count({ where: { email: refused.email } })).toBe(0);
    // The next network over is someone else.
    const [first, ...rest] = network.split(":");
    const next = [first, ...rest.slice(0, 2), (parseInt(rest[2]!, 16) ^ 1).toString(16)].join(":");
    const other = await signUpFrom(`${next}::1`);
    expect(other.result).toMatchObject({ ok: true });
    expect(await prisma.user.count({ where: { email: other.email } })).toBe(1);
  });

  it("counts an IPv4 client written as IPv6 (a dual-stack socket's ::ffff:a.b.c.d) as its IPv4 address", async () => {
    const bytes = randomBytes(2);
    // 100.64.0.0/10 (shared address space): no test elsewhere draws from it.
    const ipv4 = `100.${64 + (bytes[0]! & 63)}.${bytes[1]}.${1 + (randomBytes(1)[0]! % 254)}`;
    for (let i = 0; i < AUTH_LIMITS.signUpPerIp.points; i++) {
      expect((await signUpFrom(i % 2 ? ipv4 : `::ffff:${ipv4}`)).result).toMatchObject({ ok: true });
    }
    expect((await signUpFrom(ipv4)).result).toMatchObject({ ok: false });
    expect((await signUpFrom(`::ffff:${ipv4}`)).result).toMatchObject({ ok: false });
  });
});
