/** commonmark-spec 0.31.2 (tests only) ships no types: the CommonMark spec's examples. */
declare module "commonmark-spec" {
  export const tests: readonly { markdown: string; html: string; section: string; number: number }[];
  export const text: string;
}
