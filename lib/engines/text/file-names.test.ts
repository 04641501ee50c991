import { describe, expect, it } from "vitest";
import { safeBaseName, ZipEntryNames } from "./file-names";

describe("safeBaseName: ZIP entry names from names a browser sent", () => {
  it.each([
    ["../../x.png", "x.png"],
    ["../../../../tmp/evil.png", "evil.png"],
    ["/etc/cron.d/x.png", "x.png"],
    ["C:\\Windows\\x.png", "x.png"],
    ["C:x.png", "C-x.png"],
    ["..\\..\\x.png", "x.png"],
    ["a\u0000b.png", "ab.png"],
    ["a\nb\r.png", "ab.png"],
    ["invoice\u202Egnp.exe", "invoicegnp.exe"],
    ["\u2066x\u2069.png", "x.png"],
    ["photo.png", "photo.png"],
    ["Ünïcødé 写真.png", "Ünïcødé 写真.png"],
    ["  spaced .png ", "spaced .png"],
  ])("%j → %j", (name, expected) => {
    expect(safeBaseName(name, "file")).toBe(expected);
  });

  it.each(["", "..", ".", "/", "../..", "\u0000", "\u202E", "dir/", "...", " "])("%j (nothing left) → the fallback", (name) => {
    expect(safeBaseName(name, "image.png")).toBe("image.png");
  });

  it("never leaves a separator, a control character or a leading dot, whatever the input", () => {
    const samples = ["../a/../../b", "\\\\server\\share\\c", "a/b\\c/..", "x\u0085y", "\u007f.png", ".hidden", "a\u200Bb"];
    for (const sample of samples) {
      const name = safeBaseName(sample, "f");
      expect(name).not.toMatch(/[/\\\u0000-\u001f\u007f-\u009f\u200b\u202e]/);
      expect(name).not.toMatch(/^\.|^$/);
    }
  });

  it("shortens a very long name and keeps its extension", () => {
    const name = safeBaseName(`${"a".repeat(500)}.png`, "f");
    expect(name.length).toBeLessThanOrEqual(150);
    expect(name.endsWith(".png")).toBe(true);
  });
});

describe("ZipEntryNames: duplicates are numbered", () => {
  it("numbers repeats, also of names that differ only in case or only in their folder part", () => {
    const names = new ZipEntryNames();
    expect(["a.png", "a.png", "../a.png", "A.PNG", "/etc/a.png", "b", "b", ""].map((n) => names.add(n, "image.png"))).toEqual([
      "a.png",
      "a (2).png",
      "a (3).png",
      "A (4).PNG",
      "a (5).png",
      "b",
      "b (2)",
      "image.png",
    ]);
  });

  it("does not hand out a number a later real name already has", () => {
    const names = new ZipEntryNames();
    expect(names.add("a (2).png")).toBe("a (2).png");
    expect(names.add("a.png")).toBe("a.png");
    expect(names.add("a.png")).toBe("a (3).png");
  });
});
