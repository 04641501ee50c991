/** A record of choices keyed by their value, as the `{ value, label }` list a Segmented or a Select shows (record order). */
export function choiceOptions<K extends string>(choices: Record<K, { label: string }>): { value: K; label: string }[] {
  return (Object.keys(choices) as K[]).map((value) => ({ value, label: choices[value].label }));
}
