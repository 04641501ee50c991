/** Text whose `backticked` parts are code (the API's descriptions are shared with the OpenAPI document, which renders Markdown). */
export function WithInlineCode({ text }: { text: string }) {
  return text.split("`").map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="font-mono text-[0.92em] text-ink">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
