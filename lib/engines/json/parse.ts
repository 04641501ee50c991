/**
 * A lossless JSON parser (RFC 8259) shared by the JSON tools. It keeps every number and string exactly as written
 * (`12345678901234567890` and `0.10` are never turned into doubles), keeps every member of an object in its order —
 * duplicates included, each reported with its JSON Pointer — and reports the first syntax error with its line and
 * column and a hint in plain words. It is iterative (an explicit stack), so 10,000 levels of nesting cannot overflow
 * the call stack, and linear in the input.
 *
 * The document is returned as flat arrays (one entry per node, in document order) rather than a tree of objects: it is
 * compact, and it crosses to and from a Web Worker (structured clone) without recursion.
 *
 * The JSON Editor's tree is the one other JSON reader, on purpose: its editor component takes a value parser
 * (lossless-json, numbers as LosslessNumber), while this one keeps positions, lexemes and duplicates for formatting,
 * diffs, conversion and line:column errors.
 */

import { LineIndex, type Position } from "@/lib/engines/text/line-index";

export { LineIndex, type Position };

/** The kind of a node (the values of `JsonDoc.kind`). */
export const Kind = { Object: 0, Array: 1, String: 2, Number: 3, True: 4, False: 5, Null: 6 } as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

/** A parsed document: node 0 is the root. */
export interface JsonDoc {
  kind: Uint8Array;
  /** The lexeme of a scalar exactly as written (strings with their quotes and escapes); "" for containers. */
  raw: string[];
  /** The key of an object member as written (with its quotes); undefined for array items and the root. */
  key: (string | undefined)[];
  /** A container's children are `children[childStart[i] .. childStart[i] + childCount[i])`. */
  childStart: Int32Array;
  childCount: Int32Array;
  children: Int32Array;
  /** Where the node (for members: its key) starts in the text, in UTF-16 units. */
  offset: Int32Array;
}

export interface JsonSyntaxError extends Position {
  message: string;
  /** What to do about it, when we can tell ("trailing comma?"). */
  hint?: string;
}

export interface DuplicateKey extends Position {
  /** The key, decoded. */
  key: string;
  /** The JSON Pointer (RFC 6901) of the repeated member. */
  pointer: string;
  /** Where the first member of that name is. */
  first: Position;
}

export type ParseResult =
  | { ok: true; doc: JsonDoc; duplicates: DuplicateKey[]; bom: boolean }
  | { ok: false; error: JsonSyntaxError; duplicates: DuplicateKey[] };

/** Duplicate-key warnings kept at most (a machine-made file can repeat a key in every record). */
export const MAX_DUPLICATES = 1000;

/** Escapes one JSON Pointer reference token (RFC 6901 §3: `~` → `~0`, `/` → `~1`). */
export function pointerToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The decoded text of a string lexeme (with its quotes) the parser accepted. */
export function decodeString(raw: string): string {
  return raw.indexOf("\\") === -1 ? raw.slice(1, -1) : (JSON.parse(raw) as string);
}

/** How a character is named in a message: `'}'`, or a description for the invisible ones. */
function describe(text: string, at: number): string {
  if (at >= text.length) return "the end of the input";
  const c = text.codePointAt(at)!;
  if (c === 0x0a || c === 0x0d) return "a line break";
  if (c === 0x09) return "a tab";
  if (c === 0) return "a NUL byte";
  if (c === 0xa0) return "a non-breaking space";
  if (c === 0xfeff) return "a byte order mark (U+FEFF)";
  if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c === 0x2028 || c === 0x2029 || (c >= 0x200b && c <= 0x200f)) {
    return `the invisible character U+${c.toString(16).toUpperCase().padStart(4, "0")}`;
  }
  return `'${String.fromCodePoint(c)}'`;
}

/** A word-like run (True, None, undefined, NaN…) starting at `at`, for messages. */
function wordAt(text: string, at: number): string {
  const match = /^[A-Za-z_$][\w$]*/.exec(text.slice(at, at + 40));
  return match ? match[0] : "";
}

const LITERAL_HINTS: Record<string, string> = {
  True: "JSON writes true in lower case",
  False: "JSON writes false in lower case",
  TRUE: "JSON writes true in lower case",
  FALSE: "JSON writes false in lower case",
  None: "JSON writes null for no value (None is Python)",
  NULL: "JSON writes null in lower case",
  Null: "JSON writes null in lower case",
  nil: "JSON writes null for no value",
  undefined: "JSON has no undefined: use null or leave the member out",
  NaN: "JSON has no NaN: use null or a string",
  Infinity: "JSON has no Infinity: use null, a string or a large number",
};

/** Where the parser is inside an open container. */
const Frame = {
  ObjectStart: 0, // after '{': a key or '}'
  ObjectKey: 1, // after ',' in an object: a key
  ObjectColon: 2, // after a key: ':'
  ObjectValue: 3, // after ':': a value
  ObjectNext: 4, // after a member's value: ',' or '}'
  ArrayStart: 5, // after '[': a value or ']'
  ArrayValue: 6, // after ',' in an array: a value
  ArrayNext: 7, // after an item: ',' or ']'
} as const;
type Frame = (typeof Frame)[keyof typeof Frame];

interface Container {
  node: number;
  state: Frame;
  kids: number[];
  /** Decoded keys seen so far in this object, with the offset of their first key. */
  seen?: Map<string, number>;
  pointer: string;
  /** The offset of the last comma, for "trailing comma?". */
  comma: number;
  /** The pending key of an object member (raw) and where it started. */
  pendingKey?: string;
  pendingKeyAt: number;
}

/**
 * Parses `text` as one JSON value. A leading byte order mark is accepted (RFC 8259 §8.1 lets a parser ignore it) and
 * reported, so the tool can say it left it out.
 */
export function parseJson(text: string): ParseResult {
  const lines = new LineIndex(text);
  const duplicates: DuplicateKey[] = [];
  const kind: number[] = [];
  const raw: string[] = [];
  const key: (string | undefined)[] = [];
  const childStart: number[] = [];
  const childCount: number[] = [];
  const children: number[] = [];
  const offsets: number[] = [];
  const stack: Container[] = [];
  const n = text.length;
  let i = 0;
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) i = 1;

  const fail = (at: number, message: string, hint?: string): ParseResult => ({
    ok: false,
    error: { ...lines.position(at), message, ...(hint ? { hint } : {}) },
    duplicates,
  });

  const skipSpace = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else break;
    }
  };

  /** Why the character at `at` cannot start a value (or a key), in the product's words. */
  const unexpected = (at: number, expecting: string): ParseResult => {
    if (at >= n) {
      const open = stack[stack.length - 1];
      if (open) {
        const closer = kind[open.node] === Kind.Object ? "'}'" : "']'";
        const where = lines.position(offsets[open.node]!);
        return fail(at, `The JSON ends too early: ${expecting} was expected`,
          `the ${kind[open.node] === Kind.Object ? "object" : "array"} opened at line ${where.line}, column ${where.column} needs its closing ${closer}`);
      }
      return fail(at, `The JSON ends too early: ${expecting} was expected`);
    }
    const c = text[at]!;
    const what = describe(text, at);
    const word = wordAt(text, at);
    if (word && LITERAL_HINTS[word]) return fail(at, `Unexpected '${word}'`, LITERAL_HINTS[word]);
    if (c === "'") return fail(at, `Unexpected ${what}`, "JSON strings and keys use double quotes (\")");
    if (c === "/" && (text[at + 1] === "/" || text[at + 1] === "*")) return fail(at, "Unexpected comment", "JSON has no comments; remove it, or repair");
    if (c === "}" || c === "]") {
      const open = stack[stack.length - 1];
      if (open && open.comma >= 0 && (open.state === Frame.ObjectKey || open.state === Frame.ArrayValue)) {
        const comma = lines.position(open.comma);
        return fail(at, `Unexpected ${what}`, `trailing comma at line ${comma.line}, column ${comma.column}?`);
      }
      if (open && (open.state === Frame.ObjectValue)) return fail(at, `Unexpected ${what}`, "a value is missing after ':'");
    }
    if (c === ",") return fail(at, `Unexpected ${what}`, `${expecting} is missing before it`);
    if (word && (expecting === "a property name")) return fail(at, `Unexpected '${word}'`, "property names must be in double quotes");
    if (word) return fail(at, `Unexpected '${word}'`, "text must be in double quotes");
    return fail(at, `Unexpected ${what}`, `${expecting} was expected here`);
  };

  const addNode = (k: Kind, lexeme: string, at: number, memberKey: string | undefined) => {
    const id = kind.length;
    kind.push(k);
    raw.push(lexeme);
    key.push(memberKey);
    childStart.push(0);
    childCount.push(0);
    offsets.push(at);
    return id;
  };

  /** Reads a string at `i` (on its opening quote); returns its end (after the closing quote) or an error. */
  const readString = (): number | ParseResult => {
    const start = i;
    let j = i + 1;
    for (;;) {
      if (j >= n) {
        const where = lines.position(start);
        return fail(j, "The JSON ends inside a string", `the string opened at line ${where.line}, column ${where.column} has no closing quote`);
      }
      const c = text.charCodeAt(j);
      if (c === 0x22) return j + 1;
      if (c === 0x5c) {
        const e = text[j + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) {
            return fail(j, "Invalid \\u escape in a string", "\\u needs four hexadecimal digits, like \\u00e9");
          }
          j += 6;
          continue;
        }
        if (e !== undefined && '"\\/bfnrt'.includes(e)) {
          j += 2;
          continue;
        }
        return fail(j, `Invalid escape '\\${e ?? ""}' in a string`, "a backslash must be written \\\\");
      }
      if (c < 0x20) {
        if (c === 0x0a || c === 0x0d) return fail(j, "Line break inside a string", "write it as \\n, or close the string");
        return fail(j, `Unescaped control character U+${c.toString(16).toUpperCase().padStart(4, "0")} in a string`, "control characters must be escaped, like \\t or \\u0000");
      }
      j++;
    }
  };

  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

  /** Reads a value starting at `i`: a scalar is added whole; a container is opened (pushed on the stack). */
  const readValue = (memberKey: string | undefined, pointer: string): ParseResult | undefined => {
    skipSpace();
    const at = i;
    const c = text[i];
    if (c === "{" || c === "[") {
      const node = addNode(c === "{" ? Kind.Object : Kind.Array, "", at, memberKey);
      i++;
      stack.push({
        node,
        state: c === "{" ? Frame.ObjectStart : Frame.ArrayStart,
        kids: [],
        ...(c === "{" ? { seen: new Map<string, number>() } : {}),
        pointer,
        comma: -1,
        pendingKeyAt: -1,
      });
      return undefined;
    }
    let k: Kind;
    let end: number;
    if (c === '"') {
      const r = readString();
      if (typeof r !== "number") return r;
      k = Kind.String;
      end = r;
    } else if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m) return fail(at, `Invalid number '${text.slice(at, at + 12).split(/[\s,\]}]/)[0]}'`, "a minus sign must be followed by a digit");
      end = i + m[0].length;
      const next = text[end];
      if (next !== undefined && /[0-9.eE+\-xXa-zA-Z_]/.test(next)) {
        const bad = text.slice(at, at + 40).split(/[\s,\]}:]/)[0]!;
        if (/^-?0\d/.test(bad)) return fail(at, `Invalid number '${bad}'`, "numbers can't have leading zeros; write it as a string if the zeros matter");
        if (/^-?\d+\.(?!\d)/.test(bad)) return fail(at, `Invalid number '${bad}'`, "a decimal point must be followed by a digit");
        if (/^-?0[xX]/.test(bad)) return fail(at, `Invalid number '${bad}'`, "JSON has no hexadecimal numbers");
        return fail(at, `Invalid number '${bad}'`);
      }
      k = Kind.Number;
    } else if (text.startsWith("true", i) && !/[\w$]/.test(text[i + 4] ?? "")) {
      k = Kind.True;
      end = i + 4;
    } else if (text.startsWith("false", i) && !/[\w$]/.test(text[i + 5] ?? "")) {
      k = Kind.False;
      end = i + 5;
    } else if (text.startsWith("null", i) && !/[\w$]/.test(text[i + 4] ?? "")) {
      k = Kind.Null;
      end = i + 4;
    } else if (c === "." || c === "+") {
      const bad = text.slice(at, at + 40).split(/[\s,\]}:]/)[0]!;
      return fail(at, `Invalid number '${bad}'`, c === "." ? "a number must start with a digit, like 0.5" : "JSON numbers have no plus sign");
    } else {
      return unexpected(at, "a value");
    }
    addNode(k, text.slice(at, end), at, memberKey);
    i = end;
    return undefined;
  };

  const root = readValue(undefined, "");
  if (root) return root;
  const closeContainer = (closeAt: number) => {
    const top = stack.pop()!;
    childStart[top.node] = children.length;
    childCount[top.node] = top.kids.length;
    for (const kid of top.kids) children.push(kid);
    i = closeAt + 1;
    settle();
  };
  /** After a value ends: the container holding it moves to its "next" state. */
  const settle = () => {
    const top = stack[stack.length - 1];
    if (!top) return;
    if (top.state === Frame.ObjectValue) top.state = Frame.ObjectNext;
    else if (top.state === Frame.ArrayStart || top.state === Frame.ArrayValue) top.state = Frame.ArrayNext;
  };

  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    skipSpace();
    const c = text[i];
    switch (top.state) {
      case Frame.ObjectStart:
      case Frame.ObjectKey: {
        if (c === "}" && top.state === Frame.ObjectStart) {
          closeContainer(i);
          break;
        }
        if (c !== '"') return unexpected(i, "a property name");
        const at = i;
        const r = readString();
        if (typeof r !== "number") return r;
        top.pendingKey = text.slice(at, r);
        top.pendingKeyAt = at;
        i = r;
        top.state = Frame.ObjectColon;
        break;
      }
      case Frame.ObjectColon: {
        if (c !== ":") {
          if (c === undefined) return unexpected(i, "':'");
          return fail(i, `Unexpected ${describe(text, i)}`, `':' was expected after the property name ${top.pendingKey}`);
        }
        i++;
        top.state = Frame.ObjectValue;
        break;
      }
      case Frame.ObjectValue: {
        const rawKey = top.pendingKey!;
        const decoded = decodeString(rawKey);
        const pointer = `${top.pointer}/${pointerToken(decoded)}`;
        const first = top.seen!.get(decoded);
        if (first !== undefined) {
          if (duplicates.length < MAX_DUPLICATES) {
            duplicates.push({ ...lines.position(top.pendingKeyAt), key: decoded, pointer, first: lines.position(first) });
          }
        } else top.seen!.set(decoded, top.pendingKeyAt);
        const before = kind.length;
        skipSpace();
        if (c === undefined || c === "}" || c === ",") return unexpected(i, "a value");
        const r = readValue(rawKey, pointer);
        if (r) return r;
        offsets[before] = top.pendingKeyAt;
        top.kids.push(before);
        if (stack[stack.length - 1] === top) top.state = Frame.ObjectNext;
        break;
      }
      case Frame.ObjectNext: {
        if (c === ",") {
          top.comma = i;
          i++;
          top.state = Frame.ObjectKey;
        } else if (c === "}") closeContainer(i);
        else if (c === undefined) return unexpected(i, "',' or '}'");
        else if (c === '"') return fail(i, `Unexpected ${describe(text, i)}`, "a comma is missing between two members");
        else return fail(i, `Unexpected ${describe(text, i)}`, "',' or '}' was expected after a property value");
        break;
      }
      case Frame.ArrayStart:
      case Frame.ArrayValue: {
        if (c === "]" && top.state === Frame.ArrayStart) {
          closeContainer(i);
          break;
        }
        if (c === undefined || c === "]" || c === ",") return unexpected(i, "a value");
        const before = kind.length;
        const r = readValue(undefined, `${top.pointer}/${top.kids.length}`);
        if (r) return r;
        top.kids.push(before);
        if (stack[stack.length - 1] === top) top.state = Frame.ArrayNext;
        break;
      }
      case Frame.ArrayNext: {
        if (c === ",") {
          top.comma = i;
          i++;
          top.state = Frame.ArrayValue;
        } else if (c === "]") closeContainer(i);
        else if (c === undefined) return unexpected(i, "',' or ']'");
        else if (c === ":") return fail(i, `Unexpected ${describe(text, i)}`, "arrays hold values, not name: value pairs; use an object ({ })");
        else return fail(i, `Unexpected ${describe(text, i)}`, "a comma is missing between two items");
        break;
      }
    }
  }
  skipSpace();
  if (i < n) {
    const c = text[i]!;
    if (c === "{" || c === "[" || c === '"' || /[-\d]/.test(c)) {
      return fail(i, `Unexpected ${describe(text, i)} after the end of the JSON`, "a JSON text holds one value; wrap several in an array, or use one line per value (JSON Lines)");
    }
    if (c === "}" || c === "]") return fail(i, `Unexpected ${describe(text, i)} after the end of the JSON`, "there is one closing bracket too many");
    if (c === "/" && (text[i + 1] === "/" || text[i + 1] === "*")) return fail(i, "Unexpected comment", "JSON has no comments; remove it, or repair");
    return fail(i, `Unexpected ${describe(text, i)} after the end of the JSON`);
  }
  return {
    ok: true,
    doc: {
      kind: Uint8Array.from(kind),
      raw,
      key,
      childStart: Int32Array.from(childStart),
      childCount: Int32Array.from(childCount),
      children: Int32Array.from(children),
      offset: Int32Array.from(offsets),
    },
    duplicates,
    bom,
  };
}

/** The JSON Pointer of every node, computed on demand from the parent chain (for the tree's "copy pointer"). */
export function pointerOf(doc: JsonDoc, path: readonly number[]): string {
  let pointer = "";
  for (let d = 1; d < path.length; d++) {
    const parent = path[d - 1]!;
    const node = path[d]!;
    if (doc.kind[parent] === Kind.Object) pointer += `/${pointerToken(decodeString(doc.key[node]!))}`;
    else {
      const start = doc.childStart[parent]!;
      let index = 0;
      while (doc.children[start + index] !== node) index++;
      pointer += `/${index}`;
    }
  }
  return pointer;
}
