/**
 * Licences of the production dependencies (transitive included), read from package-lock.json: every package the
 * site ships or runs must be under a licence of LICENCE_ALLOW_LIST, or be one of LICENCE_EXCEPTIONS with its reason.
 * Dev-only packages (`"dev": true` in the lockfile) are not shipped and are not checked. docs/architecture.md
 * "Licences" gives the reasons for the list.
 */

/** SPDX identifiers that impose nothing beyond keeping the notice (or, MPL-2.0, sharing changes to its own files). */
export const LICENCE_ALLOW_LIST = new Set([
  "MIT",
  "MIT-0",
  "ISC",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "Apache-2.0",
  "0BSD",
  "MPL-2.0",
  "CC0-1.0",
  "Unlicense",
  "BlueOak-1.0.0",
  "Zlib",
  // The Python licence, also under its PSF name: argparse (markdown-it's argument parser) is a port of Python's.
  "Python-2.0",
  "PSF-2.0",
  // Fonts we serve (Geist, Noto Sans): the font licence lets anyone use and embed them; only selling the fonts alone is not allowed.
  "OFL-1.1",
]);

/** Packages allowed although a licence of theirs is not on the list: name pattern, that licence, and why. */
export const LICENCE_EXCEPTIONS: readonly { name: RegExp; licence: string; reason: string }[] = [
  {
    name: /^@img\/sharp-(libvips-|wasm32$|win32-)/,
    licence: "LGPL-3.0-or-later",
    reason: "libvips, the image library under sharp: a separate, unmodified shared library, which the LGPL allows any program to load",
  },
  { name: /^caniuse-lite$/, licence: "CC-BY-4.0", reason: "browser-support data read by the build (browserslist); attribution is kept in its package" },
  { name: /^@fortawesome\/free-(solid|regular)-svg-icons$/, licence: "CC-BY-4.0", reason: "icons of vanilla-jsoneditor (JSON tools); attribution is kept in its package" },
  { name: /^elkjs$/, licence: "EPL-2.0", reason: "graph layout of Prisma Studio (prisma CLI, never served); file-level copyleft like MPL-2.0, used unmodified" },
];

/**
 * Packages whose package.json names no licence although their LICENSE file grants one (read by hand, per version
 * range of the lockfile): name, the licence of that file.
 */
export const LICENCE_FILES: Record<string, string> = {
  // busboy and its streamsearch: the multipart parser of the converters' uploads; both LICENSE files are the MIT text.
  busboy: "MIT",
  streamsearch: "MIT",
};

/** Non-SPDX spellings found in package.json files, mapped to their SPDX identifier. */
const SPELLINGS: Record<string, string> = {
  "SIL OPEN FONT LICENSE": "OFL-1.1",
  "OFL": "OFL-1.1",
  "APACHE 2.0": "Apache-2.0",
  "BSD": "BSD-3-Clause",
};

export interface LockPackage {
  license?: string;
  dev?: boolean;
  version?: string;
  link?: boolean;
}

export interface LicenceProblem {
  name: string;
  version: string;
  licence: string;
}

/** Whether an SPDX expression is satisfied by `allowed`: OR needs one side, AND (and WITH's base) needs every part. */
export function licenceAllowed(expression: string, allowed: (id: string) => boolean): boolean {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let position = 0;
  const peek = () => tokens[position]?.toUpperCase();
  function term(): boolean {
    if (peek() === "(") {
      position++;
      const value = or();
      if (peek() === ")") position++;
      return value;
    }
    const id = tokens[position++] ?? "";
    if (peek() === "WITH") position += 2; // an exception only ever adds permissions to its base licence
    return allowed(id.replace(/\+$/, ""));
  }
  function and(): boolean {
    let value = term();
    while (peek() === "AND") {
      position++;
      value = term() && value;
    }
    return value;
  }
  function or(): boolean {
    let value = and();
    while (peek() === "OR") {
      position++;
      value = and() || value;
    }
    return value;
  }
  const normalised = SPELLINGS[expression.trim().toUpperCase()];
  if (normalised) return allowed(normalised);
  return tokens.length > 0 && or() && position >= tokens.length;
}

/** The production packages of a lockfile (v2/v3 `packages`) whose licence is neither allowed nor an exception. */
export function licenceProblems(lock: { packages?: Record<string, LockPackage> }): LicenceProblem[] {
  const problems: LicenceProblem[] = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (location === "" || entry.dev || entry.link) continue;
    const name = location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);
    const licence = entry.license?.trim() || LICENCE_FILES[name] || "";
    const allowed = (id: string) =>
      LICENCE_ALLOW_LIST.has(SPELLINGS[id.toUpperCase()] ?? id) || LICENCE_EXCEPTIONS.some((exception) => exception.name.test(name) && exception.licence === id);
    if (!licence || !licenceAllowed(licence, allowed)) problems.push({ name, version: entry.version ?? "?", licence: licence || "(none declared)" });
  }
  return problems;
}
