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

/** A design that a QR reader cannot read back as its own content (the scan check): the API answers 422. */
export class QrScanError extends QrInputError {
  constructor(message: string) {
    super(message, { design: message });
    this.name = "QrScanError";
  }
}
