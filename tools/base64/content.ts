import type { ToolContent } from "@/tools/types";
import { MAX_TEXT_CHARS } from "./logic/base64";

const chars = MAX_TEXT_CHARS.toLocaleString("en-US");

/** The Base64 page's words (tools/types.ts ToolContent). Worked examples are vectors of logic/base64.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Base64 Encode and Decode — Text (UTF-8), Files, URL-safe and Data URLs",
    description:
      "Encode text or any file to Base64 and decode it back, in the standard or URL-safe alphabet, with or without padding. Data URLs with an image preview, and bad input pointed at character by character. Runs in your browser.",
    keywords: ["base64 decode", "base64 encode", "base64 decoder", "base64 to text", "base64url", "image to base64", "base64 to image", "data url"],
    ogHeading: "Base64 Encode and Decode",
  },
  intro:
    "Encode text or a file to Base64, or decode Base64 back to text, an image or a file. Text is read as UTF-8, so accents, Chinese and emoji come back exactly as they went in. Everything happens in your browser: nothing you paste or open is uploaded.",
  featureList: [
    "Text to Base64 and back as UTF-8: any Unicode character, emoji included",
    "Any file up to 10 MB to Base64 or a data URL, with an image preview",
    "Standard (+ /) and URL-safe (- _) alphabets of RFC 4648, padding on or off",
    "Decoding reads either alphabet, skips line breaks and takes data: URLs",
    "A specific message for bad input: which character, on which line and column",
    "Decoded images previewed, other binary data offered as a download",
    "Runs in the browser: nothing is uploaded",
  ],
  features: {
    title: "Base64 without surprises",
    items: [
      { title: "Exactly RFC 4648", body: "Both alphabets, padding as the standard says, and the test vectors of RFC 4648 §10 checked on every build: \"foobar\" is Zm9vYmFy.", icon: "ShieldCheck" },
      { title: "Unicode that survives", body: "Text is encoded as UTF-8, so \"Grüße 👋\" decodes to \"Grüße 👋\", not to mojibake. Half of an emoji left behind by a bad copy is pointed out rather than silently replaced.", icon: "Globe" },
      { title: "Errors that say where", body: "A stray character, padding in the middle, a mix of + and _ or a character missing at the end: the message names the character and its line and column.", icon: "MessageSquare" },
      { title: "Images both ways", body: "Open an image to get its Base64 or a ready-to-paste data: URL with a preview; paste a data URL or Base64 of a PNG, JPEG, GIF or WebP to see the image and download it.", icon: "Sparkles" },
    ],
  },
  howTo: {
    title: "How to encode and decode Base64",
    items: [
      { title: "Choose a direction", body: "Encode turns text or a file into Base64; Decode turns Base64 (or a data: URL) back into text, an image or a file." },
      { title: "Type, paste or open a file", body: `Text is encoded as you type (up to ${chars} characters); Open file takes any file up to 10 MB. When decoding, paste the Base64 — line breaks and spaces are skipped.` },
      { title: "Pick the variant", body: "For URLs, file names and JWTs use the URL-safe alphabet, usually without padding. Decoding reads either alphabet on its own and tells you which it found." },
      { title: "Copy or download", body: "Copy the result or download it. A decoded image is shown with a download button; binary data that is not text is offered as a file." },
    ],
  },
  useCases: {
    title: "What people use Base64 for",
    items: [
      { title: "Reading what an API sent", body: "Decode a Base64 field from a JSON response, an e-mail's MIME part or a Kubernetes secret to see what is inside." },
      { title: "Images inline in HTML, CSS and e-mail", body: "Turn a small icon into a data: URL to paste into an img src or a CSS background, and preview it first." },
      { title: "Tokens, keys and URLs", body: "Encode bytes for a URL or a file name with the URL-safe alphabet, or look inside a JWT's header and payload (or use the JWT Decoder for the whole token)." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "\"foobar\"", text: "Zm9vYmFy: six bytes make exactly eight characters, no padding (RFC 4648 §10)." },
      { term: "\"f\"", text: "Zg==: one byte is two characters and two = of padding; URL-safe without padding it is just Zg." },
      { term: "\"€\"", text: "4oKs: the euro sign is three bytes in UTF-8 (E2 82 AC), so it encodes like any three bytes." },
      { term: "\"🙂\"", text: "8J+Zgg==: four UTF-8 bytes. In the URL-safe alphabet the + becomes -, giving 8J-Zgg." },
      { term: "Bytes FB FF", text: "+/8= in the standard alphabet and -_8= in the URL-safe one: the only two characters that differ." },
      { term: "\"Zg=\"", text: "Refused: one byte needs two = to make a whole group of four characters, not one." },
    ],
  },
  faq: [
    {
      question: "What is Base64?",
      answer: "A way to write any bytes using 64 safe characters (A–Z, a–z, 0–9, + and /), so binary data can travel through text-only channels such as e-mail, JSON or a URL. Every 3 bytes become 4 characters, so Base64 is about a third larger than the data; = pads the last group to four characters.",
    },
    {
      question: "What is the difference between Base64 and Base64URL?",
      answer: "Only two characters: URL-safe Base64 (RFC 4648 §5) uses - and _ instead of + and /, which have meanings in URLs and file paths, and padding is usually left off. JWTs use it. The decoder here reads both and tells you which one it found; a text that mixes the two is refused, because no encoder writes that.",
    },
    {
      question: "Is Base64 encryption?",
      answer: "No. Anyone can decode it, with no key. It only changes how bytes are written. Don't use it to hide passwords or secrets; encrypt them.",
    },
    {
      question: "Why does my decoded text look garbled?",
      answer: "Usually because the text was encoded in another character set (Windows-1252, say) or was not text at all. This tool decodes as UTF-8; when the bytes are not valid UTF-8 it says at which byte they break and offers them as a file instead of showing mangled characters. A decoded image is previewed.",
    },
    {
      question: "Why is my Base64 refused?",
      answer: "The message says why and where: a character outside the alphabet (often a quote or a comma copied with it), = padding in the middle (two texts joined together), the wrong amount of padding, or a length that no encoder produces (a character lost when copying). Spaces and line breaks are fine: they are skipped.",
    },
    {
      question: "How large can the input be?",
      answer: `Text up to ${chars} characters, files up to 10 MB, and Base64 up to 15,000,000 characters. A result over a million characters is not shown in the box, to keep the page quick, but can be copied or downloaded.`,
    },
    {
      question: "Is my data uploaded?",
      answer: "No. Encoding and decoding run in your browser; nothing you type or open is sent to our server or stored.",
    },
  ],
};
