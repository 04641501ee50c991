/** File sizes in the image tools' words: 1 KB = 1,024 bytes, as the target sizes people are given ("under 200 KB") mean. */

const MB = 1024 * 1024;

/** "1.2 MB", "340 KB", "812 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes.toLocaleString("en-US")} bytes`;
  const trim = (text: string) => text.replace(/\.0+$/, "");
  if (bytes < MB) return `${trim((bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0))} KB`;
  return `${trim((bytes / MB).toFixed(bytes < 10 * MB ? 2 : 1))} MB`;
}

/** "62% smaller" / "15% larger" / "same size": the output against the input. */
export function savingLabel(before: number, after: number): string {
  if (before <= 0) return "";
  const change = Math.round(((before - after) / before) * 100);
  if (change === 0) return "about the same size";
  // "100% smaller" reads as an empty file: past 99.5 % the figure keeps a decimal, rounded down (598 KB → 2.9 KB is 99.5%).
  if (change === 100 && after > 0) return `${Math.min(99.9, Math.floor(((before - after) / before) * 1000) / 10)}% smaller`;
  return change > 0 ? `${change}% smaller` : `${-change}% larger`;
}
