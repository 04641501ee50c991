import type { ToolContent } from "@/tools/types";

/** The Cron Expression page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/cron.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Cron Expression Explainer and Generator — Next Run Times in Any Time Zone",
    description:
      "Paste a cron expression to read it in plain words and see its next 10 run times in any IANA time zone, daylight saving included, or build one from choices. Every field checked against crontab(5), with the mistake named; runs in your browser.",
    keywords: ["cron expression", "cron expression generator", "crontab explained", "cron next run", "cron every 5 minutes", "cron syntax", "crontab time zone", "cron to human readable"],
    ogHeading: "Cron Expression Explainer",
  },
  intro:
    "Paste a cron expression — five fields or a macro like @daily — to read it in plain words and see the next 10 times it runs in the time zone you choose, with daylight-saving changes handled the way cron handles them. Or build one from choices: every N minutes, hourly, daily, weekly or monthly. Every field is checked against crontab(5), and a mistake is named with the field and what it takes.",
  featureList: [
    "Cron expressions in plain words (24-hour times)",
    "The next 10 run times in any IANA time zone, with the UTC offset of each",
    "Daylight saving as cron does it: a 02:30 job on a spring-forward day runs at 03:00, and the page says so",
    "Builder: every N minutes, hourly, daily, weekly on chosen days, monthly on a day",
    "Macros: @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly",
    "Names (JAN–DEC, SUN–SAT), lists, ranges and steps; 0 and 7 are both Sunday",
    "Each mistake named with its field and the field's range; Quartz-only syntax and 6-field expressions explained",
    "Runs in the browser: nothing you type is sent or stored",
  ],
  features: {
    title: "Cron you can read before it runs",
    items: [
      { title: "Names the mistake", body: "\"Hour: 24 is out of range: the hour field takes 0 to 23.\" A backwards range, a step of 0, a 30th of February or a seconds field each get their own message.", icon: "Sparkles" },
      { title: "Real run times", body: "The next 10 runs in the zone your server uses, from the tz database your browser ships, each with its date, time and UTC offset.", icon: "Zap" },
      { title: "Honest about DST", body: "A job at a time the clocks skip runs right after the change, and the page marks it; a job every 30 minutes skips the missing hour and runs twice in a repeated one.", icon: "BarChart3" },
      { title: "Private by design", body: "Everything runs on your device. The schedules you paste are never sent to a server or kept.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to read or build a cron expression",
    items: [
      { title: "Paste or type", body: "Five fields separated by spaces — minute, hour, day of month, month, day of week — like 30 2 * * 1-5, or a macro such as @weekly. Or press one of the examples." },
      { title: "Pick the time zone", body: "Your device's zone is chosen to start with; pick the zone of the machine that runs cron (often UTC). Set \"Runs after\" to see the runs from another date." },
      { title: "Read the schedule", body: "The expression in words, each field labelled, and the next 10 run times with their UTC offsets; runs moved by daylight saving are marked." },
      { title: "Or build one", body: "Choose every N minutes, hourly, daily, weekly or monthly, set the time and days, and press Use this expression." },
    ],
  },
  useCases: {
    title: "What people use the cron tool for",
    items: [
      { title: "Checking a crontab line", body: "Make sure 0 */6 * * * really means every six hours before a backup depends on it." },
      { title: "Scheduled jobs in the cloud", body: "Kubernetes CronJobs, GitHub Actions schedules and CI pipelines use the same five fields, often in UTC: see when they fire in your own zone." },
      { title: "Writing a schedule", body: "Build weekdays at 09:00 or the 1st of every month at midnight without looking up the syntax." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "5 0 * * *", text: "At 00:05, every day (crontab(5)'s own first example)." },
      { term: "23 0-23/2 * * *", text: "At 23 minutes past every second hour: 00:23, 02:23, 04:23…" },
      { term: "0 22 * * 1-5", text: "At 22:00, Monday through Friday." },
      { term: "30 4 1,15 * 5", text: "At 04:30 on the 1st and the 15th of each month, and on every Friday: both day fields are set, so either matching is enough." },
      { term: "0 0 */2 * 1", text: "At midnight on Mondays that fall on an odd-numbered day: a day field starting with * makes both have to match." },
      { term: "30 2 * * * in America/New_York", text: "On 9 March 2025 the clocks jump from 02:00 to 03:00, so that day's run is at 03:00 (−04:00); the next day it is 02:30 again." },
      { term: "@weekly", text: "0 0 * * 0: Sundays at midnight." },
      { term: "0 0 30 2 *", text: "Refused: there is no 30 February, so it would never run." },
    ],
  },
  faq: [
    {
      question: "What do the five fields mean?",
      answer: "In order: minute (0–59), hour (0–23), day of month (1–31), month (1–12 or JAN–DEC) and day of week (0–7, where 0 and 7 are Sunday, or SUN–SAT). Each field takes * (every value), a number, a list (1,15), a range (1-5) or a step (*/15, or 0-30/10 within a range).",
    },
    {
      question: "What happens to a 02:30 job on the night the clocks go forward?",
      answer: "02:30 doesn't exist that night (the clocks jump from 02:00 to 03:00 in New York, from 01:00 to 02:00 in London). As in Vixie cron and cronie, a job with a fixed minute and hour runs at the first minute after the change — 03:00 — and the page marks that run. A job that repeats through the hour (*/15, *) simply has no runs in the missing hour.",
    },
    {
      question: "And when the clocks go back?",
      answer: "An hour happens twice. A job with a fixed minute and hour runs once, in the first of the two hours; a job that repeats through the hour runs in both, since both are real moments. The UTC offset shown beside each run tells them apart.",
    },
    {
      question: "Day of month and day of week are both set — which wins?",
      answer: "Neither: crontab(5) runs the job on any day matching either field, so 30 4 1,15 * 5 runs on the 1st, the 15th and every Friday. But if one of the two starts with * (like */2), a day must match both. The page says which rule applies.",
    },
    {
      question: "Why is my 6-field expression refused?",
      answer: "Standard cron has five fields. Quartz, Spring and node-cron put a seconds field first (and Quartz sometimes a year last); their L, W, # and ? are not crontab syntax either. Drop the seconds field to read the schedule as crontab would.",
    },
    {
      question: "Which time zone does cron use?",
      answer: "The time zone of the machine (or the CRON_TZ / timezone setting of the scheduler). Servers and cloud schedulers often run in UTC, so a job at 0 9 * * * runs at 09:00 UTC — pick UTC to see it, then your own zone to see when that is for you.",
    },
    {
      question: "Which macros are understood?",
      answer: "@yearly and @annually (0 0 1 1 *), @monthly (0 0 1 * *), @weekly (0 0 * * 0), @daily and @midnight (0 0 * * *) and @hourly (0 * * * *). @reboot runs when the cron daemon starts, so it has no run times to show.",
    },
    {
      question: "Is my data stored?",
      answer: "No. The expression is read and its runs are worked out in your browser; nothing is sent to our server, logged or kept. The plain-words and scheduling code loads the first time you type.",
    },
  ],
};
