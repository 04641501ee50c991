import * as fakerData from "@faker-js/faker";
import type { LocaleDefinition } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { defined } from "@/tests/support/defined";
import { EXAMPLE_DOMAINS, fullName, generateNames, type GenerateOptions, type NameRow } from "./generate";
import { NAME_LOCALES, nameLocale } from "./locales";
import { seedWords } from "./seed";

const options = (id: string, extra: Partial<GenerateOptions> = {}): GenerateOptions => ({
  locale: defined(nameLocale(id)),
  sex: "any",
  count: 20,
  middle: false,
  domain: "example.com",
  ...extra,
});

async function batch(id: string, seed: string, extra: Partial<GenerateOptions> = {}): Promise<NameRow[]> {
  const locale = defined(nameLocale(id));
  const faker = await locale.load();
  faker.seed(await seedWords(seed));
  return generateNames(faker, options(id, extra));
}

/** faker's own definitions of a locale (the package's named export, e.g. `ja`). */
function definitions(id: string): LocaleDefinition {
  return defined((fakerData as unknown as Record<string, LocaleDefinition>)[id]);
}

describe("locale table", () => {
  it("has 15+ locales, each with a unique id", () => {
    expect(NAME_LOCALES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(NAME_LOCALES.map((l) => l.id)).size).toBe(NAME_LOCALES.length);
  });

  it.each(NAME_LOCALES.map((l) => [l.id, l] as const))("%s: its flags match faker's own data", (id, locale) => {
    const person = defined(definitions(id).person);
    expect(person.first_name, "first names").toBeDefined();
    expect(person.last_name, "last names").toBeDefined();
    const first = person.first_name as { female?: string[]; male?: string[] };
    const last = person.last_name as { female?: string[]; male?: string[] };
    expect(Boolean(first.female?.length && first.male?.length)).toBe(locale.gendered);
    expect(Boolean(last.female?.length && last.male?.length)).toBe(locale.genderedFamily);
    expect(person.middle_name !== undefined).toBe(locale.middle !== null);
  });

  it.each([
    ["ja", "family-first", " "],
    ["zh_CN", "family-first", ""],
    ["zh_TW", "family-first", ""],
    ["ko", "family-first", ""],
    ["hu", "family-first", " "],
    ["vi", "family-first", " "],
    ["en", "given-first", " "],
    ["de", "given-first", " "],
    ["ru", "given-first", " "],
  ])("%s writes names %s, joined by %j", (id, order, separator) => {
    const locale = defined(nameLocale(id));
    expect(locale.order).toBe(order);
    expect(locale.separator).toBe(separator);
  });
});

describe("fullName", () => {
  it.each([
    ["en", "Anna", null, "Smith", "Anna Smith"],
    ["en", "Anna", "Marie", "Smith", "Anna Marie Smith"],
    ["ja", "あゆみ", null, "古谷", "古谷 あゆみ"],
    ["zh_CN", "伟", null, "王", "王伟"],
    ["ko", "민준", null, "김", "김민준"],
    ["hu", "Anna", null, "Kovács", "Kovács Anna"],
    ["vi", "Lan Ngọc", null, "Trương", "Trương Lan Ngọc"],
    ["ru", "Иван", "Иванович", "Петров", "Иван Иванович Петров"],
  ])("%s: %s %s %s → %s", (id, given, middle, family, expected) => {
    expect(fullName(defined(nameLocale(id)), given, middle, family)).toBe(expected);
  });
});

describe("generateNames", () => {
  it("gives exactly the count asked for (1, 50, 100)", async () => {
    for (const count of [1, 50, 100]) expect(await batch("en", "n", { count })).toHaveLength(count);
  });

  it("the same seed gives the same names; another seed gives others", async () => {
    const a = await batch("de", "42");
    const b = await batch("de", "42");
    const c = await batch("de", "43");
    expect(a).toEqual(b);
    expect(c.map((r) => r.full)).not.toEqual(a.map((r) => r.full));
  });

  it("the first N names of a larger batch are the batch of N (and the view changes nothing)", async () => {
    const ten = await batch("fr", "prefix", { count: 10 });
    const thirty = await batch("fr", "prefix", { count: 30 });
    expect(thirty.slice(0, 10).map((r) => r.full)).toEqual(ten.map((r) => r.full));
  });

  it.each(["en", "de", "ja", "ru", "cs_CZ", "vi"])("%s: female draws only from the female list, male only from the male", async (id) => {
    const person = defined(definitions(id).person);
    const first = person.first_name as { female: string[]; male: string[] };
    const female = await batch(id, "f", { sex: "female", count: 100 });
    const male = await batch(id, "m", { sex: "male", count: 100 });
    for (const row of female) {
      expect(row.sex).toBe("female");
      expect(first.female).toContain(row.given);
    }
    for (const row of male) {
      expect(row.sex).toBe("male");
      expect(first.male).toContain(row.given);
    }
  });

  it("gendered family names agree with the person's sex (Russian: Иванов / Иванова)", async () => {
    const last = defined(definitions("ru").person).last_name as { female: string[]; male: string[] };
    for (const row of await batch("ru", "any", { count: 100 })) {
      expect(row.sex === "female" ? last.female : last.male).toContain(row.family);
    }
  });

  it("'any' gives both sexes over a batch", async () => {
    const sexes = new Set((await batch("en", "mix", { count: 100 })).map((r) => r.sex));
    expect(sexes).toEqual(new Set(["female", "male"]));
  });

  it("Japanese puts the family name first, with a space", async () => {
    const family = (defined(definitions("ja").person).last_name as { generic: string[] }).generic;
    for (const row of await batch("ja", "42")) {
      expect(row.full).toBe(`${row.family} ${row.given}`);
      expect(family).toContain(row.family);
    }
  });

  it("Vietnamese puts the family name first (faker's own pattern does not)", async () => {
    const family = (defined(definitions("vi").person).last_name as { generic: string[] }).generic;
    for (const row of await batch("vi", "7")) {
      expect(family).toContain(row.full.split(" ")[0]);
      expect(row.full).toBe(`${row.family} ${row.given}`);
    }
  });

  it("middle names and patronymics only where the locale has them, and only when asked", async () => {
    for (const row of await batch("ru", "p", { middle: true, sex: "male" })) {
      expect(row.middle).toMatch(/(ович|евич|ич)$/);
      expect(row.full).toBe(`${row.given} ${row.middle} ${row.family}`);
    }
    for (const row of await batch("ru", "p", { middle: false })) expect(row.middle).toBeNull();
    for (const row of await batch("ja", "p", { middle: true })) expect(row.middle).toBeNull();
  });

  it("asking for a middle name does not change who is drawn", async () => {
    const plain = await batch("en", "same", { middle: false });
    const middle = await batch("en", "same", { middle: true });
    expect(middle.map((r) => [r.given, r.family])).toEqual(plain.map((r) => [r.given, r.family]));
  });
});

describe("usernames and e-mails", () => {
  it.each(EXAMPLE_DOMAINS.map((d) => [d]))("every e-mail is on %s, whatever the locale", async (domain) => {
    for (const locale of NAME_LOCALES) {
      for (const row of await batch(locale.id, `mail-${domain}`, { domain, count: 30 })) {
        expect(row.email).toBe(`${row.username}@${domain}`);
        expect(row.email.split("@")[1]).toBe(domain);
      }
    }
  });

  it("no other domain can appear: faker's own free-mail providers never reach the rows", async () => {
    const seen = new Set<string>();
    for (const locale of NAME_LOCALES) {
      for (const row of await batch(locale.id, "domains", { count: 100 })) seen.add(defined(row.email.split("@")[1]));
    }
    expect([...seen]).toEqual(["example.com"]);
  });

  it("usernames are ASCII handles, unique within a batch, and made from the name where it can be spelled in Latin", async () => {
    for (const locale of NAME_LOCALES) {
      const rows = await batch(locale.id, "users", { count: 100 });
      const names = rows.map((r) => r.username);
      expect(new Set(names).size, locale.id).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^[a-z0-9][a-z0-9._-]*$/);
    }
    const de = await batch("de", "users", { count: 5 });
    for (const row of de) {
      const plain = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z]/g, "");
      expect(plain(row.username)).toContain(plain(row.given).slice(0, 2));
    }
    for (const row of await batch("ja", "users", { count: 10 })) expect(row.username).toMatch(/^user\d{6}\d*$/);
  });
});
