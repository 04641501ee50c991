/**
 * Calendar dates in the proleptic Gregorian calendar, as whole day numbers: no instants, no time zones, so a span
 * across a daylight-saving change is still whole days and nothing depends on the device's zone. A date becomes the
 * count of days since 1970-01-01 (the civil-from-days algorithm of H. Hinnant, "chrono-Compatible Low-Level Date
 * Algorithms"), which makes differences, weekdays and ISO 8601 weeks plain integer arithmetic. Years 0001 to 9999: the
 * years a four-digit ISO 8601 date can write. Pure: runs in the browser.
 */

import { plural as countOf } from "@/lib/engines/text/plural";
import { daysInMonth, isLeapYear } from "@/lib/engines/time/calendar";

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;
/** Longest date text read at all ("Wednesday, 29 September 2024" and the like fit easily). */
export const MAX_DATE_TEXT = 40;
/** Longest amount text (years, months, weeks, days to add). */
export const MAX_AMOUNT_TEXT = 12;
/** Julian Day Number of 1970-01-01 (day number 0 here). */
const JDN_OF_1970 = 2_440_588;

export const RANGE_MESSAGE = "Dates here run from 1 January 0001 to 31 December 9999.";

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
/** ISO 8601 weekday order: Monday is 1, Sunday 7. */
export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export { daysInMonth, isLeapYear };

/** Days since 1970-01-01 (negative before it). */
export function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date `n` days after 1970-01-01. */
export function fromDayNumber(n: number): CalendarDate {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export const MIN_DAY = dayNumber({ year: MIN_YEAR, month: 1, day: 1 });
export const MAX_DAY = dayNumber({ year: MAX_YEAR, month: 12, day: 31 });

/** The Julian Day Number: the astronomers' count of days, which names the day whose noon it is. */
export function julianDayNumber(date: CalendarDate): number {
  return dayNumber(date) + JDN_OF_1970;
}

/** ISO 8601 weekday: 1 (Monday) to 7 (Sunday). 1970-01-01 was a Thursday. */
export function isoWeekday(date: CalendarDate): number {
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

export function weekdayName(date: CalendarDate): string {
  return WEEKDAY_NAMES[isoWeekday(date) - 1] ?? "";
}

export function dayOfYear(date: CalendarDate): number {
  return dayNumber(date) - dayNumber({ year: date.year, month: 1, day: 1 }) + 1;
}

/**
 * The ISO 8601 week date: weeks start on Monday, and week 1 of a year is the week with that year's first Thursday
 * (the Thursday of a date's week decides its week-year).
 */
export function isoWeek(date: CalendarDate): { year: number; week: number; day: number } {
  const n = dayNumber(date);
  const day = isoWeekday(date);
  const thursday = fromDayNumber(n - day + 4);
  const week = Math.floor((dayNumber(thursday) - dayNumber({ year: thursday.year, month: 1, day: 1 })) / 7) + 1;
  return { year: thursday.year, week, day };
}

/** 52 or 53: the weeks of an ISO week-year (53 when 28 December falls in week 53). */
export function isoWeeksInYear(year: number): number {
  return isoWeek({ year, month: 12, day: 28 }).week;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

export function group(n: number): string {
  return Math.abs(n).toLocaleString("en-US");
}

/** A count with its noun, of the size of `n` (the sign is said in words around it). */
function plural(n: number, one: string, many = `${one}s`): string {
  return countOf(Math.abs(n), one, many);
}

export function isoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function isoWeekText(date: CalendarDate): string {
  const w = isoWeek(date);
  return `${pad(w.year, 4)}-W${pad(w.week)}-${w.day}`;
}

/** "Monday, 11 March 2024" (years below 1000 with their leading zeros: "0001"). */
export function longDate(date: CalendarDate): string {
  return `${weekdayName(date)}, ${date.day} ${MONTH_NAMES[date.month - 1]} ${pad(date.year, 4)}`;
}

export type DateRead = { state: "empty" } | { state: "error"; error: string } | { state: "ok"; date: CalendarDate };

const fail = (error: string): DateRead => ({ state: "error", error });

function monthNumber(name: string): number {
  const lower = name.toLowerCase().replace(/\.$/, "");
  if (lower.length < 3) return 0;
  const index = MONTH_NAMES.findIndex((m) => m.toLowerCase().startsWith(lower) && (lower.length === 3 || m.toLowerCase() === lower || (lower === "sept" && m === "September")));
  return index + 1;
}

function checked(year: number, month: number, day: number, yearText: string): DateRead {
  if (yearText.length > 4 || year < MIN_YEAR || year > MAX_YEAR) return fail(`The year ${yearText.replace(/^0+(?=\d)/, "")} is out of range. ${RANGE_MESSAGE}`);
  if (month < 1 || month > 12) return fail(`There is no month ${month}: months run from 01 to 12.`);
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) {
    const leapNote = month === 2 && day === 29 ? ` (${year} is not a leap year)` : "";
    return fail(`${MONTH_NAMES[month - 1]} ${pad(year, 4)} has ${days} days, so day ${day} doesn't exist${leapNote}.`);
  }
  return { state: "ok", date: { year, month, day } };
}

const ISO_DATE = /^(\d{1,6})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const ISO_WEEK = /^(\d{4})-?W(\d{2})-?([1-7])$/i;
const ISO_ORDINAL = /^(\d{4})-(\d{3})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+\.?),?\s+(\d{1,6})$/i;
const MONTH_DAY_YEAR = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{1,6})$/i;
const NUMERIC_DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const WEEKDAY_PREFIX = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;

const EXAMPLES = "Write a date as 2024-03-10, 10 March 2024 or March 10, 2024.";

/**
 * A typed date: ISO 8601 (2024-03-10, also with / or . between), an ISO week date (2009-W01-1), an ordinal date
 * (2024-070), or with the month's English name (10 March 2024, Mar 10, 2024). All-number dates with the year last are
 * refused by name: 03/04/2024 is 3 April in most of the world and March 4 in the US.
 */
export function readDate(text: string): DateRead {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (trimmed === "") return { state: "empty" };
  if (trimmed.length > MAX_DATE_TEXT) return fail(`That's ${group(trimmed.length)} characters: a date is at most ${MAX_DATE_TEXT}. ${EXAMPLES}`);
  const iso = ISO_DATE.exec(trimmed);
  if (iso) {
    const [, y = "", m = "", d = ""] = iso;
    if (y.length < 4) return fail(`Write the year with four digits, year first (${pad(Number(y), 4)}-${pad(Number(m))}-${pad(Number(d))}). ${EXAMPLES}`);
    return checked(Number(y), Number(m), Number(d), y);
  }
  const week = ISO_WEEK.exec(trimmed);
  if (week) {
    const [, y = "", w = "", d = ""] = week;
    const year = Number(y);
    if (year < MIN_YEAR) return fail(`The year ${y} is out of range. ${RANGE_MESSAGE}`);
    const weeks = isoWeeksInYear(year);
    if (Number(w) < 1 || Number(w) > weeks) return fail(`${y} has ${weeks} ISO weeks, so week ${Number(w)} doesn't exist.`);
    // Week 1 holds 4 January; its Monday starts the week-year.
    const jan4 = dayNumber({ year, month: 1, day: 4 });
    const n = jan4 - isoWeekday({ year, month: 1, day: 4 }) + 1 + (Number(w) - 1) * 7 + (Number(d) - 1);
    if (n < MIN_DAY || n > MAX_DAY) return fail(`That week date falls outside the years 0001–9999. ${RANGE_MESSAGE}`);
    return { state: "ok", date: fromDayNumber(n) };
  }
  const ordinal = ISO_ORDINAL.exec(trimmed);
  if (ordinal) {
    const [, y = "", d = ""] = ordinal;
    const year = Number(y);
    if (year < MIN_YEAR) return fail(`The year ${y} is out of range. ${RANGE_MESSAGE}`);
    const days = isLeapYear(year) ? 366 : 365;
    if (Number(d) < 1 || Number(d) > days) return fail(`${y} has ${days} days, so day ${Number(d)} of the year doesn't exist.`);
    return { state: "ok", date: fromDayNumber(dayNumber({ year, month: 1, day: 1 }) + Number(d) - 1) };
  }
  const withoutWeekday = trimmed.replace(WEEKDAY_PREFIX, "");
  const named = DAY_MONTH_YEAR.exec(withoutWeekday);
  const namedUs = named ? null : MONTH_DAY_YEAR.exec(withoutWeekday);
  if (named || namedUs) {
    const [dayText, monthText, yearText] = named ? [named[1] ?? "", named[2] ?? "", named[3] ?? ""] : [namedUs?.[2] ?? "", namedUs?.[1] ?? "", namedUs?.[3] ?? ""];
    const month = monthNumber(monthText);
    if (!month) return fail(`"${monthText}" is not a month name. ${EXAMPLES}`);
    if (yearText.length < 4) return fail(`Write the year with four digits (${pad(Number(yearText), 4)}), so it can't be mistaken for another century.`);
    const read = checked(Number(yearText), month, Number(dayText), yearText);
    if (read.state === "ok" && withoutWeekday !== trimmed) {
      const said = /^[a-z]+/i.exec(trimmed)?.[0].toLowerCase() ?? "";
      const actual = weekdayName(read.date);
      if (!actual.toLowerCase().startsWith(said.slice(0, 3))) return fail(`${read.date.day} ${MONTH_NAMES[month - 1]} ${pad(read.date.year, 4)} is a ${actual}, not a ${trimmed.slice(0, said.length)}: check the date.`);
    }
    return read;
  }
  const numeric = NUMERIC_DAY_FIRST.exec(trimmed);
  if (numeric) {
    const [, a = "", b = "", y = ""] = numeric;
    const [first, second] = [Number(a), Number(b)];
    const dayFirst = checked(Number(y), second, first, y);
    const monthFirst = checked(Number(y), first, second, y);
    const ok = (r: DateRead) => (r.state === "ok" ? r.date : null);
    const readings = [ok(dayFirst), ok(monthFirst)].filter((d): d is CalendarDate => d !== null);
    const ways = [...new Map(readings.map((d) => [isoDate(d), d])).values()];
    if (ways.length === 2) {
      const [x, yDate] = ways as [CalendarDate, CalendarDate];
      return fail(`${trimmed} could be ${x.day} ${MONTH_NAMES[x.month - 1]} or ${MONTH_NAMES[yDate.month - 1]} ${yDate.day}: write it year first (${isoDate(x)} or ${isoDate(yDate)}) or with the month's name.`);
    }
    if (ways.length === 1 && ways[0]) return fail(`Write ${trimmed} year first, ${isoDate(ways[0])}, or with the month's name (${ways[0].day} ${MONTH_NAMES[ways[0].month - 1]} ${pad(ways[0].year, 4)}): all-number dates are read differently in different countries.`);
    return dayFirst;
  }
  return fail(`"${trimmed}" is not a date this page reads. ${EXAMPLES}`);
}

/** The date `months` months later (or earlier), its day kept or, past the month's end, the month's last day. */
export function addMonths(date: CalendarDate, months: number): { date: CalendarDate; clamped: boolean } {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = daysInMonth(year, month);
  return { date: { year, month, day: Math.min(date.day, last) }, clamped: date.day > last };
}

/** Years, months and days from `start` to `end` (start ≤ end), such that adding them to `start` by addMonths gives `end`. */
export function difference(start: CalendarDate, end: CalendarDate): { years: number; months: number; days: number } {
  let months = (end.year - start.year) * 12 + (end.month - start.month);
  if (months > 0 && dayNumber(addMonths(start, months).date) > dayNumber(end)) months--;
  const days = dayNumber(end) - dayNumber(addMonths(start, months).date);
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** "33 years, 9 months, 24 days"; parts that are 0 left out ("1 year", "8 days"), and "0 days" for none. */
export function ymdText({ years, months, days }: { years: number; months: number; days: number }): string {
  const parts = [years && plural(years, "year"), months && plural(months, "month"), days && plural(days, "day")].filter(Boolean);
  return parts.length ? parts.join(", ") : "0 days";
}

/** Monday-to-Friday days among the `count` days starting at day number `from`. */
export function weekdaysIn(from: number, count: number): number {
  const full = Math.floor(count / 7);
  let result = full * 5;
  const startDay = ((((from + 3) % 7) + 7) % 7) + 1;
  for (let i = 0; i < count - full * 7; i++) {
    const day = ((startDay - 1 + i) % 7) + 1;
    if (day <= 5) result++;
  }
  return result;
}

export interface Between {
  /** Days counted: the end is counted when `includeEnd`. Never negative: `reversed` says the end came first. */
  days: number;
  reversed: boolean;
  weeks: number;
  weekRest: number;
  ymd: { years: number; months: number; days: number };
  businessDays: number;
  weekendDays: number;
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * Days from one date to another. Without `includeEnd` the start date counts and the end date does not (1 to 2 January
 * is 1 day), as a difference of dates; with it both do (1 to 2 January is 2 days). Business days are the Mondays to
 * Fridays among the days counted. An end before the start is counted the same way from the earlier date.
 */
export function between(start: CalendarDate, end: CalendarDate, includeEnd: boolean): Between {
  const reversed = dayNumber(end) < dayNumber(start);
  const [from, to] = reversed ? [end, start] : [start, end];
  const days = dayNumber(to) - dayNumber(from) + (includeEnd ? 1 : 0);
  const businessDays = weekdaysIn(dayNumber(from), days);
  const ymd = difference(from, fromDayNumber(dayNumber(from) + days));
  return { days, reversed, weeks: Math.floor(days / 7), weekRest: days % 7, ymd, businessDays, weekendDays: days - businessDays, from, to };
}

export type Amounts = { years: string; months: string; weeks: string; days: string };
export type AmountKey = keyof Amounts;
export const AMOUNT_KEYS: readonly AmountKey[] = ["years", "months", "weeks", "days"];

export type AddResult =
  | { state: "empty" }
  | { state: "error"; errors: Partial<Record<AmountKey, string>>; error?: string }
  | { state: "ok"; date: CalendarDate; clamped: CalendarDate | null; dayShift: number; summary: string };

/**
 * A whole number: its digits together, or grouped in threes by commas, spaces or underscores (1,000 · 1 000 · 1_000).
 * Only real grouping, so "1,5" (a decimal comma) or "1 5" is never read as 15.
 */
const AMOUNT = /^([+-]?)\s*(\d+|\d{1,3}(?:,\d{3})+|\d{1,3}(?:\s\d{3})+|\d{1,3}(?:_\d{3})+)$/;

function readAmount(text: string, key: AmountKey): { value: number } | { error: string } {
  const typed = text.trim().replace(/\u2212/g, "-");
  if (typed === "") return { value: 0 };
  if (typed.length > MAX_AMOUNT_TEXT) return { error: `The ${key} are at most ${MAX_AMOUNT_TEXT} characters: no span between years 0001 and 9999 needs more.` };
  const m = AMOUNT.exec(typed);
  if (!m) {
    const split = "Split it into smaller units (1.5 months → 1 month and 15 days).";
    if (/^[+-]?\s*\d*\.\d+$/.test(typed)) return { error: `Use whole ${key}: ${typed} ${key} has no exact length in days. ${split}` };
    if (/^[+-]?\s*\d+,\d+$/.test(typed)) return { error: `Use whole ${key}: a comma only separates thousands (1,000), and ${typed} ${key} has no exact length in days. ${split}` };
    if (/^[+-]?\s*\d+(?:[\s,_]+\d+)+$/.test(typed)) return { error: `Enter the ${key} as one whole number, like 15 or 1,000: a comma or space goes only between groups of three digits, so “${typed}” can't be read.` };
    return { error: `Enter the ${key} as a whole number, like 3.` };
  }
  const value = Number((m[2] ?? "").replace(/\D/g, ""));
  return { value: m[1] === "-" ? -value : value };
}

/**
 * A date plus (or minus) years, months, weeks and days. Years and months go first, as one count of months, and a day
 * past the new month's end becomes its last day (31 January + 1 month = 28 or 29 February); then weeks and days.
 */
export function addToDate(dateText: string, amounts: Amounts, direction: 1 | -1): AddResult & { dateRead?: DateRead } {
  const dateRead = readDate(dateText);
  const errors: Partial<Record<AmountKey, string>> = {};
  const values: Record<AmountKey, number> = { years: 0, months: 0, weeks: 0, days: 0 };
  for (const key of AMOUNT_KEYS) {
    const read = readAmount(amounts[key], key);
    if ("error" in read) errors[key] = read.error;
    else values[key] = read.value * direction;
  }
  if (Object.keys(errors).length > 0) return { state: "error", errors, dateRead };
  if (dateRead.state !== "ok") return dateRead.state === "error" ? { state: "error", errors: {}, error: dateRead.error, dateRead } : { state: "empty", dateRead };
  const start = dateRead.date;
  const totalMonths = values.years * 12 + values.months;
  const totalDays = values.weeks * 7 + values.days;
  // Far past the range, stop before building a date at all.
  if (Math.abs(totalMonths) > MAX_YEAR * 12 || Math.abs(totalDays) > MAX_DAY - MIN_DAY) return { state: "error", errors: {}, error: `That lands outside the years 0001–9999. ${RANGE_MESSAGE}`, dateRead };
  const monthStep = addMonths(start, totalMonths);
  if (monthStep.date.year < MIN_YEAR || monthStep.date.year > MAX_YEAR) return { state: "error", errors: {}, error: `That lands in the year ${monthStep.date.year}. ${RANGE_MESSAGE}`, dateRead };
  const n = dayNumber(monthStep.date) + totalDays;
  if (n < MIN_DAY || n > MAX_DAY) return { state: "error", errors: {}, error: `That lands ${n < MIN_DAY ? "before 1 January 0001" : "after 31 December 9999"}. ${RANGE_MESSAGE}`, dateRead };
  const date = fromDayNumber(n);
  const parts = AMOUNT_KEYS.filter((key) => values[key] !== 0).map((key) => `${values[key] < 0 ? "−" : "+"}${plural(values[key], key.slice(0, -1))}`);
  const summary = parts.length === 0 ? "nothing added" : parts.join(" ");
  return { state: "ok", date, clamped: monthStep.clamped ? monthStep.date : null, dayShift: n - dayNumber(start), summary, dateRead };
}

export interface Age {
  ymd: { years: number; months: number; days: number };
  totalMonths: number;
  totalDays: number;
  weeks: number;
  weekRest: number;
  nextBirthday: CalendarDate | null;
  daysToBirthday: number;
  turning: number;
  leapling: boolean;
}

/**
 * Age on a date in whole years, months and days. Someone born on 29 February has their birthday on 28 February in
 * common years, by the same month-end rule as adding a year.
 */
export function ageOn(birth: CalendarDate, on: CalendarDate): Age | { error: string } {
  if (dayNumber(birth) > dayNumber(on)) return { error: `The birth date is after ${isoDate(on)}: pick a date on or after the birth date to measure the age on.` };
  const ymd = difference(birth, on);
  const totalDays = dayNumber(on) - dayNumber(birth);
  let turning = ymd.years + (ymd.months === 0 && ymd.days === 0 ? 0 : 1);
  let next = addMonths(birth, turning * 12).date;
  if (dayNumber(next) < dayNumber(on)) {
    turning++;
    next = addMonths(birth, turning * 12).date;
  }
  const inRange = next.year <= MAX_YEAR;
  return {
    ymd,
    totalMonths: ymd.years * 12 + ymd.months,
    totalDays,
    weeks: Math.floor(totalDays / 7),
    weekRest: totalDays % 7,
    nextBirthday: inRange ? next : null,
    daysToBirthday: inRange ? dayNumber(next) - dayNumber(on) : 0,
    turning,
    leapling: birth.month === 2 && birth.day === 29,
  };
}

export interface DayInfo {
  weekday: string;
  isoWeek: { year: number; week: number; day: number };
  isoWeekText: string;
  weeksInIsoYear: number;
  dayOfYear: number;
  daysInYear: number;
  ordinal: string;
  quarter: number;
  leapYear: boolean;
  daysInMonth: number;
  julianDayNumber: number;
}

export function dayInfo(date: CalendarDate): DayInfo {
  const week = isoWeek(date);
  const ordinalDay = dayOfYear(date);
  return {
    weekday: weekdayName(date),
    isoWeek: week,
    isoWeekText: isoWeekText(date),
    weeksInIsoYear: isoWeeksInYear(week.year),
    dayOfYear: ordinalDay,
    daysInYear: isLeapYear(date.year) ? 366 : 365,
    ordinal: `${pad(date.year, 4)}-${pad(ordinalDay, 3)}`,
    quarter: Math.floor((date.month - 1) / 3) + 1,
    leapYear: isLeapYear(date.year),
    daysInMonth: daysInMonth(date.year, date.month),
    julianDayNumber: julianDayNumber(date),
  };
}

/** Today's date on this device's calendar (the one the visitor lives in). */
export function today(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export { plural };
