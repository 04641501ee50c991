import { isLosslessNumber, LosslessNumber } from "lossless-json";

/**
 * JMESPath on the document's exact numbers. The editor's JMESPath runs on plain JSON (9007199254740993 becomes
 * 9007199254740992, 0.10 becomes 0.1). Here each number of the document enters the query as an ExactNumber: a Number
 * object, so JMESPath's type checks, ordering, sorting and arithmetic see the number, while one the query hands back
 * untouched keeps its text. JMESPath compares a Number object and a literal with `==` as different, so the query
 * also runs on plain JSON: when the two results differ in value (an `==` filter), the plain one is the answer.
 */

class ExactNumber extends Number {
  constructor(readonly text: string) {
    super(Number(text));
  }
}

/** The editor's lossless value with every LosslessNumber as an ExactNumber. */
function toExact(value: unknown): unknown {
  if (isLosslessNumber(value)) return new ExactNumber(value.value);
  if (Array.isArray(value)) return value.map(toExact);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = toExact(item);
    return out;
  }
  return value;
}

/** A query result with each ExactNumber back as a LosslessNumber (its text as written); computed numbers stay numbers. */
function fromExact(value: unknown): unknown {
  if (value instanceof ExactNumber) return new LosslessNumber(value.text);
  if (Array.isArray(value)) return value.map(fromExact);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = fromExact(item);
    return out;
  }
  return value;
}

/** Whether a result on exact numbers has the same value as the one on plain JSON. */
function sameValue(exact: unknown, plain: unknown): boolean {
  if (exact instanceof ExactNumber) return typeof plain === "number" && Number(exact) === plain;
  if (Array.isArray(exact)) return Array.isArray(plain) && exact.length === plain.length && exact.every((item, i) => sameValue(item, plain[i]));
  if (exact !== null && typeof exact === "object") {
    if (plain === null || typeof plain !== "object" || Array.isArray(plain)) return false;
    const keys = Object.keys(exact);
    return keys.length === Object.keys(plain).length && keys.every((k) => k in plain && sameValue((exact as Record<string, unknown>)[k], (plain as Record<string, unknown>)[k]));
  }
  return Object.is(exact, plain) || exact === plain;
}

/** The shape of vanilla-jsoneditor's query language: runs a query on a value, parsing numbers with `parser`. */
export interface QueryRunner {
  executeQuery(json: unknown, query: string, parser: JSON): unknown;
}

/**
 * Runs a JMESPath `query` on `document` (the editor's lossless value): numbers the query selects come back exactly as
 * written, numbers it computes (sum, avg, length) as numbers.
 */
export function exactJmespath(jmespath: QueryRunner, document: unknown, query: string, plainJson: unknown): unknown {
  const plain = jmespath.executeQuery(plainJson, query, JSON);
  const exact = jmespath.executeQuery(toExact(document), query, JSON);
  return sameValue(exact, plain) ? fromExact(exact) : plain;
}
