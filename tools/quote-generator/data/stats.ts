/** Written by scripts/build-quotes.ts with quotes.json (checked by logic/dataset.test.ts): page words use these, not the list. */
export const QUOTE_COUNT = 551;
export const AUTHOR_COUNT = 337;
