import type { ToolContent } from "@/tools/types";
import { MAX_MATCHES } from "./logic/match";
import { MAX_INPUT_CHARS } from "./logic/phone-extractor";

const limit = MAX_INPUT_CHARS.toLocaleString("en-US");

/**
 * The Phone Number Extractor page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of
 * logic/extract.test.ts and logic/phone-extractor.test.ts.
 */
export const content: ToolContent = {
  seo: {
    title: "Phone Number Extractor — Find Numbers in Text, CSV or HTML, With E.164 and Type",
    description:
      "Paste text, a CSV or a web page and get every phone number in it: E.164, country, mobile or landline, valid or not. Duplicates merged, numbers highlighted, CSV export and a redact mode. Runs in your browser.",
    keywords: ["phone number extractor", "extract phone numbers from text", "phone number finder", "e.164 converter", "redact phone numbers", "extract phone numbers from html"],
    ogHeading: "Phone Number Extractor",
  },
  intro:
    "Paste an e-mail thread, a spreadsheet export or a page's HTML. Every phone number in it is listed in E.164 with its country, its type and whether it is valid — and dates, order numbers and IP addresses are left alone. The text never leaves your browser.",
  featureList: [
    "Finds numbers with libphonenumber (Google's phone number rules), not a regular expression",
    "Reads plain text, CSV and HTML (tags skipped, tel: links read)",
    "A default country for numbers written without +code",
    "E.164, international, national or tel: output",
    "Country, type (mobile, landline, toll-free…) and validity for each number",
    "Duplicates merged by E.164 number, with how often each was found",
    "Numbers highlighted in the source, and a redact mode that masks them",
    "CSV export (RFC 4180, safe to open in a spreadsheet)",
    "Runs in the browser: nothing you paste is uploaded",
  ],
  features: {
    title: "Numbers, not digits that look like them",
    items: [
      {
        title: "A real phone library",
        body: "libphonenumber-js checks each candidate against the numbering plan of its country, so 2024-01-15, 192.168.1.1, order #12345678 and $1,234,567.00 are not mistaken for phone numbers.",
        icon: "ShieldCheck",
      },
      {
        title: "One number, one row",
        body: "(415) 555-2671 and +1 415 555 2671 are the same number: both become +14155552671 and count as one, while ext. 12 and ext. 13 stay apart.",
        icon: "Sparkles",
      },
      {
        title: "HTML read like a browser",
        body: "Tags, scripts and comments are skipped, &nbsp; counts as a space, and the number in a tel: link is read where it is written — so highlights and redactions land on the source.",
        icon: "Zap",
      },
      {
        title: "Redact before you share",
        body: "Mask every number's digits, or keep the last two or four, with the rest of the text — and the HTML — unchanged. Copy or download the result.",
        icon: "BarChart3",
      },
    ],
  },
  howTo: {
    title: "How to use the Phone Number Extractor",
    items: [
      { title: "Paste or open your text", body: `Text, CSV or HTML up to ${limit} characters, or open a file. HTML is detected; choose Read as to override.` },
      { title: "Pick the default country", body: "Numbers written with +code are read as written. Numbers without it, like 020 7946 0958, are read as numbers of this country — it starts as your browser's region." },
      { title: "Choose how strict to be", body: "Valid numbers keeps numbers that fit their country's plan. Possible too adds numbers of a possible length that no plan assigns, marked Not valid." },
      { title: "Export or redact", body: "Copy the numbers in the output format you chose, download the table as CSV, or switch the source view to Redacted to mask them." },
    ],
  },
  useCases: {
    title: "What people use the Phone Number Extractor for",
    items: [
      { title: "Cleaning contact lists", body: "Turn a column of numbers typed every which way into E.164 for a CRM, an SMS tool or a dialler, with duplicates merged." },
      { title: "Pulling numbers from pages and mail", body: "Paste a directory page's HTML or a long e-mail thread and get just the numbers, with their countries." },
      { title: "Sharing documents safely", body: "Redact every phone number in a transcript, log or support ticket before sending it on." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "Call +44 20 7946 0958 or (415) 555-2671 ext. 12", text: "Two numbers: +442079460958 (United Kingdom, landline) and +14155552671 with extension 12 (United States, landline or mobile), with the US as default country." },
      { term: "+1 415 555 2671, 212 555 0198; (650) 555-0100", text: "Three numbers: a comma or a semicolon always separates numbers, as in a list or a CSV row. An extension is read only with its label (ext. 12, x 12, ;ext=12)." },
      { term: "Order #12345678, date 2024-01-15, IP 192.168.1.1", text: "No numbers: an order number, a date and an IP address are not phone numbers." },
      { term: "UK office 020 7946 0958", text: "Found only when the default country is the United Kingdom: +442079460958. With the US as default it is not a valid number." },
      { term: "Berlin 030 901820", text: "With Germany as default: +4930901820, a German landline." },
      { term: "Redact +44 20 7946 0958, keep 2", text: "+•• •• •••• ••58 — the digits are masked, the spacing stays." },
    ],
  },
  faq: [
    {
      question: "Why wasn't a number found?",
      answer:
        "Most often it is written without its +code and belongs to another country than the default: numbers without +code are read as numbers of the default country, so 020 7946 0958 is found with the United Kingdom and not with the United States. Change the default country, or choose Possible too to include numbers that fit no numbering plan.",
    },
    {
      question: "What is E.164?",
      answer:
        "The international format for phone numbers: a +, the country calling code and the national number, with no spaces or punctuation — +14155552671. It is what SMS gateways, CRMs and phone systems expect, and two numbers are the same exactly when their E.164 forms are.",
    },
    {
      question: "How is the type (mobile, landline) known?",
      answer:
        "From the numbering plan each country publishes, as kept in Google's libphonenumber metadata. Some countries, like the US and Canada, do not separate mobile and landline ranges, so their numbers show as Landline or mobile. A number that was ported to another network keeps its original type.",
    },
    {
      question: "Does valid mean the number is in use?",
      answer:
        "No. Valid means the number fits its country's plan: right length, in an assigned range. Whether someone answers it can only be known by calling or by a paid carrier look-up, which this tool does not do.",
    },
    {
      question: "Why do cells in the CSV start with an apostrophe?",
      answer:
        "A cell that starts with +, =, - or @ can be run as a formula by Excel, LibreOffice or Google Sheets, and +14155552671 would also lose its +. Those cells start with ' so a spreadsheet shows them as text; remove it in one find-and-replace if your import needs the bare number.",
    },
    {
      question: "Is my text sent anywhere?",
      answer:
        "No. The phone library runs in your browser and loads the first time you paste; the text you paste, the numbers found and the redacted copy stay on your device.",
    },
    {
      question: "How much text can I paste?",
      answer: `Up to ${limit} characters at a time, and the first ${MAX_MATCHES.toLocaleString("en-US")} numbers found are listed. The search runs in short steps, so the page stays responsive while it reads a long text.`,
    },
  ],
};
