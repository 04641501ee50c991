/**
 * A request the QR generator refuses, with a message for the user and, when it concerns one field, that field's
 * message. Framework-free; the service maps it to the app's UserFacingError.
 */
export class QrInputError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "QrInputError";
  }
}
