import "server-only";
import { prepareQr, type PreparedQr } from "../logic/encode";
import { answerOf, type QrJobAnswer } from "./job-answer";
import { assertScansHere, decodeRequestLogo } from "./render";

/**
 * One code's whole check as a heavy-work job (jobs.ts): the logo decoded, the request validated and encoded (mask
 * selection for a version-40 code is up to a tenth of a second), and the design read back (a quarter of a second).
 */
export function run({ input }: { input: unknown }): Promise<QrJobAnswer<PreparedQr>> {
  return answerOf(async () => {
    await decodeRequestLogo(input);
    const prepared = prepareQr(input);
    assertScansHere(prepared.qr, prepared.options);
    return prepared;
  });
}
