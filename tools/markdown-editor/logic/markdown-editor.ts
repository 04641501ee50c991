/**
 * The Markdown Editor's limits and its example document. Pure: no React, runs in the browser and in tests.
 * Bound every input before doing work that grows faster than its length (docs/architecture.md "Input bounds").
 */

/** The longest document the editor renders: about 250 pages of text. markdown-it is linear, and this keeps a render
 * (parse, sanitise, paint) well under a frame's budget of typing lag on a phone. */
export const MAX_MARKDOWN_CHARS = 500_000;

/** Why the document cannot be previewed, or null. Empty text is no error: it shows nothing. */
export function sizeError(text: string): string | null {
  if (text.length <= MAX_MARKDOWN_CHARS) return null;
  return `This document is ${text.length.toLocaleString("en-US")} characters; the preview stops at ${MAX_MARKDOWN_CHARS.toLocaleString("en-US")}. Split it, or download it as .md — nothing you typed is lost.`;
}

/** The browser-storage key of the autosaved document. */
export const STORAGE_KEY = "utilify:markdown-editor:document";

/** The example the page offers: one of each GitHub extension, so a visitor sees what the preview does. */
export const EXAMPLE_MARKDOWN = `# Release notes

Version **2.4** ships ~~next week~~ today. See the [changelog](https://example.com/changelog) or https://example.com.

## Checklist

- [x] Tables, task lists and footnotes
- [ ] Dark mode[^1]

| Feature | Status | Tests |
|:--------|:------:|------:|
| Export  | done   | 42    |
| Sync    | beta   | 7     |

\`\`\`js
const total = items.reduce((sum, item) => sum + item.price, 0);
\`\`\`

> Nothing you type here leaves your browser.

[^1]: Planned for version 2.5.
`;
