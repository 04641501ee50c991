import "server-only";
import { checkQr, prepareQr } from "../logic/encode";
import { QrInputError } from "../logic/errors";
import { answerOf, type QrJobAnswer } from "./job-answer";
import { assertScansHere, decodeLogo } from "./render";

/**
 * A CSV batch's check as a heavy-work job (jobs.ts): every row validated with the single code's rules and the design
 * read back once (the page draws and reads back every code before it zips them). Only the first row is drawn (the
 * read-back needs its symbol); the others get checkQr, the same refusals with the same words without choosing a mask,
 * most of a large code's encoding time. Answers the payloads in order, or the first row refused, by its number.
 */
export function run({ contents, options }: { contents: unknown[]; options: unknown }): Promise<QrJobAnswer<string[]>> {
  return answerOf(async () => {
    await decodeLogo((options as { logo?: { image?: unknown } } | undefined)?.logo?.image);
    return contents.map((content, i) => {
      try {
        if (i > 0) return checkQr({ content, options });
        const { qr, options: style } = prepareQr({ content, options });
        assertScansHere(qr, style);
        return qr.payload;
      } catch (error) {
        if (error instanceof QrInputError) throw new QrInputError(`Code ${i + 1} of the batch: ${error.message}`, error.fieldErrors);
        throw error;
      }
    });
  });
}
