import type { ToolContent } from "@/tools/types";

/** The Date Calculator page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/dates.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Date Calculator — Days Between Dates, Business Days, Add Days, Age, Week Number",
    description:
      "Count the days and business days between two dates, add or subtract days, weeks, months or years, work out an age in years, months and days, and find any date's weekday and ISO week number. Leap years right, no time-zone drift; runs in your browser.",
    keywords: ["days between dates", "date calculator", "business days calculator", "add days to date", "age calculator", "what week number is it", "iso week number", "day of the week calculator", "date difference"],
    ogHeading: "Date Calculator",
  },
  intro:
    "Count the days between two dates — with the business days, and with the end date counted or not, as you choose — add or subtract days, weeks, months or years, work out an age in years, months and days, or look up a date's weekday and ISO 8601 week number. Every answer is whole calendar days, so time zones and daylight saving never shift it, and the leap-year rules are the Gregorian ones.",
  featureList: [
    "Days between two dates, with or without the end date",
    "Business days (Monday to Friday) and weekend days in a range",
    "The same span in weeks and in years, months and days",
    "Add or subtract years, months, weeks and days, with the month-end rule stated",
    "Age on any date in years, months and days, and the next birthday",
    "Weekday, ISO 8601 week date, day of the year and Julian Day Number",
    "Dates typed as 2024-03-10, 10 March 2024, March 10, 2024, 2009-W01-1 or 2024-070",
    "Years 0001 to 9999; runs in the browser, nothing sent or stored",
  ],
  features: {
    title: "Dates without off-by-one surprises",
    items: [
      { title: "Says what it counts", body: "Between 1 and 2 January is 1 day: the start date counts, the end date doesn't. Tick one box to count both (2 days) — the page always says which.", icon: "Sparkles" },
      { title: "No time-zone drift", body: "Dates are whole calendar days, not moments, so a range across a daylight-saving change is still whole days, on any device in any zone.", icon: "Zap" },
      { title: "Leap years and month ends", body: "1900 was not a leap year, 2000 was. 31 January plus one month is 28 February (29 in a leap year), and the page tells you when a day was moved to a month's end.", icon: "BarChart3" },
      { title: "Private by design", body: "Everything runs on your device. Birthdays and deadlines you type are never sent to a server or kept.", icon: "ShieldCheck" },
    ],
  },
  howTo: {
    title: "How to use the Date Calculator",
    items: [
      { title: "Pick a question", body: "Between (days between two dates), Add/subtract, Age, or Weekday (with the ISO week) — each tab answers one." },
      { title: "Type or pick the dates", body: "Year first (2024-03-10) or with the month's name (10 March 2024, March 10, 2024); or press the calendar button or Today. An all-number date like 03/04/2024 is refused, since countries read it differently." },
      { title: "Set the options", body: "Count the end date or not; add or subtract, with any mix of years, months, weeks and days; measure an age on today or another date." },
      { title: "Read and copy", body: "The answer updates as you type, with the working in words. Copy the number of days or the resulting date." },
    ],
  },
  useCases: {
    title: "What people use the Date Calculator for",
    items: [
      { title: "Deadlines and notice periods", body: "30 days from an invoice date, 90 days before a trip, or the business days until a project is due." },
      { title: "Countdowns and anniversaries", body: "Days until a holiday or a wedding; how long ago something happened in years, months and days." },
      { title: "Ages and eligibility", body: "An exact age on a given date, for forms, school entry or retirement, and when the next birthday falls." },
      { title: "Week numbers at work", body: "The ISO week number for planning and payroll, and which week-year a date at the turn of the year belongs to." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "2024-01-01 to 2025-01-01", text: "366 days (2024 is a leap year): 52 weeks and 2 days, 1 year, 262 business days." },
      { term: "Monday 2024-03-04 to Monday 2024-03-11", text: "7 days, 5 business days; counting the end date too, 8 days and 6 business days." },
      { term: "2023-01-31 + 1 month", text: "2023-02-28: February 2023 has no 31st, so the day becomes the month's last. From 2024-01-31 it is 2024-02-29." },
      { term: "2023-01-31 + 1 month + 1 day", text: "2023-03-01: months first (28 February), then the day." },
      { term: "Born 1990-05-15, age on 2024-03-10", text: "33 years, 9 months, 24 days; the next birthday is Wednesday, 15 May 2024, in 66 days (turning 34)." },
      { term: "2008-12-29", text: "A Monday in ISO week 2009-W01: week 1 of 2009 starts on that Monday because it holds the first Thursday of 2009." },
      { term: "2010-01-03", text: "2009-W53-7: a Sunday in the 53rd week of 2009." },
      { term: "1900-02-29", text: "Refused: 1900 is not a leap year (divisible by 100 but not by 400). 2000-02-29 exists." },
    ],
  },
  faq: [
    {
      question: "Does the count include the end date?",
      answer: "Not by default: like a subtraction of dates, the start date counts and the end date doesn't, so 1 January to 2 January is 1 day and a Monday to the next Monday is 7 days. Tick \"Count the end date too\" to count both (2 days, 8 days) — useful for how many days a trip or a leave lasts.",
    },
    {
      question: "How are business days counted?",
      answer: "As the Mondays to Fridays among the days counted (the same days as the total, so the end date counts only when you tick the box). Saturdays and Sundays are weekend days. Public holidays are not taken off: they differ by country, region and year, so subtract the ones that apply to you.",
    },
    {
      question: "What is 31 January plus one month?",
      answer: "28 February, or 29 February in a leap year: when the new month has no such day, the date becomes the month's last day, and the page says so. Years and months are added first, then weeks and days, so 31 January 2023 + 1 month + 1 day is 1 March 2023. Subtracting works the same way: 31 March − 1 month is the end of February.",
    },
    {
      question: "How is age in years, months and days worked out?",
      answer: "Whole years first, then whole months, then the days left: from 15 May 1990 to 10 March 2024 is 33 years (to 15 May 2023), 9 months (to 15 February 2024) and 24 days. Adding the answer back to the birth date always gives the date you measured on.",
    },
    {
      question: "When does someone born on 29 February have a birthday?",
      answer: "On 29 February in leap years, and here on 28 February in common years — the same month-end rule as adding a year to 29 February. Some countries' laws use 1 March instead; the page says which rule it follows.",
    },
    {
      question: "How does the ISO week number work?",
      answer: "ISO 8601 weeks start on Monday, and week 1 is the week that holds the year's first Thursday (so also 4 January). The first days of January can belong to the last week of the year before, and the last days of December to week 1 of the next: 29 December 2008 is 2009-W01-1, and 3 January 2010 is 2009-W53-7. A year has 52 or 53 ISO weeks.",
    },
    {
      question: "Why are leap years sometimes skipped?",
      answer: "In the Gregorian calendar a year divisible by 4 is a leap year, except years divisible by 100, which are leap years only when divisible by 400. So 2000 and 2024 had 29 February, while 1900 and 2100 don't. Dates before 1582 are counted in the same calendar extended backwards (the proleptic Gregorian calendar, as ISO 8601 does).",
    },
    {
      question: "Can time zones or daylight saving change the answer?",
      answer: "No. The calculator works on calendar dates — whole days — not on moments in time, so a range across a clock change is still whole days, and it gives the same answer on any device in any zone. Only the Today button reads your device's date.",
    },
    {
      question: "Which dates can I use?",
      answer: "1 January 0001 to 31 December 9999, written year first (2024-03-10, also with / or .), with the month's name (10 March 2024, March 10, 2024), as an ISO week date (2009-W01-1) or as a day of the year (2024-070). All-number dates like 03/04/2024 are refused, since that is 3 April in most countries and March 4 in the US.",
    },
    {
      question: "Is my data stored?",
      answer: "No. Every answer is worked out in your browser as you type; nothing is sent to our server, logged or kept.",
    },
  ],
};
