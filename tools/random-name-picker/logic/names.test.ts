import { describe, expect, it } from "vitest";
import { chiSquareUniform } from "@/lib/engines/random/chi-square";
import { seededSource } from "@/lib/engines/random/seeded";
import { angleUnderPointer, checkDraw, checkTeams, classroomPick, makeTeams, parseNames, pickWinners, slices, spinTarget, type Entry } from "./names";

const list = (text: string) => {
  const parsed = parseNames(text);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
};
const plain = (n: number): Entry[] => Array.from({ length: n }, (_, i) => ({ name: `N${i}`, weight: 1 }));

describe("the list", () => {
  it.each([
    ["Alice x3", { name: "Alice", weight: 3 }],
    ["Alice ×3", { name: "Alice", weight: 3 }],
    ["Alice X 3", { name: "Alice", weight: 3 }],
    ["Alice, 3", { name: "Alice", weight: 3 }],
    ["Alice\t3", { name: "Alice", weight: 3 }],
    ["Max3", { name: "Max3", weight: 1 }],
    ["Room 101", { name: "Room 101", weight: 1 }],
    ["Alex", { name: "Alex", weight: 1 }],
    ["  Bo  ", { name: "Bo", weight: 1 }],
  ])("%j reads as %j", (line, entry) => {
    expect(list(line).entries).toEqual([entry]);
  });

  it("merges duplicates (any case), adding their weights, and says which", () => {
    expect(list("Ann\nbo\nANN\nBo x2\nCy")).toEqual({
      entries: [{ name: "Ann", weight: 2 }, { name: "bo", weight: 3 }, { name: "Cy", weight: 1 }],
      duplicates: [{ name: "Ann", times: 2 }, { name: "bo", times: 2 }],
    });
  });

  it("refuses out-of-range weights, long names and long lists", () => {
    expect(parseNames("Ann x0")).toEqual({ error: "“Ann” has weight 0: weights are whole numbers from 1 to 100." });
    expect(parseNames("Ann x101")).toEqual({ error: "“Ann” has weight 101: weights are whole numbers from 1 to 100." });
    expect(parseNames("a".repeat(101))).toMatchObject({ error: expect.stringContaining("Names are up to 100 characters") });
    expect(parseNames(Array.from({ length: 1001 }, (_, i) => `P${i}`).join("\n"))).toEqual({ error: "Up to 1,000 names: “P1000” is name 1,001. Remove some, or split the list." });
    expect(list(Array.from({ length: 1000 }, (_, i) => `P${i}`).join("\n")).entries).toHaveLength(1000);
  });

  it.each([
    [plain(0), 1, "Add at least 2 names."],
    [plain(1), 1, "Add at least 2 names."],
    [plain(3), 5, "You asked for 5 winners but have 3 names."],
    [plain(3), 0, "Pick at least 1 winner."],
    [plain(3), 3, null],
  ])("checkDraw(%#) → %s", (entries, winners, message) => {
    expect(checkDraw(entries, winners)).toBe(message);
  });
});

describe("picking", () => {
  it("over 10⁵ picks each of 10 names gets about 1/10 (chi-square p > 0.001)", () => {
    const source = seededSource("fair");
    const entries = plain(10);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) counts[Number(pickWinners(entries, 1, source)[0]!.slice(1))]! += 1;
    expect(chiSquareUniform(counts).p).toBeGreaterThan(0.001);
  });

  it("weights: Alice x3 against Bob wins 3 times in 4 (10⁵ picks, chi-square p > 0.001)", () => {
    const source = seededSource("weights");
    const entries = list("Alice x3\nBob").entries;
    let alice = 0;
    for (let i = 0; i < 100_000; i++) if (pickWinners(entries, 1, source)[0] === "Alice") alice++;
    // Against expected 75,000 / 25,000: as four equal bins of a quarter each.
    expect(chiSquareUniform([alice / 3, alice / 3, alice / 3, 100_000 - alice]).p).toBeGreaterThan(0.001);
  });

  it("pick 3 of 5 gives 3 different names, weighted or not", () => {
    const source = seededSource("three");
    for (let i = 0; i < 200; i++) {
      expect(new Set(pickWinners(plain(5), 3, source)).size).toBe(3);
      expect(new Set(pickWinners(list("A x5\nB\nC x2\nD\nE").entries, 3, source)).size).toBe(3);
    }
  });

  it("remove-winner never repeats: picking and removing empties the list with each name once", () => {
    const source = seededSource("remove");
    let entries = plain(12);
    const seen: string[] = [];
    while (entries.length > 0) {
      const [w] = pickWinners(entries, 1, source);
      seen.push(w!);
      entries = entries.filter((e) => e.name !== w);
    }
    expect(new Set(seen).size).toBe(12);
  });

  it("classroom mode: nobody twice until everyone has been, then a new round", () => {
    const source = seededSource("class");
    const names = plain(7).map((e) => e.name);
    let picked: string[] = [];
    for (let round = 0; round < 3; round++) {
      const order: string[] = [];
      for (let i = 0; i < 7; i++) {
        const next = classroomPick(names, picked, source);
        expect(next.newRound).toBe(round > 0 && i === 0);
        order.push(next.winner);
        picked = next.picked;
      }
      expect(new Set(order).size).toBe(7);
    }
  });

  it("teams have balanced sizes and hold everyone once", () => {
    const names = plain(11).map((e) => e.name);
    const teams = makeTeams(names, 3, seededSource("teams"));
    expect(teams.map((t) => t.length).sort()).toEqual([3, 4, 4]);
    expect(teams.flat().sort()).toEqual([...names].sort());
    expect(checkTeams(3, 4)).toBe("You asked for 4 teams but have 3 names: at most 3 teams.");
    expect(checkTeams(5, 1)).toBe("Make at least 2 teams.");
  });
});

describe("the wheel", () => {
  it("slices cover the circle in proportion to weight", () => {
    const arcs = slices(list("A x2\nB\nC").entries);
    expect(arcs).toEqual([{ start: 0, end: 180 }, { start: 180, end: 270 }, { start: 270, end: 360 }]);
  });

  it("the final angle is inside the winner's slice, for every slice, offset and starting rotation", () => {
    for (const n of [2, 3, 7, 100, 1000]) {
      const arcs = slices(plain(n));
      for (const [i, arc] of arcs.entries()) {
        if (n >= 100 && i % 37 !== 0) continue;
        for (const offset of [0, 0.25, 0.5, 0.999]) {
          for (const current of [0, 123.4, 3600 + 17, -90]) {
            const target = spinTarget(arc, current, 5, offset);
            expect(target - current).toBeGreaterThanOrEqual(360 * 4);
            const at = angleUnderPointer(target);
            expect(at, `${n}/${i}/${offset}/${current}`).toBeGreaterThan(arc.start);
            expect(at).toBeLessThan(arc.end);
          }
        }
      }
    }
  });

  it("reads the pointer's angle: a wheel turned by 90° shows the slice at 270°", () => {
    expect(angleUnderPointer(90)).toBe(270);
    expect(angleUnderPointer(360 * 3)).toBe(0);
    expect(angleUnderPointer(-90)).toBe(90);
  });
});
