import { describe, expect, it } from "vitest";
import { convertCase, droppedCharacters, droppedNote, IDENTIFIER_CASES, words } from "./case";

/**
 * References: the Unicode case mappings (UnicodeData.txt and SpecialCasing.txt: ß → SS, final sigma, the Turkish and
 * Azerbaijani i/İ and ı/I pairs, İ → i + U+0307 outside those languages) and the Chicago Manual of Style's title-case
 * rule (articles, coordinating conjunctions and short prepositions lower case unless first or last).
 */

describe("UPPER and lower case (Unicode SpecialCasing)", () => {
  it("German ß upper-cases to SS", () => {
    expect(convertCase("Straße", "upper")).toBe("STRASSE");
    expect(convertCase("Fußball-Größe", "upper")).toBe("FUSSBALL-GRÖSSE");
  });

  it("Turkish: i ↔ İ and ı ↔ I with the language chosen; the default mapping without it", () => {
    expect(convertCase("istanbul ılık", "upper", "tr")).toBe("İSTANBUL ILIK");
    expect(convertCase("istanbul ılık", "upper", "az")).toBe("İSTANBUL ILIK");
    expect(convertCase("istanbul", "upper", "en")).toBe("ISTANBUL");
    expect(convertCase("DİYARBAKIR", "lower", "tr")).toBe("diyarbakır");
    // Outside Turkish, capital İ lower-cases to i followed by U+0307 COMBINING DOT ABOVE (SpecialCasing.txt).
    expect(convertCase("İ", "lower", "en")).toBe("i\u0307");
  });

  it("Greek capital sigma becomes final ς at the end of a word", () => {
    expect(convertCase("ΟΔΟΣ ΣΟΦΙΑΣ", "lower")).toBe("οδος σοφιας".replace(/σ(?= |$)/g, "ς"));
  });

  it("keeps everything that is not a letter as it was", () => {
    expect(convertCase("Price: €12.50 (net)\n2nd line 😀", "upper")).toBe("PRICE: €12.50 (NET)\n2ND LINE 😀");
  });
});

describe("Title Case (Chicago small words, English)", () => {
  it.each([
    ["the lord of the rings", "The Lord of the Rings"],
    ["A TALE OF TWO CITIES", "A Tale of Two Cities"],
    ["what is it for", "What Is It For"],
    ["star wars: a new hope", "Star Wars: A New Hope"],
    ["well-known facts about the self-made man", "Well-Known Facts About the Self-Made Man"],
    ["  two  spaces\nand a line  ", "  Two  Spaces\nand a Line  "],
    ["straße der einheit", "Straße Der Einheit"],
  ])("%j → %j", (input, expected) => {
    expect(convertCase(input, "title", "en")).toBe(expected);
  });

  it("small words are English: other languages capitalise every word", () => {
    expect(convertCase("the lord of the rings", "title", "other")).toBe("The Lord Of The Rings");
  });

  it("a word starting with ß takes the title form Ss; Turkish i takes a dot", () => {
    expect(convertCase("ßa", "title", "other")).toBe("Ssa");
    expect(convertCase("izmir ısparta", "title", "tr")).toBe("İzmir Isparta");
  });
});

describe("Sentence case", () => {
  it("capitalises each sentence's first letter and the pronoun I", () => {
    expect(convertCase("HELLO WORLD. THIS IS WHAT I'M SAYING! i think so? \"yes,\" she said.", "sentence", "en")).toBe(
      "Hello world. This is what I'm saying! I think so? \"Yes,\" she said.",
    );
  });

  it("starts again after a blank line, not after a plain line break or a number", () => {
    expect(convertCase("first LINE\nsecond line\n\nNEW PARAGRAPH at 3AM", "sentence", "en")).toBe("First line\nsecond line\n\nNew paragraph at 3am");
  });

  it("sentence starts after spaces and openings, not after other marks, whatever the run of spaces", () => {
    expect(convertCase("  ¿qué? «sí». 3 apples. (one) two", "sentence", "other")).toBe("  ¿Qué? «Sí». 3 apples. (One) two");
    expect(convertCase("a." + " ".repeat(100_000) + "b", "sentence", "en")).toBe("A." + " ".repeat(100_000) + "B");
    expect(convertCase("end.\n \n next", "sentence", "en")).toBe("End.\n \n Next");
  });

  it("Turkish sentences keep dotless ı and dotted İ", () => {
    expect(convertCase("İYİ AKŞAMLAR. IŞIK", "sentence", "tr")).toBe("İyi akşamlar. Işık");
  });
});

describe("code cases", () => {
  it("splits words on separators and on case changes (XMLHttpRequest → XML Http Request)", () => {
    expect(words("XMLHttpRequest")).toEqual(["XML", "Http", "Request"]);
    expect(words("getHTTPResponse2xx")).toEqual(["get", "HTTP", "Response2xx"]);
    expect(words("  user_id--and.more ")).toEqual(["user", "id", "and", "more"]);
    expect(words("café au lait")).toEqual(["café", "au", "lait"]);
  });

  it.each([
    ["camel", "Hello wonderful world", "helloWonderfulWorld"],
    ["camel", "getHTTPResponse", "getHttpResponse"],
    ["pascal", "user id 2", "UserId2"],
    ["snake", "XMLHttpRequest", "xml_http_request"],
    ["kebab", "  Hello,   World! ", "hello-world"],
    ["constant", "straße öffnen", "STRASSE_ÖFFNEN"],
    ["snake", "already_snake_case", "already_snake_case"],
    ["camel", "kebab-case-name", "kebabCaseName"],
    ["pascal", "", ""],
  ] as const)("%s of %j is %j", (to, input, expected) => {
    expect(convertCase(input, to, "en")).toBe(expected);
  });

  it("Turkish words in camelCase keep their letters", () => {
    expect(convertCase("iş ilanı", "camel", "tr")).toBe("işİlanı");
    expect(convertCase("iş ilanı", "camel", "en")).toBe("işIlanı");
    expect(convertCase("iş ilanı", "constant", "tr")).toBe("İŞ_İLANI");
  });
});

describe("what the code cases leave out (§10: every dropped part is shown)", () => {
  const input = "rocket 🚀 launch ✓ done #tag C++ v2.0";

  it("names each distinct character left out, once, in order: emoji as one grapheme, not code units", () => {
    expect(convertCase(input, "snake", "en")).toBe("rocket_launch_done_tag_c_v2_0");
    expect(droppedCharacters(input)).toEqual(["🚀", "✓", "#", "+", "."]);
    expect(droppedNote(droppedCharacters(input))).toBe("Left out: 🚀 ✓ # + .");
  });

  it("a flag, a skin tone, a family and a keycap are one character each", () => {
    expect(droppedCharacters("a🇯🇵b👍🏽c👨‍👩‍👧‍👦d#️⃣e🇯🇵")).toEqual(["🇯🇵", "👍🏽", "👨‍👩‍👧‍👦", "#️⃣"]);
  });

  it("spaces, underscores and hyphens only separate words: nothing is left out", () => {
    expect(droppedCharacters("already_snake_case kebab-case-name\tHello World\n")).toEqual([]);
    expect(droppedNote(droppedCharacters("XMLHttpRequest café 2"))).toBeNull();
    expect(droppedNote([])).toBeNull();
  });

  it("invisible characters are named by code point", () => {
    expect(droppedCharacters("zero\u200Bwidth soft\u00ADhyphen")).toEqual(["U+200B", "U+00AD"]);
  });

  it("caps the list, saying how many more", () => {
    const many = "!\"#$%&'()*+,./:;<=>?@";
    expect(droppedCharacters(many)).toHaveLength(21);
    expect(droppedNote(droppedCharacters(many))).toBe("Left out: ! \" # $ % & ' ( ) * + , and 9 more");
  });

  it("applies to the identifier cases only", () => {
    expect([...IDENTIFIER_CASES].sort()).toEqual(["camel", "constant", "kebab", "pascal", "snake"]);
    // The other cases keep every character, so there is nothing to report.
    expect(convertCase(input, "upper", "en")).toBe("ROCKET 🚀 LAUNCH ✓ DONE #TAG C++ V2.0");
  });
});
