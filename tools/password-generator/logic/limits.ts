/** Limits quoted by the page's words (the checks live in pin.ts and passphrase.ts). */
export { PIN_MAX, PIN_MIN } from "./pin";
export { WORDS_MAX, WORDS_MIN } from "./passphrase";
import { WORDS_MAX, WORDS_MIN } from "./passphrase";
export const WORDS_MAX_TEXT = `${WORDS_MIN}–${WORDS_MAX} words`;
