import type { ToolContent } from "@/tools/types";
import { PBKDF2_ITERATIONS } from "./logic/crypto";
import { CREATE_LIMIT, MAX_SECRET_BYTES, MAX_VIEWS, PASSPHRASE_LIMIT } from "./logic/limits";

const kb = MAX_SECRET_BYTES / 1024;
const iterations = PBKDF2_ITERATIONS.toLocaleString("en-US");

/** The One Time Link page's words (tools/types.ts ToolContent). Limits come from logic/limits.ts, which enforces them. */
export const content: ToolContent = {
  seo: {
    title: "One Time Link — Share a Password or Secret That Self-Destructs After Reading",
    description: `Send a password, key or note through a link that opens once and then deletes itself. Encrypted in your browser with AES-256-GCM; the key stays in the link, our server stores only ciphertext. Expiry 5 minutes to 7 days, optional passphrase.`,
    keywords: ["one time link", "one time secret", "self-destructing message", "share password securely", "burn after reading", "encrypted note"],
    ogHeading: "One Time Link",
  },
  intro:
    "Paste a password, an API key or a private note and get a link that can be opened once. The text is encrypted in your browser before it is sent; the key to read it exists only in the link you share, so our server keeps scrambled bytes it cannot read, and deletes them as soon as the secret is revealed or expires.",
  featureList: [
    "AES-256-GCM encryption in the browser (Web Crypto)",
    "The key lives only in the link's fragment, which browsers never send to a server",
    "Burn after reading: revealing fetches and deletes in one database statement",
    `Up to ${MAX_VIEWS} views, then deleted`,
    "Expiry from 5 minutes to 7 days; expired secrets are purged",
    `Optional passphrase (PBKDF2-SHA-256, ${iterations} iterations), sent through another channel`,
    "A delete link for the sender, shown once",
    "Link previews and scanners can't burn the secret: only the Reveal button does",
  ],
  features: {
    title: "Built so that nobody but the reader can open it",
    items: [
      {
        title: "We can't read it",
        body: "Your browser picks a fresh 256-bit key, encrypts with AES-256-GCM and sends us only the result. The key travels after the # in the link, a part browsers never send to a server.",
        icon: "ShieldCheck",
      },
      {
        title: "Gone after reading",
        body: "Reveal fetches the secret and deletes it in a single database statement, so twenty people pressing Reveal at the same moment still get exactly one copy between them.",
        icon: "Zap",
      },
      {
        title: "Safe from previews",
        body: "Chat apps and mail scanners open links to draw previews. Opening the page reads nothing; only pressing Reveal does, so a preview never uses up the secret.",
        icon: "Link2",
      },
      {
        title: "A second lock",
        body: "Add a passphrase and send it another way. It is stretched and mixed with the link's key, so someone who finds the link alone still can't open it.",
        icon: "Sparkles",
      },
    ],
  },
  howTo: {
    title: "How to use the One Time Link",
    items: [
      { title: "Type the secret", body: `Paste up to ${kb} KB of text: a password, a recovery code, a private key, a note.` },
      { title: "Choose how long and how often", body: `Pick when it expires (5 minutes to 7 days) and how many times it may be opened (once by default, up to ${MAX_VIEWS}). Add a passphrase if the link could be seen by others.` },
      { title: "Create and share the link", body: "Press Create link, copy it and send it. Keep the delete link for yourself: it destroys the secret before anyone reads it." },
      { title: "The reader reveals it", body: "They open the link, press Reveal secret and see the text. On its last view the secret is deleted, and the link opens nothing any more." },
    ],
  },
  useCases: {
    title: "What people use the One Time Link for",
    items: [
      { title: "Handing over a password", body: "Give a new colleague their first password without leaving it in a chat history or a mailbox for years." },
      { title: "Sharing API keys and tokens", body: "Send a key to a contractor once; if anyone opens the link before them, they will know, because it no longer works." },
      { title: "Private notes", body: "Bank details, a door code or a Wi-Fi password for a guest, readable once and then gone." },
    ],
  },
  examples: {
    title: "What the link is made of",
    items: [
      {
        term: "/secret/…#…",
        text: "Before the #: a random 128-bit id, the only thing our server knows. After the #: the 256-bit key (43 characters), and with a passphrase, a dot and a 128-bit salt. Cut anything off and the page says the link is damaged or incomplete.",
      },
      {
        term: "A second Reveal",
        text: "After the last view the server has nothing left under that id: the reader gets \"This secret doesn't exist, has expired or has already been read\", the same answer as for an id that never existed.",
      },
      {
        term: "A changed letter",
        text: "AES-GCM checks every byte. If the stored bytes or the key were altered, decryption fails and the page says the link is damaged — it never shows garbled text.",
      },
    ],
  },
  faq: [
    {
      question: "Can Utilify read my secret?",
      answer:
        "No. It is encrypted in your browser before it is sent, and the key is in the part of the link after the #, which browsers keep to themselves. We store the ciphertext, its IV, the expiry and the views left, plus hashes of proofs derived from the key, which can't be turned back into it.",
    },
    {
      question: "What happens when the link is opened?",
      answer:
        "Opening the page shows a Reveal button and reads nothing. Pressing it sends a proof that the reader holds the key; the server returns the ciphertext and, on its last view, deletes it in the same step. The page decrypts it and removes the key from the address bar.",
    },
    {
      question: "Why does the reveal need a proof of the key?",
      answer:
        "So that someone who only knows the link's id — from a server log or a browser history without the fragment — can't burn the secret. Without the key, a reveal gets the same answer as a secret that doesn't exist.",
    },
    {
      question: "How does the passphrase work?",
      answer: `It is stretched with PBKDF2-SHA-256 (${iterations} iterations, a random salt) and mixed with the link's key, so both are needed to decrypt. A wrong passphrase doesn't use up the secret, and after ${PASSPHRASE_LIMIT.points} wrong tries the secret waits ${PASSPHRASE_LIMIT.duration / 60} minutes before it accepts more, so guessing is slow.`,
    },
    {
      question: "How long does a secret stay on the server?",
      answer:
        "Until its last view or its expiry, whichever comes first (5 minutes to 7 days). Expired secrets are deleted every hour and whenever anyone reveals a secret. The sender can delete it earlier with the delete link.",
    },
    {
      question: "How big can a secret be, and how many can I make?",
      answer: `Up to ${kb} KB of text (about ${MAX_SECRET_BYTES.toLocaleString("en-US")} letters of plain English). Each network can create ${CREATE_LIMIT.points} secrets an hour; the page tells you how long to wait when that is used up.`,
    },
    {
      question: "Is it free?",
      answer: "Yes, with no account and no daily cap. There are no ads, trackers or third-party scripts on the secret's page.",
    },
  ],
};
