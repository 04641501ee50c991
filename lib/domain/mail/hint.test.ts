import { describe, expect, it } from "vitest";
import { mailHint } from "@/lib/domain/mail/hint";

describe("mailHint", () => {
  it("warns that mail is only queued when SMTP_URL is missing or blank", () => {
    for (const env of [{}, { SMTP_URL: "" }, { SMTP_URL: "   " }]) expect(mailHint(env)).toMatch(/only queued .* never sent/);
  });

  it("says nothing when SMTP_URL is set", () => {
    expect(mailHint({ SMTP_URL: "smtps://user:pass@mail.example.com:465" })).toBeNull();
  });
});
