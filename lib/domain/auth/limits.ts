import "server-only";
import { createHash } from "node:crypto";
import { consume, reset, reward, type LimiterSpec } from "@/lib/platform/http/ratelimit";
import { formatWait, RateLimitedError } from "@/lib/platform/errors";

/**
 * Rate limits of the account flows (stored in Postgres, so they survive restarts). Exceeding one throws
 * RateLimitedError: "Too many attempts, try again in N minutes."
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const AUTH_LIMITS = {
  /** Consecutive failed sign-ins for one e-mail from one IP: the 6th attempt within 15 minutes is blocked 15 minutes. */
  signInFailures: { points: 5, duration: 15 * MINUTE, blockDuration: 15 * MINUTE },
  /** Failed sign-ins from one IP per day, whatever the e-mail (credential stuffing). */
  signInPerIpDay: { points: 100, duration: 24 * HOUR },
  /**
   * Sign-ins at one account, whatever the IPs (a guesser with many addresses): far above the per-(e-mail, IP) limit, so
   * a slow guesser never reaches it and the owner, signing in from their own address, is not kept out by someone
   * else's guesses. A flood that spends it makes the owner wait too, so the owner is e-mailed an unlock link
   * (lib/domain/auth/unlock.ts) that lets their browser skip this budget. A successful sign-in forgets the account's failures.
   */
  signInPerAccount: { points: 100, duration: 15 * MINUTE },
  /** Accounts created from one IP per hour. */
  signUpPerIp: { points: 10, duration: HOUR },
  /** Reset-link requests from one IP per hour, and for one e-mail per hour (mailbox flooding). */
  resetPerIp: { points: 10, duration: HOUR },
  resetPerEmail: { points: 3, duration: HOUR },
} as const satisfies Record<string, LimiterSpec>;

/** Keys may hold an e-mail address: hashed, so they fit the key column and keep no address in the table. */
function key(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\n")).digest("base64url");
}

/** The account-wide budget is spent: the same message whether or not the account exists. */
export class AccountThrottledError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.name = "AccountThrottledError";
    this.message = `Too many sign-in attempts on this account. If it is yours, we have e-mailed you a link that lets you sign in now; otherwise try again in ${formatWait(retryAfterSeconds)}.`;
  }
}

/**
 * Takes one attempt from the sign-in budgets before the password is checked (so concurrent guesses cannot
 * overrun them). `unlocked`: the browser holds the owner's unlock cookie, so the account-wide budget is skipped.
 * Call `signInSucceeded` afterwards to forget the failures.
 */
export async function beginSignInAttempt(email: string, ip: string, unlocked = false): Promise<void> {
  await consume("signin-fail", AUTH_LIMITS.signInFailures, key(email, ip));
  await consume("signin-ip", AUTH_LIMITS.signInPerIpDay, key(ip));
  if (unlocked) return;
  try {
    await consume("signin-account", AUTH_LIMITS.signInPerAccount, key(email));
  } catch (error) {
    if (error instanceof RateLimitedError) throw new AccountThrottledError(error.retryAfterSeconds);
    throw error;
  }
}

export async function signInSucceeded(email: string, ip: string): Promise<void> {
  await reset("signin-fail", AUTH_LIMITS.signInFailures, key(email, ip));
  await reward("signin-ip", AUTH_LIMITS.signInPerIpDay, key(ip));
  await reset("signin-account", AUTH_LIMITS.signInPerAccount, key(email));
}

export async function consumeSignUp(ip: string): Promise<void> {
  await consume("signup-ip", AUTH_LIMITS.signUpPerIp, key(ip));
}

export async function consumeResetRequest(email: string, ip: string): Promise<void> {
  await consume("reset-ip", AUTH_LIMITS.resetPerIp, key(ip));
  await consume("reset-email", AUTH_LIMITS.resetPerEmail, key(email));
}
