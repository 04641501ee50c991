import { describe, expect, it } from "vitest";
import { newVisitorId, signVisitorId, verifyVisitorCookie } from "@/lib/platform/http/visitor";

describe("visitor cookie", () => {
  it("accepts its own signature and rejects forged, tampered or malformed values", () => {
    const id = newVisitorId();
    const cookie = signVisitorId(id);
    expect(verifyVisitorCookie(cookie)).toBe(id);
    const other = newVisitorId();
    expect(verifyVisitorCookie(`${other}.${cookie.split(".")[1]}`)).toBeNull();
    expect(verifyVisitorCookie(`${id}.AAAA`)).toBeNull();
    expect(verifyVisitorCookie(id)).toBeNull();
    expect(verifyVisitorCookie("../../etc.x")).toBeNull();
    expect(verifyVisitorCookie(undefined)).toBeNull();
  });
});
