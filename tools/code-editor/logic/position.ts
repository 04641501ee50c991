/** Drops a trailing "(line:column)" that parsers append to their messages (we say where in words instead). */
export function dropPosition(message: string): string {
  const text = message.trimEnd();
  const at = text.lastIndexOf("(");
  return at >= 0 && /^\(\d+:\d+\)$/.test(text.slice(at)) ? text.slice(0, at).trimEnd() : text;
}
