import { z } from "@/lib/platform/zod";

/**
 * Input rules of every account form, shared by the forms (client) and the server actions (server): e-mail trimmed
 * and lowercased, password 8–128 characters (docs/product.md §6). Client-safe: no server imports.
 */

import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/domain/auth/messages";

export const emailSchema = z
  .string({ error: "Please enter your email" })
  .trim()
  .min(1, "Please enter your email")
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: "Please enter a password" })
  .min(1, "Please enter a password")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const signUpSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignUpInput = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "This reset link is invalid" }).trim().regex(/^[A-Za-z0-9_-]{43}$/, "This reset link is invalid"),
    password: passwordSchema,
    confirm: z.string({ error: "Please confirm your new password" }),
  })
  .refine((v) => v.password === v.confirm, { message: "The two passwords do not match", path: ["confirm"] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Please enter your current password" }).min(1, "Please enter your current password"),
    newPassword: passwordSchema,
    confirm: z.string({ error: "Please confirm your new password" }),
  })
  .refine((v) => v.newPassword === v.confirm, { message: "The two passwords do not match", path: ["confirm"] })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: "Your new password must be different from the current one",
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Deleting an account asks the user to type their e-mail address (compared case-insensitively). */
export const deleteAccountSchema = z.object({ confirmation: z.string({ error: "Type your email to confirm" }).trim() });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

