import { zipSync } from "fflate";
import { ZipEntryNames } from "@/lib/engines/text/file-names";

/**
 * The batch as one ZIP: each entry under a safe, unique name (`photo.jpg`, `photo (2).jpg`), stored as it is —
 * images are compressed already, so deflating them again would only cost time.
 */
export function zipFiles(files: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  const names = new ZipEntryNames();
  return zipSync(Object.fromEntries(files.map(({ name, bytes }) => [names.add(name, "image"), [bytes, { level: 0 }] as const])));
}
