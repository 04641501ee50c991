import type { ToolContent } from "@/tools/types";
import { MAX_TEXT_CHARS } from "./logic/algorithms";

/** The Hash Generator page's words (tools/types.ts ToolContent). Worked examples are vectors of logic/hash.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Hash Generator — MD5, SHA-1, SHA-256, SHA-512, SHA-3 and HMAC of Text or Files",
    description:
      "Hash text or a file of any size with MD5, SHA-1, SHA-256, SHA-384, SHA-512 and SHA-3, or make an HMAC with a key. Paste the expected checksum to verify a download. Runs in your browser: files are never uploaded.",
    keywords: ["hash generator", "sha256 generator", "md5 generator", "sha256 checksum", "file hash", "hmac generator", "sha512 online", "verify checksum"],
    ogHeading: "Hash Generator",
  },
  intro:
    "Type text or open a file and get its MD5, SHA-1, SHA-2 and SHA-3 hashes at once, or an HMAC with your key. Paste the checksum from a download page to see whether the file is the one it should be. Hashing runs in your browser; a file is read a slice at a time and never uploaded.",
  featureList: [
    "MD5, SHA-1, SHA-256, SHA-384, SHA-512, SHA3-224, SHA3-256, SHA3-384 and SHA3-512",
    "Text (as UTF-8) or a file of any size up to 16 GB, read in slices with progress",
    "HMAC with a key given as text or hex bytes",
    "Compare with an expected hash: case-insensitive, sha256sum and BSD checksum lines accepted",
    "Lower- or upper-case hex, copy each hash",
    "Checked against the FIPS 180 and FIPS 202 examples, the RFC 1321 suite and RFC 4231's HMAC cases",
    "Runs in the browser with WebAssembly: nothing is uploaded",
  ],
  features: {
    title: "Hashes you can check against anyone's",
    items: [
      { title: "Every common algorithm at once", body: "One read of the data feeds every algorithm you tick, so a large file is read once whatever you choose.", icon: "Zap" },
      { title: "Files of any size, in the browser", body: "A file is read 4 MB at a time, so a 5 GB disk image is hashed without filling your memory, with a progress bar and a Cancel button.", icon: "ShieldCheck" },
      { title: "Verify a download", body: "Paste the checksum the publisher gave, even as a whole sha256sum line. The tool says which algorithm matched, or that none did and why that matters.", icon: "Sparkles" },
      { title: "Exact to the standards", body: "The FIPS 180 \"abc\" examples, the RFC 1321 MD5 suite and RFC 4231's HMAC cases are checked on every build.", icon: "BarChart3" },
    ],
  },
  howTo: {
    title: "How to hash text or a file",
    items: [
      { title: "Type text or open a file", body: `Text is hashed as you type, as UTF-8 bytes exactly as typed (up to ${MAX_TEXT_CHARS.toLocaleString("en-US")} characters). Choose File to hash a file: drop it or open it.` },
      { title: "Tick the algorithms", body: "MD5, SHA-1, SHA-256, SHA-512 and SHA3-256 are ticked to start; add SHA-384 and the other SHA-3 sizes if you need them." },
      { title: "Add a key for an HMAC", body: "Tick HMAC with a key and type the key as text, or as hex bytes for keys that are not text. Every hash becomes an HMAC under that key." },
      { title: "Compare and copy", body: "Paste the hash you expect: a match is marked in green with its algorithm. Copy any hash in lower or upper case." },
    ],
  },
  useCases: {
    title: "What people use the Hash Generator for",
    items: [
      { title: "Checking a download", body: "Compare an ISO, an installer or a firmware file with the SHA-256 its publisher lists, to know it arrived whole and unaltered." },
      { title: "Signing webhooks and API calls", body: "Work out the HMAC-SHA256 of a payload with your signing secret to debug a webhook signature or an API request." },
      { title: "Fingerprints and cache keys", body: "Get a stable ID for a text or a file: an ETag, a cache key, a Subresource Integrity hash (SHA-384), or the same digest a program computes." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "SHA-256 of \"abc\"", text: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad: the first example of FIPS 180." },
      { term: "MD5 of \"message digest\"", text: "f96b697d7cb7938d525a2f31aaf161d0, from RFC 1321's test suite." },
      { term: "SHA3-256 of \"abc\"", text: "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532: unrelated to SHA-256's, as SHA-3 is a different design." },
      { term: "MD5 of nothing", text: "d41d8cd98f00b204e9800998ecf8427e: an empty file or empty text has a hash too." },
      { term: "HMAC-SHA256, key \"Jefe\", \"what do ya want for nothing?\"", text: "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843: RFC 4231 test case 2." },
      { term: "\"abc\" and \"abc\" + a line break", text: "Different hashes: a trailing line break is a byte like any other, which is why a hash of text copied from a terminal often differs." },
    ],
  },
  faq: [
    {
      question: "Which hash should I use?",
      answer: "SHA-256 for almost everything: checksums, signatures, IDs. SHA-512 is as safe and faster on 64-bit computers; SHA-3 is a different design kept as a fallback. Use MD5 and SHA-1 only to match a checksum someone else published: both are broken for collisions, so an attacker can make two files with the same hash.",
    },
    {
      question: "Why doesn't my hash match the one from another tool?",
      answer: "Almost always the bytes differ: a trailing line break (echo adds one), Windows line endings (CRLF), a byte-order mark, or text in another encoding. This tool hashes text as UTF-8, exactly as typed. For a file, hash the file itself rather than its pasted contents.",
    },
    {
      question: "What is an HMAC?",
      answer: "A hash mixed with a secret key (RFC 2104), so only someone with the key can compute it or check it. Webhooks (Stripe, GitHub) and signed API requests use HMAC-SHA256. Give the key as text, or as hex when it is raw bytes; a key longer than the hash's block is hashed first, as the standard says.",
    },
    {
      question: "Can a hash be reversed?",
      answer: "No: a hash keeps no copy of the data. Short or common inputs can be guessed, though, by hashing candidates until one matches, which is why passwords must be stored with slow password hashes such as Argon2 or bcrypt, never with plain MD5 or SHA-256.",
    },
    {
      question: "How large a file can I hash?",
      answer: "Up to 16 GB. The file is read 4 MB at a time, so memory use stays small; the time is what your device takes to read and hash it, and you can cancel. Text typed or pasted is limited to 2,000,000 characters — hash a larger text as a file.",
    },
    {
      question: "Is my file uploaded?",
      answer: "No. The hashing code (WebAssembly builds of each function, from the hash-wasm library) runs in your browser; the text, the file and the key never leave the page.",
    },
  ],
};
