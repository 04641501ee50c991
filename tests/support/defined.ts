/**
 * A value the test expects to exist (an array entry, a regex group, a map entry), failing with what was missing rather
 * than with a TypeError a line later. Indexing is `T | undefined` under noUncheckedIndexedAccess.
 */
export function defined<T>(value: T | undefined | null, what = "value"): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what} to exist`);
  return value;
}
