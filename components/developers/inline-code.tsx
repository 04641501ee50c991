/**
 * Text whose `backticked` parts are code (the API's descriptions are shared with the OpenAPI document, which renders
 * Markdown). Code may break anywhere: a long token (a CSV header, a path) must never widen a phone's page.
 */
export function WithInlineCode({ text }: { text: string }) {
  return text.split("`").map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="font-mono text-[0.92em] [overflow-wrap:anywhere] text-ink">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
