/**
 * Five-field cron expressions as crontab(5) (Vixie cron, cronie) reads them: minute, hour, day of month, month, day of
 * week; each a list of values, ranges and steps, months and weekdays also by their three-letter English names, and
 * the @-macros. Our own reader checks every field first, so a mistake is named by its field and the field's allowed
 * range before any library sees the expression; the expanded values are what the schedule's notes are checked
 * against. Pure: runs in the browser.
 */

export const MAX_CRON_TEXT = 200;

export interface FieldSpec {
  name: string;
  min: number;
  max: number;
  /** "minutes run from 0 to 59" */
  range: string;
  names?: readonly string[];
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;
const DAYS = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] as const;

export const FIELDS: readonly FieldSpec[] = [
  { name: "Minute", min: 0, max: 59, range: "0 to 59" },
  { name: "Hour", min: 0, max: 23, range: "0 to 23" },
  { name: "Day of month", min: 1, max: 31, range: "1 to 31" },
  { name: "Month", min: 1, max: 12, range: "1 to 12 or JAN to DEC", names: MONTHS },
  { name: "Day of week", min: 0, max: 7, range: "0 to 7 (0 and 7 are Sunday) or SUN to SAT", names: DAYS },
];

/** crontab(5)'s macros and the five fields each stands for. */
export const MACROS: Readonly<Record<string, string>> = {
  "@yearly": "0 0 1 1 *",
  "@annually": "0 0 1 1 *",
  "@monthly": "0 0 1 * *",
  "@weekly": "0 0 * * 0",
  "@daily": "0 0 * * *",
  "@midnight": "0 0 * * *",
  "@hourly": "0 * * * *",
};

/**
 * How the two day fields combine (crontab(5)): when both are restricted — neither starts with * — a day matching
 * either runs; otherwise a day must match both (so `* * * * 1` is every Monday, and `0 0 *\/2 * 1`, whose day of month
 * starts with *, only odd-numbered Mondays).
 */
export type DayRule = "either" | "both";

export type CronRead =
  | { state: "empty" }
  | { state: "error"; error: string; field?: number }
  | { state: "ok"; expression: string; fields: readonly string[]; values: readonly (readonly number[])[]; macro?: string; dayRule: DayRule };

const fail = (error: string, field?: number): CronRead => ({ state: "error", error, ...(field === undefined ? {} : { field }) });

const ALLOWED_HINT = "Use numbers, * for every value, lists (1,15), ranges (1-5) and steps (*/15 or 0-30/10).";
/** A field of a 6- or 7-field schedule (seconds, years, Quartz marks), as opposed to a command after the schedule. */
function cronLike(field: string): boolean {
  return field.split(/[,/-]/).every((token) => /^[\d*?LW#]+$/i.test(token) || /^[A-Za-z]{3}$/.test(token));
}

function valueOf(text: string, spec: FieldSpec, index: number): number | { error: string } {
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    if (n < spec.min || n > spec.max) return { error: `${spec.name}: ${text} is out of range: the ${spec.name.toLowerCase()} field takes ${spec.range}.` };
    return n;
  }
  const upper = text.toUpperCase();
  const named = spec.names?.indexOf(upper) ?? -1;
  if (named >= 0) return named + (index === 3 ? 1 : 0);
  if (/^[A-Za-z]+$/.test(text)) {
    if (spec.names) return { error: `${spec.name}: "${text}" is not a ${index === 3 ? "month" : "weekday"} name. Use the first three letters in English: ${spec.names.join(", ")}.` };
    return { error: `${spec.name}: "${text}" is not a value here: ${spec.name.toLowerCase()}s are numbers from ${spec.range}.` };
  }
  return { error: `${spec.name}: "${text}" is not a value cron reads. ${spec.name} values run from ${spec.range}.` };
}

/** The values one field stands for, or a message naming the field and what it takes. */
export function readField(text: string, index: number): number[] | { error: string } {
  const spec = FIELDS[index];
  if (!spec) return { error: "A cron expression has five fields." };
  if (text.includes("?")) return { error: `${spec.name}: ? is Quartz's "no specific value", not crontab syntax: use * here.` };
  if (text.includes("#") || text.split(/[,/-]/).some((token) => /^(?:L|LW|\d+[LW])$/i.test(token))) {
    return { error: `${spec.name}: L, W and # (last day, nearest weekday, nth weekday) are Quartz extensions that crontab doesn't read. ${ALLOWED_HINT}` };
  }
  const values = new Set<number>();
  for (const item of text.split(",")) {
    if (item === "") return { error: `${spec.name}: an empty item in the list "${text}": remove the extra comma.` };
    const [base = "", stepText, ...rest] = item.split("/");
    if (rest.length > 0) return { error: `${spec.name}: "${item}" has more than one /. ${ALLOWED_HINT}` };
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d+$/.test(stepText)) return { error: `${spec.name}: the step in "${item}" must be a whole number, like */15.` };
      step = Number(stepText);
      if (step < 1 || step > spec.max) return { error: `${spec.name}: a step of ${stepText} is out of range: steps run from 1 to ${spec.max}.` };
    }
    let from: number;
    let to: number;
    if (base === "*") {
      from = spec.min;
      to = index === 4 ? 6 : spec.max;
    } else {
      const [a = "", b, ...more] = base.split("-");
      if (more.length > 0 || a === "") return { error: `${spec.name}: "${item}" is not a value or a range. ${ALLOWED_HINT}` };
      const start = valueOf(a, spec, index);
      if (typeof start !== "number") return start;
      from = start;
      if (b === undefined) {
        if (stepText !== undefined) return { error: `${spec.name}: "${item}" steps from a single value; crontab steps a range or *: write ${a}-${index === 4 ? 6 : spec.max}/${stepText} or */${stepText}.` };
        to = start;
      } else {
        const end = valueOf(b, spec, index);
        if (typeof end !== "number") return end;
        // SUN is 0, but a weekday range that ends on Sunday (MON-SUN, FRI-SUN) means the week's end: 7.
        to = index === 4 && end === 0 && b.toUpperCase() === "SUN" ? 7 : end;
        if (to < from) return { error: `${spec.name}: the range ${base} runs backwards. Cron ranges go from low to high: write ${a}-${spec.max},${spec.min}-${b} to wrap around.` };
      }
    }
    for (let v = from; v <= to; v += step) values.add(index === 4 && v === 7 ? 0 : v);
  }
  return [...values].sort((x, y) => x - y);
}

/** Reads a cron expression: five fields or a macro, each field checked against crontab(5). */
export function readCron(text: string): CronRead {
  const trimmed = text.trim();
  if (trimmed === "") return { state: "empty" };
  if (trimmed.length > MAX_CRON_TEXT) return fail(`That's ${trimmed.length.toLocaleString("en-US")} characters: a cron expression here is at most ${MAX_CRON_TEXT}.`);
  let macro: string | undefined;
  let source = trimmed;
  if (trimmed.startsWith("@")) {
    const word = trimmed.split(/\s+/)[0]?.toLowerCase() ?? "";
    if (word === "@reboot") return fail("@reboot runs once when the cron daemon starts, not on a schedule, so it has no next run times.");
    const expansion = MACROS[word];
    if (!expansion) return fail(`${word} is not a cron macro. crontab(5) has @yearly (or @annually), @monthly, @weekly, @daily (or @midnight), @hourly and @reboot.`);
    if (trimmed.length > word.length) return fail(`Only the schedule is read here: remove what follows ${word} (the command of a crontab line).`);
    macro = word;
    source = expansion;
  }
  const fields = source.split(/\s+/);
  if (fields.length < 5) {
    return fail(`That has ${fields.length} field${fields.length === 1 ? "" : "s"}; a cron expression has 5: minute, hour, day of month, month and day of week (like 30 2 * * 1).`);
  }
  if (fields.length > 5) {
    const extra = fields.slice(5);
    if (fields.length <= 7 && extra.every(cronLike)) {
      return fail(`That has ${fields.length} fields. This page reads crontab's 5 — minute, hour, day of month, month, day of week; a seconds field first (Quartz, node-cron, Spring)${fields.length === 7 ? " or a year field last" : ""} isn't part of it.`);
    }
    return fail(`Only the schedule is read here: the first 5 fields are the schedule, and "${extra.join(" ").slice(0, 40)}" looks like the command of a crontab line — remove it.`);
  }
  const values: number[][] = [];
  for (const [index, field] of fields.entries()) {
    const read = readField(field, index);
    if ("error" in read) return fail(read.error, index);
    values.push(read);
  }
  const [, , dom = "", , dow = ""] = fields;
  const dayRule: DayRule = dom.startsWith("*") || dow.startsWith("*") ? "both" : "either";
  const months = values[3] ?? [];
  const days = values[2] ?? [];
  // A day of month that none of the chosen months has never comes round (30 February). With the "either" rule the
  // weekday still can.
  if (dayRule === "both") {
    const longest = Math.max(...months.map((m) => (m === 2 ? 29 : [4, 6, 9, 11].includes(m) ? 30 : 31)));
    if (days.every((d) => d > longest)) {
      return fail(`This never runs: no month chosen has day ${days.join(", ")} (February has at most 29 days; April, June, September and November 30).`, 2);
    }
  }
  return { state: "ok", expression: fields.join(" "), fields, values, ...(macro ? { macro } : {}), dayRule };
}

/** The schedules the builder offers. */
export type Choice =
  | { kind: "minutes"; every: number }
  | { kind: "hourly"; minute: number }
  | { kind: "daily"; hour: number; minute: number }
  | { kind: "weekly"; days: readonly number[]; hour: number; minute: number }
  | { kind: "monthly"; day: number; hour: number; minute: number };

/** Steps of minutes that divide the hour evenly, so the runs are the same every hour. */
export const MINUTE_STEPS = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30] as const;

/** 1,2,3,5 → "1-3,5": runs of three or more consecutive values written as ranges. */
function compact(values: readonly number[]): string {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    parts.push(j - i >= 2 ? `${sorted[i]}-${sorted[j]}` : sorted.slice(i, j + 1).join(","));
    i = j + 1;
  }
  return parts.join(",");
}

/** The five fields for a choice of the builder. */
export function buildCron(choice: Choice): string {
  switch (choice.kind) {
    case "minutes":
      return choice.every === 1 ? "* * * * *" : `*/${choice.every} * * * *`;
    case "hourly":
      return `${choice.minute} * * * *`;
    case "daily":
      return `${choice.minute} ${choice.hour} * * *`;
    case "weekly":
      return `${choice.minute} ${choice.hour} * * ${choice.days.length === 0 || choice.days.length === 7 ? "*" : compact(choice.days)}`;
    case "monthly":
      return `${choice.minute} ${choice.hour} ${choice.day} * *`;
  }
}
