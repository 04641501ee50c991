import { describe, expect, it } from "vitest";
import { changePasswordSchema, resetPasswordSchema, signUpSchema } from "@/lib/domain/auth/schemas";

describe("account input rules", () => {
  it("trims and lowercases e-mails and bounds passwords to 8–128 characters", () => {
    expect(signUpSchema.parse({ email: "  Ada@Example.COM ", password: "12345678" })).toEqual({ email: "ada@example.com", password: "12345678" });
    expect(signUpSchema.safeParse({ email: "ada@example.com", password: "1234567" }).error?.issues[0]?.message).toBe(
      "Password must be at least 8 characters",
    );
    expect(signUpSchema.safeParse({ email: "ada@example.com", password: "x".repeat(129) }).error?.issues[0]?.message).toBe(
      "Password must be at most 128 characters",
    );
    expect(signUpSchema.safeParse({ email: "ada@example.com", password: "x".repeat(128) }).success).toBe(true);
    expect(signUpSchema.safeParse({ email: "ada@", password: "12345678" }).error?.issues[0]?.message).toBe("Please enter a valid email address");
    expect(signUpSchema.safeParse({ email: "   ", password: "12345678" }).error?.issues[0]?.message).toBe("Please enter your email");
  });

  it("requires matching confirmations and a new password that differs from the current one", () => {
    expect(changePasswordSchema.safeParse({ currentPassword: "old password", newPassword: "new password", confirm: "new passwort" }).error?.issues[0]).toMatchObject({
      message: "The two passwords do not match",
      path: ["confirm"],
    });
    expect(changePasswordSchema.safeParse({ currentPassword: "same password", newPassword: "same password", confirm: "same password" }).error?.issues[0]).toMatchObject({
      path: ["newPassword"],
    });
    const token = "a".repeat(43);
    expect(resetPasswordSchema.safeParse({ token, password: "new password", confirm: "new password" }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: "short", password: "new password", confirm: "new password" }).error?.issues[0]?.path).toEqual(["token"]);
  });
});
