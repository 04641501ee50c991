import { describe, expect, it } from "vitest";
import { folderCycles, unitOf, type FolderGraph } from "./lib-cycles";

function graph(edges: Record<string, string[]>): FolderGraph {
  return new Map(Object.entries(edges).map(([from, tos]) => [from, new Map(tos.map((to) => [to, `${from} -> ${to}`]))]));
}

describe("lib folder cycles", () => {
  it("names a folder, or a root file without its extension; lib/generated is not a unit", () => {
    expect(unitOf("lib/domain/auth/session.ts")).toBe("domain/auth");
    expect(unitOf("lib/platform/forms/action-result.ts")).toBe("platform/forms");
    expect(unitOf("lib/platform/errors.ts")).toBe("platform/errors");
    expect(unitOf("lib/domain/legal.ts")).toBe("domain/legal");
    expect(unitOf("lib/generated/prisma/client.ts")).toBeNull();
    expect(unitOf("components/x.tsx")).toBeNull();
  });

  it("finds direct and indirect loops, and nothing in a graph without one", () => {
    expect(folderCycles(graph({ a: ["b"], b: ["c"], c: [] }))).toEqual([]);
    expect(folderCycles(graph({ a: ["b"], b: ["a"] }))).toEqual([{ units: ["a", "b"], imports: ["a -> b", "b -> a"] }]);
    expect(folderCycles(graph({ a: ["b"], b: ["c"], c: ["a"], d: ["a"] })).map((c) => c.units)).toEqual([["a", "b", "c"]]);
  });
});
