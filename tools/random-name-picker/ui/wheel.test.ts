import { describe, expect, it } from "vitest";
import { labelPlacement } from "./wheel";

/** The direction a label's text runs on screen, from its transform's rotations (degrees, clockwise). */
function textDirection(transform: string, rotation: number): number {
  const turns = [...transform.matchAll(/rotate\((-?[\d.]+)\)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  return (((turns + rotation) % 360) + 360) % 360;
}

describe("names on the wheel", () => {
  it("never run upside down where the wheel rests, whatever the slice and the turn", () => {
    const upsideDown: string[] = [];
    for (let rotation = 0; rotation < 3600; rotation += 37) {
      for (let mid = 1; mid < 360; mid += 7) {
        const direction = textDirection(labelPlacement(mid, rotation, 94).transform, rotation);
        // Reading left to right means the text's direction is within a quarter turn of "rightwards" (0°).
        if (direction > 90 && direction < 270) upsideDown.push(`mid ${mid}, turned ${rotation}`);
      }
    }
    expect(upsideDown).toEqual([]);
  });

  it("keeps the right half as it was (ending at the rim) and turns the left half to start at the rim", () => {
    expect(labelPlacement(45, 0, 94)).toEqual({ transform: "rotate(-45) translate(94 0)", textAnchor: "end" });
    expect(labelPlacement(270, 0, 94)).toEqual({ transform: "rotate(180) translate(94 0) rotate(180)", textAnchor: "start" });
    // The same slice, turned a half turn, rests on the right.
    expect(labelPlacement(270, 180, 94).textAnchor).toBe("end");
  });
});
