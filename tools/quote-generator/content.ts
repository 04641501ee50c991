import type { ToolContent } from "@/tools/types";
import { AUTHOR_COUNT as AUTHORS, QUOTE_COUNT as COUNT } from "./data/stats";
import { CARD_SIZES } from "./logic/card";
import { TAGS } from "./logic/dataset";
import { MAX_QUERY_CHARS } from "./logic/quotes";

const SIZES = Object.values(CARD_SIZES)
  .map((s) => s.label)
  .join(", ");

/** The Quote Generator page's words (tools/types.ts ToolContent). Worked examples reuse logic/quotes.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Random Quote Generator — Quote of the Day, Topics, Authors and Image Cards",
    description: `A random quote from ${COUNT} cleaned, attributed quotes by ${AUTHORS} authors. Quote of the day, ${TAGS.length} topics, search, copy with attribution, share links and a downloadable image card.`,
    keywords: ["random quote generator", "quote of the day", "inspirational quotes", "motivational quotes", "quote image maker", "famous quotes", "random quote"],
    ogHeading: "Quote Generator",
  },
  intro: `A random quote from ${COUNT} quotes by ${AUTHORS} authors, each credited to a person (or shown as a proverb), never to “Unknown”. Pick a topic or an author, search, copy a quote with its attribution, send a link to it or make an image card. Everything runs in your browser; nothing you type is sent to us.`,
  featureList: [
    `${COUNT} quotes by ${AUTHORS} authors, cleaned: no broken attributions, no duplicates`,
    "Quote of the day, the same for everyone on a UTC date",
    "Next quote with no repeats in a session",
    `${TAGS.length} topics, every author, and search over text, author and source`,
    "Copy with attribution: the words in quotation marks, the author and the source",
    "A share link for every quote, with the quote in the page and its preview",
    `Image card: ${SIZES}, four colour themes, PNG download`,
    "Source shown where we name it; doubtful famous attributions flagged",
  ],
  features: {
    title: "Quotes you can pass on without a second look",
    items: [
      { title: "Credited properly", body: "The open collections we start from had quote endings stuck in the author field and job titles after names. We fixed each one and dropped quotes credited to “Unknown”, bumper stickers and cartoon characters.", icon: "ShieldCheck" },
      { title: "One quote a day for everyone", body: "The quote of the day is picked from the UTC date, so a class, a team chat or a newsletter all see the same one, and no quote comes back until every other has had its day.", icon: "CalendarDays" },
      { title: "Links that show the quote", body: "Every quote has its own link. The page it opens carries the quote in its text and its link preview, so the chat app shows it before anyone clicks.", icon: "Link2" },
      { title: "Image cards in your browser", body: "The card is drawn on a canvas on your device and saved as a PNG: square for posts, wide for link previews, tall for stories.", icon: "Sparkles" },
    ],
  },
  howTo: {
    title: "How to use the Quote Generator",
    items: [
      { title: "Start from today’s quote", body: "The page opens on the quote of the day. Press Next quote for a random one; you won’t see the same quote twice until you have seen them all." },
      { title: "Narrow it down", body: "Choose a topic such as courage or humour, pick an author, or search for a word. Next quote then draws only from what matches, and the list shows every match." },
      { title: "Copy or share", body: "Copy quote puts the words, the author and the source on your clipboard. Copy link gives a link that opens this exact quote." },
      { title: "Make an image card", body: "Open Image card, choose a size and colours, and download the PNG for a post, a slide or a story." },
    ],
  },
  useCases: {
    title: "What people use the Quote Generator for",
    items: [
      { title: "Daily posts and newsletters", body: "Take the quote of the day, make a square card, and post it with the attribution already written.", icon: "Megaphone" },
      { title: "Classes and meetings", body: "Open a lesson or a stand-up with a quote on a topic, and send the link so everyone has the words and who said them.", icon: "MessageSquare" },
      { title: "Speeches and slides", body: "Search for a word or an author, check the source and any note on the attribution, and drop the wide card into a slide.", icon: "Printer" },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "Copy quote", text: "“Brevity is the soul of wit.” — William Shakespeare, Hamlet, Act 2, Scene 2" },
      { term: "Topic failure + search “success”", text: "Shows “I failed my way to success.” — Thomas Edison, and leaves out failure quotes without the word." },
      { term: "Search “stand up,”", text: "Punctuation and capitals are ignored: it finds “Fall seven times, stand up eight.” — Japanese proverb." },
      { term: "Quote of the day", text: "23:30 on 23 November in New York is already 24 November in UTC, so it shows the quote of 24 November — the one London and Tokyo see that day." },
    ],
  },
  faq: [
    {
      question: "Where do the quotes come from?",
      answer: `From two open-source collections under the MIT licence, inspirational-quotes (Vinit Shahdeo) and random-quotes (Arnelle Balane), cleaned and merged, plus lines from public-domain works such as Hamlet, Walden and Pride and Prejudice. We don’t copy quote websites: their collections are their own work. The ${COUNT} quotes ship with both licence notices.`,
    },
    {
      question: "Are the attributions right?",
      answer: "We fixed what the collections got visibly wrong: half-quotes in the author field, job titles after names, misspelt names, and quotes with no real author. “Source checked” marks the quotes whose source work we name. Others keep the attribution the collections give; where a famous one is known to be doubtful — the fish-climbing-a-tree line credited to Einstein, for example — the quote carries a note.",
    },
    {
      question: "How is the quote of the day chosen?",
      answer: "From the date in UTC, not from your clock’s time zone, so everyone gets the same quote on the same day. The quotes are shuffled in a fixed order for each stretch of days as long as the list, so every quote has its day before any comes back.",
    },
    {
      question: "Does Next quote repeat?",
      answer: "Not within your browser session: the page remembers which quotes you have seen (in this tab only) and draws from the rest. When you have seen every quote that matches your filters, it says so and starts again.",
    },
    {
      question: "How do share links work?",
      answer: "Each quote has a short id, and Copy link gives the address with it (?q=…). The page that link opens is rendered with the quote in it, so it shows in link previews and for readers without JavaScript. If a link names a quote we no longer have, the page says so and shows the quote of the day.",
    },
    {
      question: "Can I use the image cards?",
      answer: "Yes. The card is drawn in your browser and contains only the quote, the author, the source if there is one, and our name in small type. The quote’s own words belong to their author; most here are short lines quoted with credit, and the public-domain ones are free to use.",
    },
    {
      question: `Is there a limit on search?`,
      answer: `Searches up to ${MAX_QUERY_CHARS} characters; every word you type must appear in the quote, its author or its source, in any order, ignoring capitals, accents and punctuation. Nothing you search is sent to us.`,
    },
  ],
};
