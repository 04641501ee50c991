import type { ToolContent } from "@/tools/types";

/** The Timestamp Converter page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/timestamp.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Unix Timestamp Converter — Epoch to Date, ISO 8601, RFC 2822, Any Time Zone",
    description:
      "Convert Unix timestamps in seconds or milliseconds to ISO 8601, RFC 2822 and local time in any IANA time zone, and dates back to Unix time. Exact to the millisecond, DST-aware, with a Now button; runs in your browser.",
    keywords: ["unix timestamp converter", "epoch converter", "epoch to date", "timestamp to date", "date to unix timestamp", "unix time now", "milliseconds to date", "iso 8601 to timestamp"],
    ogHeading: "Unix Timestamp Converter",
  },
  intro:
    "Paste a Unix timestamp — seconds or milliseconds — to see it as ISO 8601, RFC 2822 and a readable local time in the time zone you choose, or paste a date to get its Unix time. Press Now for the current moment. Conversions are exact to the millisecond and use your browser's own time-zone rules, so daylight saving time is right.",
  featureList: [
    "Unix seconds and milliseconds, detected or chosen",
    "ISO 8601 in UTC and with the zone's offset",
    "RFC 2822 (e-mail and HTTP style dates)",
    "Local time in any IANA time zone, named with its UTC offset",
    "Dates back to Unix time: ISO 8601 or RFC 2822, with or without an offset",
    "Daylight-saving gaps and repeated hours called out",
    "Years 0001 to 9999, leap years and month lengths checked",
    "Runs in the browser: nothing you type is sent or stored",
  ],
  features: {
    title: "Timestamps without guesswork",
    items: [
      { title: "Says what it read", body: "A 13-digit number is read as milliseconds and a 10-digit one as seconds, and the page says which — or choose the unit yourself.", icon: "Sparkles" },
      { title: "Time zones named", body: "Every local time comes with its zone's IANA name and UTC offset at that moment, from the tz database your browser ships: Asia/Kolkata is UTC+05:30, New York is −05:00 in winter and −04:00 in summer.", icon: "Zap" },
      { title: "Honest about DST", body: "A time the clocks skip (02:30 on a spring-forward night) is refused with the reason; a time that happens twice takes the first and says so.", icon: "BarChart3" },
      { title: "Private by design", body: "Everything runs on your device. The timestamps and dates you paste are never sent to a server or kept.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the Timestamp Converter",
    items: [
      { title: "Type or paste", body: "A Unix timestamp (946684800 or 946684800000), an ISO 8601 date (2000-01-01T00:00:00Z) or an RFC 2822 date (Sat, 01 Jan 2000 00:00:00 +0000). Or press Now." },
      { title: "Check the unit", body: "Auto reads numbers of 12 digits or more as milliseconds and shorter ones as seconds; pick Seconds or Milliseconds to be sure." },
      { title: "Pick a time zone", body: "Your device's zone is chosen to start with. The zone sets the local time, the ISO and RFC 2822 offsets, and how a date without an offset is read." },
      { title: "Copy a format", body: "Each line has its own Copy button: Unix seconds, milliseconds, ISO 8601, RFC 2822 or the readable local time." },
    ],
  },
  useCases: {
    title: "What people use the Timestamp Converter for",
    items: [
      { title: "Reading logs and databases", body: "Turn created_at=1700000000 or a 13-digit JavaScript time into a date you can read, in your own zone or the server's." },
      { title: "APIs and tokens", body: "Check when a token's exp or iat is, or write the Unix time an API expects for a date." },
      { title: "Scheduling across zones", body: "See the same instant in UTC and in another zone, with the offset that applies on that day." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "0", text: "The Unix epoch: 1970-01-01T00:00:00Z, a Thursday." },
      { term: "946684800", text: "2000-01-01T00:00:00Z — Sat, 01 Jan 2000 00:00:00 +0000; in Asia/Kolkata 2000-01-01T05:30:00+05:30." },
      { term: "2147483647", text: "2038-01-19T03:14:07Z, the last second a signed 32-bit counter can hold (the “year 2038 problem”)." },
      { term: "1700000000.5", text: "2023-11-14T22:13:20.500Z: seconds with a fraction keep their milliseconds." },
      { term: "Fri, 21 Nov 1997 09:55:06 -0600", text: "RFC 2822's own example: Unix time 880127706." },
      { term: "2021-11-07T01:30:00 in America/New_York", text: "Happens twice (clocks went back at 02:00): the first, at −04:00, is 1636263000." },
    ],
  },
  faq: [
    {
      question: "What is a Unix timestamp?",
      answer: "The number of seconds since 1970-01-01T00:00:00 UTC (the Unix epoch), not counting leap seconds. 946684800 is the start of the year 2000. JavaScript and many APIs count milliseconds instead, so the same moment is 946684800000.",
    },
    {
      question: "Seconds or milliseconds — how does Auto decide?",
      answer: "A number of 12 or more digits (from 100,000,000,000) is read as milliseconds, since as seconds it would be after the year 5138; shorter numbers are seconds. The page says which it chose. Pick Seconds or Milliseconds to override.",
    },
    {
      question: "What is the difference between ISO 8601 and RFC 2822?",
      answer: "ISO 8601 writes 2000-01-01T05:30:00+05:30: year first, sortable, used by JSON APIs and databases. RFC 2822 writes Sat, 01 Jan 2000 05:30:00 +0530, the style of e-mail Date headers. Both carry the offset from UTC, so both name one exact instant.",
    },
    {
      question: "How is a date without a time zone read?",
      answer: "As a wall-clock time in the time zone you picked (your device's by default), using that zone's rules on that date. Add Z for UTC or an offset such as +05:30 to say exactly which instant you mean.",
    },
    {
      question: "What happens on daylight-saving changes?",
      answer: "When clocks jump forward, the skipped times don't exist in that zone, and the page says so rather than guessing. When clocks go back, an hour happens twice; the page takes the first and tells you, and an offset in the input picks the other.",
    },
    {
      question: "What range of dates works?",
      answer: "1 January 0001 to 31 December 9999 — Unix time −62,135,596,800 to 253,402,300,799 seconds — the years a four-digit ISO 8601 or RFC 2822 date can write. Outside it you get a message with the range.",
    },
    {
      question: "What about leap seconds?",
      answer: "Unix time leaves them out: every day is exactly 86,400 seconds. A time like 23:59:60 therefore has no Unix timestamp, and the page says so.",
    },
    {
      question: "Is my data stored?",
      answer: "No. Conversion runs in your browser as you type; nothing is sent to our server, logged or kept.",
    },
  ],
};
