import { describe, expect, it } from "vitest";
import { applyLineTool, type LineTool } from "./lines";

describe("applyLineTool", () => {
  it.each<[LineTool, string, string, number, number]>([
    ["sort-asc", "pear\napple\nBanana\nfile10\nfile9", "apple\nBanana\nfile9\nfile10\npear", 4, 0],
    ["sort-desc", "b\na\nc", "c\nb\na", 3, 0],
    ["sort-numeric", "10 ten\n-2 minus\nnone\n3.5 x", "-2 minus\n3.5 x\n10 ten\nnone", 4, 0],
    ["reverse", "1\n2\n3", "3\n2\n1", 2, 0],
    ["dedupe", "a\nb\na\nA\nb", "a\nb\nA", 0, 2],
    ["dedupe-ci", "a\nb\na\nA\nb", "a\nb", 0, 3],
    ["remove-empty", "a\n\n  \nb\n", "a\nb", 0, 3],
    ["trim-end", "a  \n b\t\nc", "a\n b\nc", 2, 0],
    ["trim", "  a  \n\tb", "a\nb", 2, 0],
    ["upper", "straße ß", "STRASSE SS", 1, 0],
    ["lower", "ÀB\nC", "àb\nc", 2, 0],
    ["title", "the QUICK brown fox's den\nl'été", "The Quick Brown Fox's Den\nL'été", 2, 0],
    ["sentence", "HELLO there. how ARE you?\nfine! thanks", "Hello there. How are you?\nFine! Thanks", 2, 0],
  ])("%s", (tool, input, expected, changed, removed) => {
    expect(applyLineTool(input, tool)).toEqual({ text: expected, changed, removed });
  });

  it("leaves text alone when nothing applies", () => {
    expect(applyLineTool("a\nb", "dedupe")).toEqual({ text: "a\nb", changed: 0, removed: 0 });
  });
});
