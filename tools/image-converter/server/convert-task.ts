import "server-only";
import { readFile } from "node:fs/promises";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { UserFacingError } from "@/lib/platform/errors";
import { detectFormat, notImageMessage } from "../logic/formats";
import type { ConvertOptions } from "../logic/options";
import { convertImage, type Converted } from "./convert";

/**
 * One image conversion as a heavy-work job (lib/platform/heavy-work/pool.ts), run in a worker process: reads the uploaded
 * temporary file, detects the format from its bytes and converts it (convert.ts).
 */

// One libvips thread per image: the pool's workers are the converters' concurrency (lib/platform/input-bounds.ts).
sharp.concurrency(1);

export interface ImageJob {
  path: string;
  options: ConvertOptions;
}

/** What the request thread receives: the output's bytes arrive as a plain byte array. */
export type ImageJobResult = Omit<Converted, "data"> & { data: Uint8Array };

export async function run({ path, options }: ImageJob): Promise<ImageJobResult> {
  const bytes = await readFile(path);
  const head = bytes.subarray(0, 4100);
  const detected = detectFormat(head, await fileTypeFromBuffer(head));
  if (detected.kind !== "image") throw new UserFacingError(notImageMessage(detected));
  return convertImage(bytes, detected.format, options);
}
