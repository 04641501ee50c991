import { readdirSync } from "node:fs";
import path from "node:path";

/** The folder of the site's route handlers. */
export const API_DIR = path.resolve(import.meta.dirname, "../../app/api");

/** Every route handler file under app/api, relative to it ("qr/history/[id]/route.ts"), found from the file tree. */
export function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.relative(API_DIR, full)] : [];
  });
}
