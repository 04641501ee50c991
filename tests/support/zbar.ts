import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Test helper: decodes a PNG with zbar (zbarimg, Debian's zbar-tools), a second reader beside jsQR that, like phone
 * scanners, honours the ECI designator and otherwise guesses the text's encoding. Not imported by the app.
 */

/** Installs zbar-tools when it is missing (scripts/ensure-zbar.sh); call once before decoding. */
export function ensureZbar(): void {
  const result = spawnSync("bash", [path.resolve(import.meta.dirname, "../../scripts/ensure-zbar.sh")], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("zbarimg is not available: see scripts/ensure-zbar.sh");
}

/** The text zbar reads from a PNG, or null when it finds no code. */
export function zbarDecode(png: Buffer): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), "zbar-"));
  try {
    const file = path.join(dir, "code.png");
    writeFileSync(file, png);
    // --raw prints the data alone, followed by one line break; exit status 4 means no code was found.
    // stderr is left out: zbarimg complains there about a missing D-Bus, which it does not need.
    const out = execFileSync("zbarimg", ["--quiet", "--raw", file], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return out.endsWith("\n") ? out.slice(0, -1) : out;
  } catch (error) {
    if ((error as { status?: number }).status === 4) return null;
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
