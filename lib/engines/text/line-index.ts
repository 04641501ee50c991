export interface Position {
  offset: number;
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units (what editors and browsers count). */
  column: number;
}

/**
 * 1-based line and column of each offset, with one pass over the text to find the line starts (on demand). A line
 * ends at CRLF, LF or a lone CR. Shared by every reader that names a place in a text (JSON, CSV, the caret excerpt).
 */
export class LineIndex {
  private starts: number[] | undefined;
  constructor(private readonly text: string) {}
  position(offset: number): Position {
    if (!this.starts) {
      const starts = [0];
      const text = this.text;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10) starts.push(i + 1);
        else if (c === 13) {
          if (text.charCodeAt(i + 1) === 10) i++;
          starts.push(i + 1);
        }
      }
      this.starts = starts;
    }
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { offset, line: lo + 1, column: offset - starts[lo]! + 1 };
  }
  /** The text of a 1-based line, without its line break. */
  lineText(line: number): string {
    this.position(0);
    const start = this.starts![line - 1] ?? this.text.length;
    let end = start;
    while (end < this.text.length && this.text[end] !== "\n" && this.text[end] !== "\r") end++;
    return this.text.slice(start, end);
  }
}
