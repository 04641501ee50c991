import "server-only";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { site } from "@/lib/platform/config/site";
import { UserFacingError } from "@/lib/platform/errors";

/**
 * The password rule beyond length (docs/product.md §6 sets 8–128 characters): zxcvbn-ts, offline, with its common
 * dictionary (~40,000 passwords from breach corpora, diceware words, keyboard patterns, dates, repeats, l33t). A
 * password must score at least MIN_SCORE: 3 means an estimated 10^8 guesses or more, i.e. beyond what an online
 * attacker gets through the sign-in limits in years (~2,400 guesses a day per account), and "12345678", "password",
 * "qwertyuiop" or the e-mail address itself score 0–1. The dictionaries are large: they load on the server the first
 * time a password is checked, never in the browser.
 */

export const MIN_SCORE = 3;
/** Only the first 64 characters are estimated (the work grows with the square of the length; 64 random-ish
 * characters are far beyond MIN_SCORE anyway), so one check costs at most a few milliseconds of CPU. */
const CHECKED_LENGTH = 64;
export const WEAK_PASSWORD = "This password is too common or easy to guess — try a longer phrase of a few unrelated words.";

let factory: Promise<ZxcvbnFactory> | undefined;

function estimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: CHECKED_LENGTH,
      }),
  );
  return factory;
}

/** zxcvbn's 0–4 score of `password`, where `userInputs` (e-mail, site name) count as known words. */
export async function passwordScore(password: string, userInputs: string[] = []): Promise<number> {
  const inputs = [site.name, ...userInputs.flatMap((input) => [input, ...input.split(/[@._+-]+/)])].filter((s) => s.length >= 3);
  return (await estimator()).check(password, inputs).score;
}

/**
 * Throws a user-facing validation error on `field` when the password is too easy to guess (sign-up, password change,
 * reset). The length rule is checked before, by the zod schemas.
 */
export async function assertStrongPassword(password: string, field: string, userInputs: string[] = []): Promise<void> {
  if ((await passwordScore(password, userInputs)) >= MIN_SCORE) return;
  throw new UserFacingError(WEAK_PASSWORD, "validation", "Error", { [field]: WEAK_PASSWORD });
}
