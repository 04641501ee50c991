/**
 * Strength in bits and the time to crack, under the same four attack models zxcvbn uses (so the generator's figures
 * and the check of your own password compare): an online attack slowed by the site (100 guesses an hour), an online
 * attack with no limit (10 a second), an offline attack on a slow hash such as bcrypt (10⁴ a second), and on a fast
 * hash such as unsalted MD5 with many GPUs (10¹⁰ a second). A random secret is found on average after trying half
 * of the possibilities, so the time is 2^(bits − 1) ÷ rate.
 */

export const ATTACKS = [
  { id: "online-throttled", label: "Online, rate-limited (100 guesses an hour)", perSecond: 100 / 3600 },
  { id: "online", label: "Online, no rate limit (10 guesses a second)", perSecond: 10 },
  { id: "offline-slow", label: "Offline, slow hash like bcrypt (10,000 a second)", perSecond: 1e4 },
  { id: "offline-fast", label: "Offline, fast hash on GPUs (10 billion a second)", perSecond: 1e10 },
] as const;

const SECONDS_PER_YEAR = 365.2425 * 86400;

/** log₁₀ of the average seconds to find a secret of `bits` bits at `perSecond` guesses a second. */
export function log10CrackSeconds(bits: number, perSecond: number): number {
  return (bits - 1) * Math.log10(2) - Math.log10(perSecond);
}

/** The same from zxcvbn's guess count (its own average). */
export function log10SecondsFromGuesses(log10Guesses: number, perSecond: number): number {
  return log10Guesses - Math.log10(perSecond);
}

const UNITS = [
  { seconds: 60, one: "minute" },
  { seconds: 3600, one: "hour" },
  { seconds: 86400, one: "day" },
  { seconds: SECONDS_PER_YEAR / 12, one: "month" },
  { seconds: SECONDS_PER_YEAR, one: "year" },
] as const;

/** "less than a second", "3 hours", "40 years", "2.1 million years", "5.9 × 10^13 years". */
export function formatDuration(log10Seconds: number): string {
  if (log10Seconds < 0) return "less than a second";
  if (log10Seconds < Math.log10(60)) {
    const s = Math.round(10 ** log10Seconds);
    return `${s} second${s === 1 ? "" : "s"}`;
  }
  const log10Years = log10Seconds - Math.log10(SECONDS_PER_YEAR);
  if (log10Years < 0) {
    const seconds = 10 ** log10Seconds;
    let unit: (typeof UNITS)[number] = UNITS[0];
    for (const u of UNITS) if (seconds >= u.seconds) unit = u;
    const n = Math.round(seconds / unit.seconds);
    return `${n} ${unit.one}${n === 1 ? "" : "s"}`;
  }
  if (log10Years < 3) {
    const n = Math.round(10 ** log10Years);
    return `${n} year${n === 1 ? "" : "s"}`;
  }
  if (log10Years < 6) return `${Math.round(10 ** log10Years).toLocaleString("en-US")} years`;
  if (log10Years < 9) return `${(10 ** (log10Years - 6)).toFixed(1)} million years`;
  if (log10Years < 12) return `${(10 ** (log10Years - 9)).toFixed(1)} billion years`;
  const exponent = Math.floor(log10Years);
  return `${(10 ** (log10Years - exponent)).toFixed(1)} × 10^${exponent} years`;
}

export type StrengthLevel = { label: "Weak" | "Fair" | "Strong" | "Very strong"; tone: "red" | "amber" | "emerald" | "green" };

/**
 * Under 40 bits a fast offline attack takes under a minute; 60 bits last about 1.8 years against it, 80 bits about
 * 1.9 million years, so 80 is where we say "very strong".
 */
export function strengthLevel(bits: number): StrengthLevel {
  if (bits < 40) return { label: "Weak", tone: "red" };
  if (bits < 60) return { label: "Fair", tone: "amber" };
  if (bits < 80) return { label: "Strong", tone: "emerald" };
  return { label: "Very strong", tone: "green" };
}
