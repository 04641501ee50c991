import { FREE_DAILY_LIMITS, plans } from "@/lib/domain/plans";
import type { ToolContent } from "@/tools/types";
import { MAX_CAPACITY } from "./logic/capacity";
import { DOWNLOAD_MAX_SIZE, QR_TYPE_LABELS, type QrType } from "./logic/constants";

/** The QR generator page's words (tools/types.ts ToolContent), rendered on the server by the shared tool page. */

const fmt = (n: number) => n.toLocaleString("en-US");

const HOW_TO = [
  { title: "Choose a type", body: "Pick what the code should do: open a link, show text, write an e-mail or SMS, call a number, join a WiFi network, save a contact or open a map." },
  { title: "Fill in the details", body: "Enter the content. Required fields are marked; we check e-mail addresses, phone numbers, WiFi passwords and coordinates before anything is generated." },
  { title: "Adjust the design", body: "In Advanced, set the size, error correction, colours and margin. A warning appears if the colours are too close for phones to scan." },
  { title: "Check the preview and download", body: `The preview updates as you type. Download a PNG up to ${fmt(DOWNLOAD_MAX_SIZE)} px or a sharp SVG for print, or copy the image.` },
];

const USE_CASES = [
  { title: "Marketing and print", body: "Put a link to your site, menu or offer on flyers, posters, packaging and business cards." },
  { title: "Guest WiFi", body: "Let visitors join your network by scanning, without spelling out a long password." },
  { title: "Contact sharing", body: "A vCard code on a badge or card saves your name, phone, e-mail and company in one scan." },
  { title: "Events and venues", body: "Point people to tickets, schedules, a location on the map or a feedback form." },
  { title: "Customer support", body: "Open a pre-filled e-mail or SMS to your support team, or start a phone call with one scan." },
  { title: "Inventory and labels", body: "Encode serial numbers, notes or internal links as plain text on equipment and shelves." },
];

const QR_TYPE_DESCRIPTIONS: Readonly<Record<QrType, string>> = {
  text: "Any text up to the code's capacity, shown on the phone as it is.",
  url: "Opens a web page (http:// or https://). Links without a scheme get https:// in front.",
  email: "Opens a new e-mail to the address, with the subject and message filled in (mailto:).",
  phone: "Offers to call the number (tel:), written in international format (+ and the country code) so it works from any phone.",
  sms: "Opens a text message to the number with your message (SMSTO:).",
  wifi: "Joins a WiFi network with WPA/WPA2, WEP or no password; hidden networks too.",
  vcard: "Saves a contact (vCard 3.0): name, organisation, job title, phone, e-mail and website.",
  geo: "Opens a map at the latitude and longitude you enter (geo:).",
};

const QR_TYPES = (Object.keys(QR_TYPE_DESCRIPTIONS) as QrType[]).map((type) => ({ term: QR_TYPE_LABELS[type], text: QR_TYPE_DESCRIPTIONS[type] }));

const FAQ = [
  {
    question: "Is this QR code generator free?",
    answer: `Yes. The preview updates as you type and is always free; you can generate ${FREE_DAILY_LIMITS.qr} new QR codes a day for free without an account, with every design option and PNG, SVG and copy. A code counts once, when you first download or copy it: changing its colours, size, margin or error correction afterwards is free. The ${plans.basic.name} plan (${plans.basic.priceLabel}/month) removes the daily limit and keeps a history of your codes.`,
  },
  {
    question: "Do the QR codes expire?",
    answer: "No. These are static QR codes: the content is stored in the code itself, not on our servers, so a code keeps working for as long as the printed image exists, even if you never visit us again.",
  },
  {
    question: "Should I download PNG or SVG?",
    answer: `PNG is an image that works everywhere (documents, websites, messages); choose up to ${fmt(DOWNLOAD_MAX_SIZE)} px. SVG is a vector file that stays perfectly sharp at any size, which makes it the best choice for print and for design tools.`,
  },
  {
    question: "Which error correction level should I choose?",
    answer: "Error correction lets a code be read when part of it is dirty, damaged or covered. L restores about 7%, M (the default) about 15%, Q about 25% and H about 30%. Higher levels make the code denser, so use L or M for long content and Q or H for codes that will be printed on rough surfaces or partly covered.",
  },
  {
    question: "How much data can a QR code hold?",
    answer: `At most ${fmt(MAX_CAPACITY.L.byte)} bytes of text (${fmt(MAX_CAPACITY.L.numeric)} digits) at error correction L, and ${fmt(MAX_CAPACITY.H.byte)} bytes at H. Letters outside English take two to four bytes each. If your content is too long we tell you the limit and which level still fits; shorter content also gives a smaller code that scans more easily.`,
  },
  {
    question: "Can I change the colours?",
    answer: "Yes, in the Advanced tab, with a colour picker or any hex code (3, 4, 6 or 8 digits, so transparency works too). Keep a dark foreground on a light background: we warn you when the contrast is too low to scan reliably and refuse colours that would make the code invisible.",
  },
  {
    question: "How do WiFi QR codes work?",
    answer: "The code holds the network name, password and security type in the standard WIFI: format that iPhone and Android cameras understand. Scanning it offers to join the network. Special characters in the name or password are escaped for you, names and passwords that look like hexadecimal are quoted so phones read them as text, and WPA takes a password of 8 to 63 characters or a 64-digit hexadecimal key, as the standard allows.",
  },
  {
    question: "What size should a printed QR code be?",
    answer: "As a rule of thumb, at least 2 × 2 cm (0.8 in) for scanning from arm's length, and about a tenth of the scanning distance for posters. Keep the white margin around the code (4 modules by default) and download a large PNG or the SVG so the print stays crisp: every module needs at least 3 pixels, and we warn you when a size gives less.",
  },
  {
    question: "Can I track how many people scan my code?",
    answer: "A static QR code cannot count scans by itself. Shorten your link with our URL Shortener first and put the short link in the code: every scan then shows up as a click in your link's analytics.",
  },
  {
    question: "What happens when I reach the daily limit?",
    answer: `The free limit of ${FREE_DAILY_LIMITS.qr} new codes resets every day at 00:00 UTC. Codes you already generated that day stay free to download, copy and restyle. Offices, schools and mobile carriers put many people behind one internet address, which shares a daily allowance; if other people on your network have used it, we say so: sign in with a verified e-mail to keep your own ${FREE_DAILY_LIMITS.qr} a day. To generate without limits, upgrade to ${plans.basic.name} from ${plans.basic.priceLabel}/month.`,
  },
];

export const content: ToolContent = {
  seo: {
    title: "Free QR Code Generator — PNG & SVG, WiFi, vCard, Links",
    description:
      "Create free QR codes for URLs, text, e-mail, phone, SMS, WiFi, contacts and locations. Choose size, colours and error correction, then download PNG or SVG.",
    keywords: ["qr code generator", "free qr code", "wifi qr code", "vcard qr code", "qr code svg", "qr code png"],
    ogHeading: "Free QR Code Generator",
  },
  featureList: [
    "URL, text, e-mail, phone, SMS, WiFi, vCard and location QR codes",
    "PNG up to 2000 px and SVG downloads",
    "Error correction L, M, Q and H",
    "Custom colours with a contrast check",
  ],
  howTo: { title: "How to create a QR code", items: HOW_TO },
  useCases: { title: "What people use QR codes for", items: USE_CASES },
  examples: { title: "QR code types", description: "Every type uses the format that iPhone and Android cameras understand.", items: QR_TYPES },
  faq: FAQ,
};
