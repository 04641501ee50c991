/**
 * The AI Writer's answer (POST /api/tools/ai-writer), one JSON object per line: the text as the model writes it, then
 * an end line (`truncated` when the output cap stopped it), or an error line when the provider failed after it
 * started. A stream that just stops was cancelled. Shared by the server that writes it and the page that reads it.
 */
export type WriterEvent = { type: "text"; text: string } | { type: "end"; truncated: boolean } | { type: "error"; error: string };

/** Splits what has arrived into whole lines' events and the unfinished rest. */
export function readEvents(buffer: string): { events: WriterEvent[]; rest: string } {
  const lines = buffer.split("\n");
  const rest = lines.pop() ?? "";
  const events: WriterEvent[] = [];
  for (const text of lines) {
    if (!text.trim()) continue;
    events.push(JSON.parse(text) as WriterEvent);
  }
  return { events, rest };
}
