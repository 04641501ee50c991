import type { Faker } from "@faker-js/faker";

/**
 * The locales of the Name Generator and how each writes a full name. The names themselves come from
 * @faker-js/faker's per-locale data (MIT), imported only when a locale is first used, so none of it is in the page's
 * first load. Name order is ours, not faker's: faker's Vietnamese pattern puts the given name first ("Lan Ngọc
 * Trương"), where Vietnamese writes the family name first ("Trương Lan Ngọc").
 *
 * `middle`: the locale's data has middle names (for Russian and Ukrainian: patronymics), so a full name may carry one.
 * `gendered`: first names are split by sex; `genderedFamily`: family names are too (Иванов / Иванова).
 * logic/locales.test.ts checks these flags against faker's own definitions.
 */
export interface NameLocale {
  id: string;
  label: string;
  order: "given-first" | "family-first";
  /** What joins the parts of a full name: nothing in Chinese and Korean (王伟, 김민준). */
  separator: "" | " ";
  middle: null | "middle name" | "patronymic";
  gendered: boolean;
  genderedFamily: boolean;
  load: () => Promise<Faker>;
}

const pick = (m: { faker: Faker }) => m.faker;

export const NAME_LOCALES: readonly NameLocale[] = [
  { id: "en", label: "English (US)", order: "given-first", separator: " ", middle: "middle name", gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/en").then(pick) },
  { id: "en_IN", label: "English (India)", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/en_IN").then(pick) },
  { id: "ar", label: "Arabic", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/ar").then(pick) },
  { id: "zh_CN", label: "Chinese (Simplified)", order: "family-first", separator: "", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/zh_CN").then(pick) },
  { id: "zh_TW", label: "Chinese (Traditional)", order: "family-first", separator: "", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/zh_TW").then(pick) },
  { id: "cs_CZ", label: "Czech", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: true, load: () => import("@faker-js/faker/locale/cs_CZ").then(pick) },
  { id: "da", label: "Danish", order: "given-first", separator: " ", middle: "middle name", gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/da").then(pick) },
  { id: "nl", label: "Dutch", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/nl").then(pick) },
  { id: "fi", label: "Finnish", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/fi").then(pick) },
  { id: "fr", label: "French", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/fr").then(pick) },
  { id: "de", label: "German", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/de").then(pick) },
  { id: "el", label: "Greek", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/el").then(pick) },
  { id: "he", label: "Hebrew", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/he").then(pick) },
  { id: "hu", label: "Hungarian", order: "family-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/hu").then(pick) },
  { id: "id_ID", label: "Indonesian", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: true, load: () => import("@faker-js/faker/locale/id_ID").then(pick) },
  { id: "it", label: "Italian", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/it").then(pick) },
  { id: "ja", label: "Japanese", order: "family-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/ja").then(pick) },
  { id: "ko", label: "Korean", order: "family-first", separator: "", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/ko").then(pick) },
  { id: "fa", label: "Persian", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/fa").then(pick) },
  { id: "pl", label: "Polish", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/pl").then(pick) },
  { id: "pt_BR", label: "Portuguese (Brazil)", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/pt_BR").then(pick) },
  { id: "ro", label: "Romanian", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/ro").then(pick) },
  { id: "ru", label: "Russian", order: "given-first", separator: " ", middle: "patronymic", gendered: true, genderedFamily: true, load: () => import("@faker-js/faker/locale/ru").then(pick) },
  { id: "es", label: "Spanish", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/es").then(pick) },
  { id: "sv", label: "Swedish", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/sv").then(pick) },
  { id: "th", label: "Thai", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/th").then(pick) },
  { id: "tr", label: "Turkish", order: "given-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/tr").then(pick) },
  { id: "uk", label: "Ukrainian", order: "given-first", separator: " ", middle: "patronymic", gendered: true, genderedFamily: true, load: () => import("@faker-js/faker/locale/uk").then(pick) },
  { id: "vi", label: "Vietnamese", order: "family-first", separator: " ", middle: null, gendered: true, genderedFamily: false, load: () => import("@faker-js/faker/locale/vi").then(pick) },
];

export const DEFAULT_LOCALE = "en";

export function nameLocale(id: string): NameLocale | undefined {
  return NAME_LOCALES.find((l) => l.id === id);
}
