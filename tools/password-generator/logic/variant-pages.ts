/**
 * The long-tail pages (TOOLS.md "(2) Long-tail pages": passphrase, PIN, 16-character), each prerendered under
 * /password-generator/<slug> with its own H1, title and words, and the tool preset to that mode. Any other slug is
 * a 404 (app/(site)/password-generator/[page]/page.tsx, dynamicParams = false).
 */

export interface VariantPage {
  slug: string;
  /** Short name for links. */
  name: string;
  heading: string;
  title: string;
  description: string;
  keywords: string[];
  preset: { mode: "password" | "passphrase" | "pin"; length?: string };
  /** What the page explains, written for it. */
  explanation: readonly string[];
  /** The worked example (a test vector of logic/extras.test.ts or password.test.ts). */
  example: { label: string; text: string };
}

export const VARIANT_PAGES: readonly VariantPage[] = [
  {
    slug: "passphrase",
    name: "Passphrase",
    heading: "Passphrase Generator",
    title: "Passphrase Generator — Random Words from EFF's Diceware List",
    description:
      "Generate random passphrases of 3 to 20 words from the EFF Long Wordlist, with the strength in bits and the time to crack. Drawn in your browser with the Web Crypto API; nothing is sent.",
    keywords: ["passphrase generator", "diceware generator", "random word password", "eff wordlist", "memorable password generator"],
    preset: { mode: "passphrase" },
    explanation: [
      "A passphrase is a few words picked at random from a fixed list. Its strength comes from the size of the list and the number of words, not from clever spelling: each word from EFF's 7,776-word list is one of 7,776 equally likely choices, which is log₂ 7776 = 12.925 bits.",
      "The list was made by the Electronic Frontier Foundation for five dice (one word per roll of 11111 to 66666): common, concrete words that are easy to picture and spell. This page draws the words with your browser's cryptographic generator instead of dice, each word independently and uniformly.",
      "Capitals and the separator are your choice and add no strength, because they are the same for every word. What matters is that you keep the words you are given: picking the ones you like lowers the strength.",
    ],
    example: { label: "Six words", text: "6 × 12.925 = 77.5 bits. At 10 billion guesses a second, a stolen fast hash takes on average about 350,000 years to crack." },
  },
  {
    slug: "pin",
    name: "PIN",
    heading: "Random PIN Generator",
    title: "Random PIN Generator — 4 to 20 Digits, Obvious PINs Left Out",
    description:
      "Generate random 4-, 6- or longer PINs in your browser, each equally likely, with 0000, 1234 and other obvious PINs left out if you wish. Strength in bits; nothing is sent.",
    keywords: ["pin generator", "random pin generator", "4 digit pin generator", "6 digit pin", "random number pin"],
    preset: { mode: "pin" },
    explanation: [
      "A PIN's strength is simple: a 4-digit PIN is one of 10,000, which is 13.3 bits, and a 6-digit PIN one of a million, 19.9 bits. That is weak against a fast attacker, which is why cards and phones lock after a few wrong tries; the lock-out, not the PIN, does most of the work.",
      "People choose PINs badly: 1234, 0000 and years of birth cover a large share of real PINs, so a thief tries them first. A random PIN has no such weakness. With “Avoid obvious PINs” on, the generator redraws PINs with one digit repeated or a straight run up or down (the 24 worst of the 4-digit ones); every other PIN stays equally likely, and the strength shown counts only those left.",
    ],
    example: { label: "A 4-digit PIN", text: "10,000 − 24 obvious PINs = 9,976 left: log₂ 9976 = 13.28 bits. At 10 tries a second an attacker would need about 8 minutes on average; at 3 tries before a lock-out, the odds are 3 in 9,976." },
  },
  {
    slug: "16-character",
    name: "16-character password",
    heading: "16-Character Password Generator",
    title: "16-Character Password Generator — Random, Uniform, 104 Bits",
    description:
      "Generate a random 16-character password with uppercase, lowercase, digits and symbols, every valid password equally likely. 104.6 bits of strength; made in your browser, never sent.",
    keywords: ["16 character password generator", "16 character password", "random 16 character password", "strong 16 character password"],
    preset: { mode: "password", length: "16" },
    explanation: [
      "Sixteen characters is the length many security guides now ask for, and what many sites allow at most. From all 94 printable ASCII characters it is 16 × log₂ 94 = 104.87 bits by the usual formula.",
      "This generator also guarantees at least one lowercase letter, one capital, one digit and one symbol, because many sites refuse a password without them. That rules out about 18 % of 16-character strings, so the exact strength is log₂ of what remains, 104.59 bits, and every one of those passwords is equally likely: the generator counts them and draws among them rather than placing one of each type and shuffling, which would favour some.",
    ],
    example: { label: "16 characters, all four types", text: "104.59 bits: on average 4.8 × 10¹³ years at 10 billion guesses a second, and longer against a slow hash such as bcrypt." },
  },
];

export function variantPage(slug: string): VariantPage | undefined {
  return VARIANT_PAGES.find((p) => p.slug === slug);
}

export const variantPagePath = (page: Pick<VariantPage, "slug">) => `/password-generator/${page.slug}`;
