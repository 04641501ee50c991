/** "1 word", "2 words", "1,234 characters": a count with its noun agreeing, grouped the en-US way. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
