import { describe, expect, it } from "vitest";
import { adminEmails, isAdminEmail } from "./index";

describe("ADMIN_EMAILS", () => {
  it("lists addresses separated by commas, spaces or semicolons, case-insensitively", () => {
    const env = { ADMIN_EMAILS: " Ops@Example.com, owner@example.com;third@example.com  not-an-address" };
    expect([...adminEmails(env)]).toEqual(["ops@example.com", "owner@example.com", "third@example.com"]);
    expect(isAdminEmail("OPS@example.COM", env)).toBe(true);
    expect(isAdminEmail("someone@example.com", env)).toBe(false);
  });

  it("lets nobody in when unset or empty", () => {
    expect(isAdminEmail("ops@example.com", {})).toBe(false);
    expect(isAdminEmail("", { ADMIN_EMAILS: "" })).toBe(false);
    expect(isAdminEmail(null, { ADMIN_EMAILS: "ops@example.com" })).toBe(false);
  });
});
