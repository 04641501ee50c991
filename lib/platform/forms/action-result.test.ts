import { describe, expect, it } from "vitest";
import { z } from "@/lib/platform/zod";
import { zodFieldErrors } from "./action-result";

describe("zodFieldErrors", () => {
  it("names each field's first problem, and each unknown key of a strict object under its own name", () => {
    const schema = z.strictObject({ name: z.string("Enter a name"), inner: z.strictObject({ n: z.number("n must be a number") }) });
    const result = schema.safeParse({ name: 1, inner: { n: "x", extra: true }, url: "u", target: "t" });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({
      name: "Enter a name",
      "inner.n": "n must be a number",
      "inner.extra": '"extra" is not a field this request takes.',
      url: '"url" is not a field this request takes.',
      target: '"target" is not a field this request takes.',
    });
  });

  it("names unknown keys that are also names of an object's own properties", () => {
    const result = z.strictObject({ url: z.string() }).safeParse(JSON.parse('{"url":"x","constructor":1,"toString":2,"__proto__":3}'));
    const fields = zodFieldErrors(result.error!);
    expect(Object.keys(fields).sort()).toEqual(["__proto__", "constructor", "toString"].sort());
    expect(fields.constructor).toBe('"constructor" is not a field this request takes.');
  });

  it("keeps a schema's own message for an unknown key", () => {
    const schema = z.strictObject({ text: z.string() }, { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined) });
    const result = schema.safeParse({ text: "x", size: 300 });
    expect(zodFieldErrors(result.error!)).toEqual({ size: "Unknown field: size" });
  });
});
