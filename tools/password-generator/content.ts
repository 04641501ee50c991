import type { ToolContent } from "@/tools/types";
import { COUNT_MAX, LENGTH_MAX, LENGTH_MIN, MINIMUM_MAX } from "./logic/password";
import { PIN_MAX, PIN_MIN, WORDS_MAX_TEXT } from "./logic/limits";

/**
 * The Password Generator page's words (tools/types.ts ToolContent). Figures are the vectors of logic/*.test.ts
 * (94 characters; 16 from 94 = 104.87 bits; 20 from 62 = 119.08 bits; 6 EFF words = 77.5 bits).
 */
export const content: ToolContent = {
  seo: {
    title: "Password Generator — Strong Random Passwords, Passphrases and PINs",
    description:
      "Generate strong random passwords, EFF passphrases and PINs in your browser, uniformly from the Web Crypto API. See the strength in bits and the time to crack, and check a password you already use. Nothing is sent anywhere.",
    keywords: ["password generator", "random password generator", "strong password generator", "passphrase generator", "pin generator", "secure password"],
    ogHeading: "Password Generator",
  },
  intro:
    "Passwords, passphrases and PINs drawn from your browser's cryptographic random generator, each possible one exactly as likely as any other. You see the strength in bits and how long each kind of attack would take; nothing you set or generate leaves this page.",
  featureList: [
    `Passwords of ${LENGTH_MIN} to ${LENGTH_MAX} characters from lowercase, uppercase, digits and the 32 ASCII symbols`,
    "At least one character of each chosen type, with minimums for digits and symbols, and every valid password equally likely",
    "Avoid look-alike characters (I l 1 O 0 |) and any characters you list",
    "Passphrases from EFF's Long Wordlist of 7,776 words",
    "PINs, with the obvious ones (0000, 1234) left out if you like",
    `Up to ${COUNT_MAX} at once, copied one by one or all together, as is, as a JSON string or quoted for a shell`,
    "Strength in bits and the average time to crack under four attack models",
    "A local zxcvbn check of a password you already use",
    "Runs in the browser: nothing is sent, stored or logged",
  ],
  features: {
    title: "Random, and provably so",
    items: [
      { title: "No modulo bias", body: "Every character is drawn from crypto.getRandomValues by rejection sampling, so no character comes up more often than another. Nothing comes from JavaScript's predictable, non-cryptographic random().", icon: "ShieldCheck" },
      { title: "Uniform with the rules on", body: "“One of each type” usually skews the odds. We count the valid passwords exactly and draw among them, so each one is equally likely and the bits shown are exact.", icon: "Sparkles" },
      { title: "Honest strength", body: "Bits are log₂ of how many passwords your settings allow; crack times use the same four attack models as zxcvbn, stated beside each figure.", icon: "BarChart3" },
      { title: "Private by design", body: "Generated on your device. No request carries what you generate or type, and the page keeps nothing when you close it.", icon: "Zap" },
    ],
  },
  howTo: {
    title: "How to use the Password Generator",
    items: [
      { title: "Pick password, passphrase or PIN", body: "A password for a password manager, a passphrase for something you type from memory, a PIN for a card or a phone." },
      { title: "Set the rules", body: `Length ${LENGTH_MIN}–${LENGTH_MAX}, the character types, at least 1–${MINIMUM_MAX} digits or symbols, look-alikes and characters a site refuses. Presets set up a strong default, a Wi-Fi key or a password without symbols.` },
      { title: "Copy it", body: "A new one appears as soon as a setting changes; Generate new draws again. Copy one, or all of a bulk list; choose JSON or shell quoting to paste it into a config file or a terminal." },
      { title: "Check the strength", body: "The bits and the time to crack are under the result. To test a password you already have, type it into the check below: it is estimated on your device." },
    ],
  },
  useCases: {
    title: "What people use the Password Generator for",
    items: [
      { title: "A new account", body: "A 20-character password straight into your password manager: 130 bits, far past any attack." },
      { title: "A master password", body: "Six random words you can learn by heart, like a Diceware roll without the dice: 77.5 bits." },
      { title: "Wi-Fi at home", body: "A 24-character key of letters and digits without look-alikes, easy to type on a TV remote." },
      { title: "Test data and secrets", body: `Up to ${COUNT_MAX} at once, as JSON strings for a fixture file or shell-quoted for a script.` },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "16 characters, all four types", text: "16 × log₂ 94 = 104.87 bits by the usual formula. Requiring one of each type rules out about 18 % of strings, so the exact figure is 104.59 bits: on average 4.8 × 10¹³ years for a GPU rig at 10 billion guesses a second." },
      { term: "20 characters, letters and digits", text: "20 × log₂ 62 = 119.08 bits (119.0 with one of each type required)." },
      { term: "Six EFF words", text: "Each word is one of 7,776, which is log₂ 7776 = 12.925 bits, so six words give 77.5 bits: about 350,000 years at 10 billion guesses a second." },
      { term: "A 4-digit PIN", text: "10,000 PINs are 13.29 bits. Leaving out the 24 obvious ones (the 10 with one digit repeated and the 14 runs like 1234 or 9876) leaves 9,976, and a thief with 10 tries a second needs about 8 minutes on average — which is why phones lock after a few wrong tries." },
    ],
  },
  faq: [
    {
      question: "Is it safe to generate a password on a website?",
      answer:
        "This one never sends it anywhere: the page draws it on your device with the browser's cryptographic generator (crypto.getRandomValues), and no request carries what you generate or type — our own tests check every request the page makes. It is not stored either; close the tab and it is gone. Save it in a password manager.",
    },
    {
      question: "What does “uniform” mean, and why does it matter?",
      answer:
        "Every password your settings allow is exactly as likely as every other. Many generators take a random number modulo the number of characters, which makes the first few characters slightly more likely, or place one character of each type and shuffle, which makes passwords with few digits or symbols more likely than they should be. We draw with rejection sampling and count the valid passwords exactly, so the strength shown is the real one.",
    },
    {
      question: "How is the strength in bits worked out?",
      answer:
        "Bits are log₂ of the number of passwords the generator could have produced: 16 characters from 94 would be 16 × log₂ 94 = 104.87 bits, and since it must contain each chosen type the exact count is a little smaller (104.59 bits). Each bit doubles the work: an attacker tries on average half of the 2^bits possibilities.",
    },
    {
      question: "What do the crack times assume?",
      answer:
        "Four attackers, the same as the zxcvbn estimator uses: an online attack that the site slows to 100 guesses an hour, one with no limit at 10 a second, an offline attack on a stolen database with a slow hash like bcrypt at 10,000 a second, and with a fast unsalted hash on GPUs at 10 billion a second. The time is the average: half of all possibilities. Real attackers may be faster; 80 bits or more stays out of reach of all of them.",
    },
    {
      question: "Password or passphrase?",
      answer:
        "For anything a password manager fills in, a long random password is best. For what you must remember and type — the manager's own master password, a disk encryption key — a passphrase of six or more random words is easier to learn and type for the same strength. The words must be picked at random, not by you: that is where the 12.9 bits per word come from.",
    },
    {
      question: "Where do the passphrase words come from?",
      answer:
        "From the Electronic Frontier Foundation's Long Wordlist (2016): 7,776 words chosen to be easy to remember and type, one for each roll of five dice. It is published under a Creative Commons Attribution licence (CC BY 3.0 US); credit to the EFF. The list is a file on our own site, fetched when you open passphrase mode, and checked for all 7,776 words before use.",
    },
    {
      question: "Why leave out look-alike characters?",
      answer:
        "I (capital i), l (small L), 1, O (capital o), 0 and | are hard to tell apart in many fonts. If you will ever read the password off a screen or paper, leaving them out avoids typos; the strength shown accounts for the smaller pool.",
    },
    {
      question: `Why are PINs limited to ${PIN_MIN}–${PIN_MAX} digits and passphrases to ${WORDS_MAX_TEXT}?`,
      answer:
        "Cards and phones take 4 to 12 digits and a few systems more; past 20 a password does the job better. Past 20 words a passphrase is no longer easier to type than a random password of the same strength.",
    },
  ],
};
