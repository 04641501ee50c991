/** Saves `data` as a download named `filename`: a Blob (released after a while), or a URL such as a data: URL. */
export function saveFile(data: Blob | string, filename: string): void {
  const href = typeof data === "string" ? data : URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  if (typeof data !== "string") setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
