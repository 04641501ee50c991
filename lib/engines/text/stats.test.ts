import { describe, expect, it } from "vitest";
import { countText, countWords, duration, pieces } from "./stats";

describe("characters as people see them", () => {
  it.each([
    // text, graphemes, code points, UTF-16 units, UTF-8 bytes
    ["", 0, 0, 0, 0],
    ["hello", 5, 5, 5, 5],
    ["café", 4, 4, 4, 5], // precomposed é
    ["cafe\u0301", 4, 5, 5, 6], // decomposed: e + combining acute — 4 characters, 6 bytes
    ["👍", 1, 1, 2, 4],
    ["👍🏽", 1, 2, 4, 8], // skin tone modifier
    ["👨‍👩‍👧‍👦", 1, 7, 11, 25], // ZWJ family
    ["🏳️‍🌈", 1, 4, 6, 14], // rainbow flag: flag, VS16, ZWJ, rainbow
    ["🇯🇵", 1, 2, 4, 8], // regional indicator pair
    ["🇯🇵🇫🇷", 2, 4, 8, 16],
    ["1️⃣", 1, 3, 3, 7], // keycap
    ["a\u0308\u0301\u0323", 1, 4, 4, 7], // a letter with three combining marks
    ["日本語", 3, 3, 3, 9],
    ["한국어", 3, 3, 3, 9],
    ["\r\n", 1, 2, 2, 2], // CR LF is one character
    ["a\uD800b", 3, 3, 3, 5], // a lone surrogate is written as U+FFFD (3 bytes)
  ])("%j: %i characters, %i code points, %i UTF-16 units, %i bytes", (text, graphemes, codePoints, units, bytes) => {
    const s = countText(text);
    expect([s.characters, s.codePoints, s.utf16Units, s.utf8Bytes]).toEqual([graphemes, codePoints, units, bytes]);
    expect(s.utf8Bytes).toBe(new TextEncoder().encode(text).length);
  });

  it("counts characters without spaces", () => {
    const s = countText("a b\tc\n d\u00a0e");
    expect(s.characters).toBe(10);
    expect(s.charactersNoSpaces).toBe(5);
  });
});

describe("words", () => {
  it.each([
    ["", 0],
    ["  Hello   world  ", 2],
    [" hello", 1],
    ["don't stop-believing 3.14 e-mail", 4], // contractions and hyphenated words are one word, as in a word processor
    ["It’s a well‐known fact", 4], // typographic apostrophe and U+2010 hyphen
    ["rock - paper", 2], // a spaced dash joins nothing
    ["one—two", 2], // an em dash separates
    ["Hello, world! 👋 🇯🇵", 2], // emoji are not words
    ["e.g. U.S.A. 1,000,000", 3],
    ["Ünïcödé wörds naïve", 3],
    // A URL or an e-mail address is one word, as in Word and Google Docs; sentence punctuation after it is not part of it.
    ["Read https://utilify.example/docs/getting-started now", 3],
    ["Write to a.b@c.org today", 4],
    ["See www.example.com/a?b=1&c=2, or (https://example.com/x).", 4],
    ["Mail first.last+tag@sub.example.co.uk.", 2],
    ["a@b not-an-address @handle", 4], // no dot after @: the segmenter's words
  ])("%j → %i words", (text, words) => {
    expect(countText(text).words).toBe(words);
  });

  it("lists a URL or an e-mail address as one word, in lower case; reading time follows", () => {
    const stats = countText("Read HTTPS://Utilify.example/Docs now, or write to A.B@c.org");
    expect(stats.wordList).toEqual(["read", "https://utilify.example/docs", "now", "or", "write", "to", "a.b@c.org"]);
    expect(stats.readingSeconds).toBe(Math.ceil((7 * 60) / 238));
  });

  it("a link does not swallow Chinese or Japanese text written after it", () => {
    const zh = countText("请访问https://example.com/a然后联系a@b.cn谢谢");
    expect(zh.wordList).toContain("https://example.com/a");
    expect(zh.wordList).toContain("a@b.cn");
  });

  it("counts Chinese, Japanese and Thai by dictionary words, not as one long word", () => {
    const zh = countText("我爱北京天安门");
    expect(zh.words).toBeGreaterThan(1);
    expect(zh.words).toBeLessThan(7);
    const ja = countText("日本語を勉強しています");
    expect(ja.words).toBeGreaterThan(2);
    expect(ja.words).toBeLessThan(11);
    expect(countText("김민준은 학생입니다").words).toBe(2); // Korean spaces its words
  });
});

describe("sentences, paragraphs and lines", () => {
  it.each([
    ["", 0, 0, 0],
    ["One sentence.", 1, 1, 1],
    ["One. Two! Three? Four", 4, 1, 1],
    ["First paragraph.\n\nSecond paragraph, line one.\nLine two.", 3, 2, 4],
    ["a\n\n\n\nb\n", 2, 2, 6],
    ["  \n\n  ", 0, 0, 3],
    ["a\r\nb\rc", 3, 1, 3],
    ["今日は晴れです。明日は雨です。", 2, 1, 1],
  ])("%j: %i sentences, %i paragraphs, %i lines", (text, sentences, paragraphs, lines) => {
    const s = countText(text);
    expect([s.sentences, s.paragraphs, s.lines]).toEqual([sentences, paragraphs, lines]);
  });
});

describe("reading and speaking time", () => {
  it("uses 238 wpm reading and 183 wpm aloud, rounded up to the second", () => {
    const s = countText(Array.from({ length: 238 }, () => "word").join(" "));
    expect(s.readingSeconds).toBe(60);
    expect(s.speakingSeconds).toBe(Math.ceil((238 * 60) / 183));
  });
  it.each([
    [0, "0 sec"],
    [45, "45 sec"],
    [60, "1 min"],
    [190, "3 min 10 sec"],
    [7500, "2 h 5 min"],
  ])("duration(%i) = %s", (seconds, text) => {
    expect(duration(seconds)).toBe(text);
  });
});

describe("long texts", () => {
  it("are cut into pieces at line breaks or before spaces, and count the same as whole", () => {
    const text = "Hello world, don't stop-believing 3.14 e-mail. 日本語を勉強しています。 👨‍👩‍👧‍👦 🇯🇵 cafe\u0301\r\n\r\n".repeat(400);
    const cut = pieces(text, 500);
    expect(cut.join("")).toBe(text);
    expect(cut.length).toBeGreaterThan(10);
    for (const p of cut.slice(0, -1)) expect(p.endsWith("\n") || text[text.indexOf(p) + p.length] === " " || p.endsWith("\r\n")).toBe(true);
    const line = "word ".repeat(5000);
    expect(pieces(line, 1000).every((p, i, all) => i === all.length - 1 || p.length <= 1000)).toBe(true);
    const whole = countText(text);
    expect(whole.words).toBe(400 * 10 + whole.words - 400 * 10); // sanity: defined
    const unit = countText(text.slice(0, text.length / 400));
    expect(whole.characters).toBe(unit.characters * 400);
    expect(whole.words).toBe(unit.words * 400);
    expect(whole.sentences).toBe(unit.sentences * 400);
    expect(whole.paragraphs).toBe(400);
  });
});

describe("countWords", () => {
  it("counts words as countText does", () => {
    for (const text of ["don't stop-believing 3.14 e-mail", "👨‍👩‍👧‍👦", "日本語の文章です。", "Lorem ipsum dolor sit amet, consectetur.", ""]) {
      expect(countWords(text)).toBe(countText(text).words);
    }
  });
});
