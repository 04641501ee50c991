import { describe, expect, it } from "vitest";
import { smsInfo } from "./sms";

describe("SMS segments", () => {
  it.each([
    // text, encoding, units, segments, remaining
    ["", "GSM-7", 0, 0, 160],
    ["Hello", "GSM-7", 5, 1, 155],
    ["a".repeat(160), "GSM-7", 160, 1, 0],
    ["a".repeat(161), "GSM-7", 161, 2, 145], // 153 + 8
    ["a".repeat(306), "GSM-7", 306, 2, 0],
    ["a".repeat(307), "GSM-7", 307, 3, 152],
    ["€".repeat(80), "GSM-7", 160, 1, 0], // the euro sign is an extension character: 2 septets
    ["€".repeat(81), "GSM-7", 162, 2, 143], // part one holds 76 (152 septets): the 77th pair would not fit
    ["a" + "€".repeat(76) + "b", "GSM-7", 154, 1, 6],
    // 152 septets then an escape pair: the pair doesn't fit in part one's last septet, so it moves whole to part two.
    ["a".repeat(152) + "€" + "a".repeat(7), "GSM-7", 161, 2, 144],
    ["{}[]~\\|^", "GSM-7", 16, 1, 144],
    ["Ça coûte 5 € à Zürich", "UCS-2", 21, 1, 49], // û is not in GSM-7: the whole message goes UCS-2
    ["ÄÖÑÜäöñüàèéùìòÇØøÅåÆæßÉ¡¿§£¥@$", "GSM-7", 30, 1, 130],
    ["Hi 👋", "UCS-2", 5, 1, 65], // the emoji takes two UTF-16 units
    ["a".repeat(70).replace(/a$/, "ш"), "UCS-2", 70, 1, 0],
    ["ш".repeat(71), "UCS-2", 71, 2, 63],
    ["ш".repeat(134), "UCS-2", 134, 2, 0],
    ["ш".repeat(135), "UCS-2", 135, 3, 66],
    // A surrogate pair is never split: 66 units, then the emoji moves whole to the next part.
    ["ш".repeat(66) + "😀" + "ш", "UCS-2", 69, 1, 1],
    ["ш".repeat(66) + "😀" + "ш".repeat(5), "UCS-2", 73, 2, 60],
  ])("%j → %s, %i units, %i segments, %i left", (text, encoding, units, segments, remaining) => {
    const info = smsInfo(text);
    expect([info.encoding, info.units, info.segments, info.remaining]).toEqual([encoding, units, segments, remaining]);
  });

  it("names the characters that forced UCS-2 and those that cost two", () => {
    expect(smsInfo("Ça coûte 5 €").nonGsm).toEqual(["û"]);
    expect(smsInfo("5 € [x]").extended).toEqual(["€", "[", "]"]);
    expect(smsInfo("😀 and ш").nonGsm).toEqual(["😀", "ш"]);
  });
});
