import { describe, expect, it } from "vitest";
import { parseServerEnv } from "@/lib/platform/config/env";
import { adminEmails, isAdmin, isAdminEmail } from "./index";

describe("ADMIN_EMAILS", () => {
  it("lists addresses separated by commas, spaces or semicolons, case-insensitively", () => {
    const env = parseServerEnv({ ADMIN_EMAILS: " Ops@Example.com, owner@example.com;third@example.com  not-an-address" });
    expect([...adminEmails(env)]).toEqual(["ops@example.com", "owner@example.com", "third@example.com"]);
    expect(isAdminEmail("OPS@example.COM", env)).toBe(true);
    expect(isAdminEmail("someone@example.com", env)).toBe(false);
  });

  it("lets nobody in when unset or empty", () => {
    expect(isAdminEmail("ops@example.com", parseServerEnv({}))).toBe(false);
    expect(isAdminEmail("", parseServerEnv({ ADMIN_EMAILS: "" }))).toBe(false);
    expect(isAdminEmail(null, parseServerEnv({ ADMIN_EMAILS: "ops@example.com" }))).toBe(false);
  });

  it("counts a listed account only once its owner has verified the address", () => {
    const env = parseServerEnv({ ADMIN_EMAILS: "ops@example.com" });
    expect(isAdmin({ email: "ops@example.com", emailVerified: null }, env)).toBe(false);
    expect(isAdmin({ email: "ops@example.com", emailVerified: new Date() }, env)).toBe(true);
    expect(isAdmin({ email: "other@example.com", emailVerified: new Date() }, env)).toBe(false);
    expect(isAdmin(null, env)).toBe(false);
  });
});
