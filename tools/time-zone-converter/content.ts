import type { ToolContent } from "@/tools/types";
import { MAX_TARGET_ZONES } from "./logic/convert";

/** The Time Zone Converter page's words (tools/types.ts ToolContent). Worked examples are the vectors of logic/convert.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Time Zone Converter — Convert Times Between Zones with DST and a Meeting Planner",
    description:
      "Convert a date and time from one time zone to several others, daylight saving time included: the UTC offset, abbreviation and DST of each, a meeting planner with working hours, and plain words when a time is skipped or repeated. Runs in your browser.",
    keywords: ["time zone converter", "timezone converter", "convert time zones", "time difference", "meeting planner", "world clock", "utc offset", "daylight saving time"],
    ogHeading: "Time Zone Converter",
  },
  intro: "A date and time in one zone, in as many others as you need: offsets, daylight saving and a meeting planner.",
  featureList: [
    "Every IANA time zone your browser knows, daylight saving time included",
    "The local time in each zone, with the date when it differs, the UTC offset, the abbreviation where there is one and whether DST is in effect",
    `Up to ${MAX_TARGET_ZONES} zones at once, added and removed as you go`,
    "A Now button for the current time",
    "A meeting planner: each hour of the day in every zone, working hours (09:00–17:00) marked",
    "Times the clocks skip or repeat on a daylight-saving day said in words, with the moment shown",
    "Pages for popular pairs (EST to IST, PST to EST, UTC to IST…) with the difference through the year",
    "Runs in the browser: nothing you type is sent or stored",
  ],
  features: {
    title: "Time zones without the guesswork",
    items: [
      { title: "Real zones, real rules", body: "Zones are named places (America/New_York, Asia/Kolkata), so daylight saving follows each country's own dates — never a fixed offset that is wrong half the year.", icon: "Globe" },
      { title: "Honest on change days", body: "02:30 on the night New York's clocks jump to 03:00 doesn't exist, and 01:30 on the night they go back happens twice. The page says so and shows which moment it used.", icon: "Sparkles" },
      { title: "A meeting planner", body: "The whole day side by side in every zone, with working hours marked, so a call that suits London, New York and Bengaluru is easy to spot.", icon: "CalendarDays" },
      { title: "Private by design", body: "Everything runs on your device with the time-zone data your browser ships. Nothing you type is sent anywhere.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to convert a time between time zones",
    items: [
      { title: "Type the date and time", body: "The date as YYYY-MM-DD and the time on the 24-hour clock, as the clocks show them in the zone you are converting from. Or press Now." },
      { title: "Pick the zone it is in", body: "Your device's zone is chosen to start with. Pick another by its IANA name: America/Los_Angeles, Europe/Berlin, Asia/Tokyo…" },
      { title: "Add the zones you need", body: "Add or remove zones; each shows its local time, the date when it differs, the UTC offset, the abbreviation and whether daylight saving time is in effect." },
      { title: "Plan a meeting", body: "The planner lists each hour of that day in every zone. Hours from 09:00 to 17:00 are marked, and a row where every zone is in working hours is marked “all”." },
    ],
  },
  useCases: {
    title: "What people use the time zone converter for",
    items: [
      { title: "Calls across continents", body: "Find the hour that is morning in San Francisco, afternoon in London and evening in India." },
      { title: "Deadlines and launches", body: "A launch at 09:00 Pacific time: see what time, and what date, that is for customers in Sydney and Tokyo." },
      { title: "Travel", body: "Check the local time of a flight's arrival, and whether the clocks change while you are away." },
      { title: "Reading logs and schedules", body: "Turn a UTC time from a server log or an event listing into the time on your own clock." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "20:00 in America/New_York on 15 January 2026", text: "06:30 the next day in Asia/Kolkata (IST, UTC+05:30): India is 10 hours 30 minutes ahead while New York is on EST. In July, on EDT, the gap is 9 hours 30 minutes." },
      { term: "The same moment in Asia/Kathmandu", text: "06:45 (UTC+05:45): Nepal's offset is a quarter hour off India's." },
      { term: "02:30 in America/New_York on 8 March 2026", text: "Doesn't exist: the clocks jump from 02:00 to 03:00. The converter shows the moment 02:30 would have been without the change, which New York's clocks call 03:30 EDT." },
      { term: "01:30 in America/New_York on 1 November 2026", text: "Happens twice: first at UTC−04:00 (EDT), an hour later at UTC−05:00 (EST). The first is shown, with a button for the second." },
      { term: "Europe/London on 25 October 2026", text: "The clocks go back from 02:00 BST to 01:00 GMT, so 01:30 happens twice; the planner lists the 01:00 hour twice, told apart by offset." },
      { term: "Australia/Lord_Howe on 4 October 2026", text: "A half-hour change: the clocks go from 02:00 to 02:30 (UTC+10:30 to +11:00), so 02:15 doesn't exist there." },
    ],
  },
  faq: [
    {
      question: "Does it handle daylight saving time?",
      answer: "Yes. Each zone is an IANA time zone with its full history of rules, from the tz database your browser ships, so the offset on any date is the one that place really uses: New York is UTC−05:00 in January and UTC−04:00 in July, India is UTC+05:30 all year.",
    },
    {
      question: "What happens to a time that doesn't exist, like 02:30 when the clocks spring forward?",
      answer: "The page says it doesn't exist and shows the moment it would have been without the change: 02:30 on 8 March 2026 in New York becomes 03:30 EDT. That is also what JavaScript's Temporal does by default. Nothing is shifted silently.",
    },
    {
      question: "And a time that happens twice, when the clocks go back?",
      answer: "The page says so, shows the first of the two (the one still on summer time) and offers the second with one press. Each is shown with its UTC offset so you can tell them apart.",
    },
    {
      question: "What does EST mean here — and why not just UTC−5?",
      answer: "People who say EST usually mean the time in New York, which is EST (UTC−05:00) in winter but EDT (UTC−04:00) from March to November. So the converter works with places (America/New_York), not abbreviations. The pair pages say which zone each abbreviation stands for; if you really mean a fixed UTC−05:00 all year, pick a zone that keeps it, such as America/Panama.",
    },
    {
      question: "Why does a zone show an offset but no abbreviation?",
      answer: "Abbreviations come from your browser's locale data, which has them for some zones (EST, BST, CET, IST, AEST) but not for most: for those the UTC offset is the honest name. Abbreviations are also ambiguous — IST is India, Ireland or Israel — which is why each zone is named by place.",
    },
    {
      question: "How are working hours decided in the planner?",
      answer: "An hour is marked when it starts at 09:00 or later and ends by 17:00 on that zone's clock, any day of the week. For zones on a half-hour offset, 16:30 is not marked, because that hour ends at 17:30.",
    },
    {
      question: "Is what I type sent anywhere?",
      answer: "No. The conversion runs in your browser with its own time-zone data; nothing you type leaves the page.",
    },
  ],
};
