import { z } from "@/lib/platform/zod";
import { ID_PATTERN, MAX_CIPHERTEXT_BYTES, MAX_EXPIRY_SECONDS, MAX_VIEWS, MESSAGES, MIN_EXPIRY_SECONDS } from "../logic/limits";

/** The request bodies of the One Time Link's routes, checked at the boundary (app/api/secrets/…). */

const b64url = /^[A-Za-z0-9_-]+$/;
/** base64url characters for `bytes` bytes, unpadded. */
const charsFor = (bytes: number) => Math.ceil((bytes * 4) / 3);
const token = z.string().length(43).regex(b64url);

export const createSecretSchema = z.object({
  ciphertext: z
    .string()
    .min(charsFor(17))
    .regex(b64url)
    .refine((value) => value.length <= charsFor(MAX_CIPHERTEXT_BYTES), MESSAGES.tooBig),
  iv: z.string().length(16).regex(b64url),
  revealToken: token,
  passphraseToken: token.nullable().default(null),
  expiresInSeconds: z.number().int().min(MIN_EXPIRY_SECONDS).max(MAX_EXPIRY_SECONDS),
  views: z.number().int().min(1).max(MAX_VIEWS).default(1),
});
export type CreateSecretInput = z.output<typeof createSecretSchema>;

export const revealSchema = z.object({
  revealToken: token,
  passphraseToken: token.nullable().default(null),
});
export type RevealInput = z.output<typeof revealSchema>;

export const deleteSchema = z.object({ deleteToken: token });

export const secretIdSchema = z.string().regex(ID_PATTERN);
