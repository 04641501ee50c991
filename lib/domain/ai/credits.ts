import { PLAN_NAMES } from "@/lib/domain/plans/names";
import type { AiCreditKind } from "@/lib/domain/plans";

/**
 * AI credits in the product's words and dates (docs/product.md "AI credits"), pure so that the server's refusals and
 * the pages' meters say the same thing. A plan's credits are counted per UTC calendar month, the trial per UTC day.
 */

export type AiCreditWindow = "month" | "day";

/** A caller's credits of one kind, as GET /api/ai/credits answers and the meters show them. */
export interface AiCreditState {
  /** "month": a plan's monthly credits; "day": the daily trial; "none": this caller cannot use this kind. */
  window: AiCreditWindow | "none";
  used: number;
  limit: number;
  /** When the count starts again (ISO, 00:00 UTC). */
  resetsAt: string;
  /** The shared per-address trial of the caller's network is spent (visitors only). */
  blockedBy?: "network";
}

export type AiCredits = Record<AiCreditKind, AiCreditState>;

/** 00:00 UTC of the first day of `now`'s month: the period a plan's credits are counted in. */
export function utcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** 00:00 UTC of `now`'s day: the period of the trial. */
export function utcDayOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function periodStart(window: AiCreditWindow, now: Date): Date {
  return window === "month" ? utcMonth(now) : utcDayOf(now);
}

/** When the period of `now` ends and the credits renew. */
export function renewsAt(window: AiCreditWindow, now: Date): Date {
  const start = periodStart(window, now);
  return window === "month"
    ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
    : new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "1 December" (UTC, as the credits renew at 00:00 UTC). */
export function renewalDay(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

const UNITS: Record<AiCreditKind, { one: string; many: string }> = {
  text: { one: "AI text", many: "AI texts" },
  image: { one: "image", many: "images" },
};

export function creditUnit(kind: AiCreditKind, n: number): string {
  return n === 1 ? UNITS[kind].one : UNITS[kind].many;
}

export const AI_CREDITS_TITLE = "AI credits used up";
export const AI_TRIAL_TITLE = "Free AI tries used up";

/**
 * The refusal when the credits of the period cannot cover `wanted`: all used ("You've used this month's 20 images.
 * They renew on 1 December."), or fewer left than asked for.
 */
export function creditsRefusal(kind: AiCreditKind, window: AiCreditWindow, state: { used: number; limit: number }, wanted: number, now: Date): string {
  const left = Math.max(0, state.limit - state.used);
  const day = renewalDay(renewsAt(window, now));
  if (window === "month") {
    if (left === 0) return `You've used this month's ${state.limit.toLocaleString("en-US")} ${creditUnit(kind, state.limit)}. They renew on ${day}.`;
    return `You have ${left} ${creditUnit(kind, left)} left this month, and asked for ${wanted}. Ask for ${left} or fewer, or wait until they renew on ${day}.`;
  }
  const upgrade = `Upgrade to ${PLAN_NAMES.basic} for credits every month.`;
  if (left === 0) return `You've used today's ${state.limit} free ${creditUnit(kind, state.limit)}. They renew tomorrow at 00:00 UTC. ${upgrade}`;
  return `You have ${left} free ${creditUnit(kind, left)} left today, and asked for ${wanted}. Ask for ${left} or fewer. ${upgrade}`;
}

/** The meter's line: "3 of 20 images used this month · 17 left · renew on 1 December". */
export function creditsLine(kind: AiCreditKind, state: AiCreditState): string {
  const left = Math.max(0, state.limit - state.used);
  const renews = new Date(state.resetsAt);
  if (state.window === "month") {
    return `${state.used.toLocaleString("en-US")} of ${state.limit.toLocaleString("en-US")} ${creditUnit(kind, state.limit)} used this month · ${left.toLocaleString("en-US")} left · renew on ${renewalDay(renews)}`;
  }
  return `${state.used} of ${state.limit} free ${creditUnit(kind, state.limit)} tried today · ${left} left · renew at 00:00 UTC`;
}
