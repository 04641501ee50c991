/**
 * The Character Counter's counts. Characters are grapheme clusters (what a reader sees as one character: 👨‍👩‍👧‍👦, 🇯🇵,
 * a letter with combining accents), from Intl.Segmenter; code points, UTF-16 code units and UTF-8 bytes beside them.
 * Words come from Intl.Segmenter's word granularity (dictionary-based for Chinese, Japanese and Thai), with the word
 * processor's conventions on top: a contraction (don't) and a hyphenated word (stop-believing, e-mail) count as one,
 * a number (3.14) is one word, and so is a URL (https://…, www.…) or an e-mail address, which the segmenter would
 * cut at every / : @ (Word and Google Docs count a run without spaces as one word).
 *
 * Long texts are segmented in pieces cut at line breaks (no grapheme, word or sentence runs across one: UAX #29 breaks
 * after every line break), and a line longer than a piece is cut just before a space (always a grapheme and word
 * boundary), so the work stays linear; `countInSlices` yields between pieces so typing never stalls.
 */

export const MAX_TEXT_CHARS = 2_000_000;
/** Reading and speaking pace, words per minute: Brysbaert (2019), silent reading of non-fiction and reading aloud. */
export const READING_WPM = 238;
export const SPEAKING_WPM = 183;

export interface TextStats {
  characters: number;
  charactersNoSpaces: number;
  codePoints: number;
  utf16Units: number;
  utf8Bytes: number;
  words: number;
  sentences: number;
  paragraphs: number;
  lines: number;
  /** Whole seconds, rounded up. */
  readingSeconds: number;
  speakingSeconds: number;
  /** The words as counted (lower case), for keyword density. */
  wordList: string[];
}

const PIECE = 8_000;
const WHITESPACE = /^\s+$/u;
const JOINERS = new Set(["-", "\u2010", "\u2011", "'", "\u2019"]);
const HAS_TEXT = /[\p{L}\p{N}]/u;
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029\u0085\u000b\u000c]/;
/**
 * A URL (a scheme and ://, or www.) or an e-mail address, each one word. Neither contains a space, so none runs across
 * two pieces. A match starts only where a run of ASCII letters and digits starts (the lookbehinds), so the scan stays
 * linear; it stops before sentence punctuation (see https://example.com.) and before Chinese, Japanese, Korean and
 * Thai text, which is written without spaces after a link. E-mail addresses are ASCII (internationalised ones are left
 * to the segmenter, as before).
 */
const LINK =
  /(?<![a-z\d+.-])(?:[a-z][a-z\d+.-]*:\/\/|www\.)[^\s<>"\p{Ideographic}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}\u3000-\u303f\uff00-\uffef]*[^\s<>".,;:!?'’”)\]}\p{Ideographic}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}\u3000-\u303f\uff00-\uffef]|(?<![a-z\d._%+-])[a-z\d._%+-]+@[a-z\d-]+(?:\.[a-z\d-]+)+/giu;

/** Cuts text into pieces of about PIECE units at line breaks, or before a space in an over-long line. */
export function pieces(text: string, size = PIECE): string[] {
  const out: string[] = [];
  let start = 0;
  while (text.length - start > size) {
    let cut = text.lastIndexOf("\n", start + size);
    if (cut >= start) cut += 1;
    else {
      cut = text.lastIndexOf(" ", start + size);
      if (cut <= start) {
        // No line break or space in the window: the next one after it (linear, and still a safe boundary).
        const nl = text.indexOf("\n", start + size);
        const sp = text.indexOf(" ", start + size);
        const next = Math.min(nl < 0 ? Infinity : nl + 1, sp < 0 ? Infinity : sp);
        cut = Number.isFinite(next) ? next : text.length;
      }
    }
    // Keep "\r\n" together: a piece never ends on "\r" with "\n" next.
    if (text[cut - 1] === "\r" && text[cut] === "\n") cut += 1;
    out.push(text.slice(start, cut));
    start = cut;
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

/** Counting state carried from piece to piece. */
class Counter {
  private readonly graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  private readonly wordSeg = new Intl.Segmenter(undefined, { granularity: "word" });
  private readonly sentenceSeg = new Intl.Segmenter(undefined, { granularity: "sentence" });
  characters = 0;
  charactersNoSpaces = 0;
  codePoints = 0;
  utf8Bytes = 0;
  sentences = 0;
  words: string[] = [];
  private afterWord = false;
  private joined = false;

  add(piece: string) {
    this.addCharacters(piece);
    this.addWords(piece);
    for (const { segment } of this.sentenceSeg.segment(piece)) if (HAS_TEXT.test(segment)) this.sentences++;
  }

  private addCharacters(piece: string) {
    for (const { segment } of this.graphemes.segment(piece)) {
      this.characters++;
      if (!WHITESPACE.test(segment)) this.charactersNoSpaces++;
    }
    for (let i = 0; i < piece.length; i++) {
      const c = piece.charCodeAt(i);
      this.codePoints++;
      if (c < 0x80) this.utf8Bytes += 1;
      else if (c < 0x800) this.utf8Bytes += 2;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < piece.length && (piece.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        this.utf8Bytes += 4;
        i++;
      } else this.utf8Bytes += 3; // the BMP, and a lone surrogate, which UTF-8 writes as U+FFFD
    }
  }

  addWords(piece: string) {
    let from = 0;
    for (const link of piece.matchAll(LINK)) {
      this.addSegments(piece.slice(from, link.index));
      this.words.push(link[0].toLocaleLowerCase());
      this.afterWord = false;
      this.joined = false;
      from = link.index + link[0].length;
    }
    this.addSegments(from ? piece.slice(from) : piece);
  }

  private addSegments(text: string) {
    for (const s of this.wordSeg.segment(text)) {
      if (s.isWordLike) {
        const word = s.segment.toLocaleLowerCase();
        const last = this.words.length - 1;
        if (this.afterWord && this.joined && last >= 0) this.words[last] = `${this.words[last]}${this.joinerText}${word}`;
        else this.words.push(word);
        this.afterWord = true;
        this.joined = false;
      } else if (this.afterWord && !this.joined && JOINERS.has(s.segment)) {
        this.joined = true;
        this.joinerText = s.segment;
      } else {
        this.afterWord = false;
        this.joined = false;
      }
    }
  }
  private joinerText = "";
}

function lineCounts(text: string): { lines: number; paragraphs: number } {
  if (!text) return { lines: 0, paragraphs: 0 };
  const lines = text.split(LINE_BREAK);
  let paragraphs = 0;
  let blank = true;
  for (const line of lines) {
    const isBlank = !/\S/.test(line);
    if (!isBlank && blank) paragraphs++;
    blank = isBlank;
  }
  return { lines: lines.length, paragraphs };
}

function finish(text: string, c: Counter): TextStats {
  const { lines, paragraphs } = lineCounts(text);
  const words = c.words.length;
  return {
    characters: c.characters,
    charactersNoSpaces: c.charactersNoSpaces,
    codePoints: c.codePoints,
    utf16Units: text.length,
    utf8Bytes: c.utf8Bytes,
    words,
    sentences: c.sentences,
    paragraphs,
    lines,
    readingSeconds: Math.ceil((words * 60) / READING_WPM),
    speakingSeconds: Math.ceil((words * 60) / SPEAKING_WPM),
    wordList: c.words,
  };
}

/** Counts `text` at once (for short texts and tests). */
export function countText(text: string): TextStats {
  const c = new Counter();
  for (const piece of pieces(text)) c.add(piece);
  return finish(text, c);
}

/** The words of `text` alone, by the same rules as countText (for a word count without the other figures). */
export function countWords(text: string): number {
  const c = new Counter();
  for (const piece of pieces(text)) c.addWords(piece);
  return c.words.length;
}

/**
 * Counts `text` piece by piece, yielding to the browser between pieces after `sliceMs`; resolves null when
 * `cancelled()` turns true (the text changed meanwhile).
 */
export async function countInSlices(text: string, cancelled: () => boolean, sliceMs = 8): Promise<TextStats | null> {
  const c = new Counter();
  let sliceStart = performance.now();
  for (const piece of pieces(text)) {
    c.add(piece);
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (cancelled()) return null;
      sliceStart = performance.now();
    }
  }
  return cancelled() ? null : finish(text, c);
}

/** "45 sec", "3 min 10 sec", "2 h 5 min". */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} sec`;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h) return `${h} h ${m} min`;
  return s ? `${m} min ${s} sec` : `${m} min`;
}
