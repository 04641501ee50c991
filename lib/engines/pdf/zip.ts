import { zipSync } from "fflate";
import { ZipEntryNames } from "@/lib/engines/text/file-names";

/**
 * Split PDF's parts as one ZIP, made in the worker (its own module, so fflate stays out of the page's first load). PDF
 * streams are compressed already, so entries are stored rather than deflated again; names go through ZipEntryNames
 * (no folders, no duplicates).
 */
export function zipParts(files: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  const names = new ZipEntryNames();
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const file of files) entries[names.add(file.name, "part.pdf")] = [file.bytes, { level: 0 }];
  return zipSync(entries);
}
