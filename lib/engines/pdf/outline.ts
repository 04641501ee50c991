import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNull, PDFNumber, PDFRef, PDFString, type PDFObject } from "pdf-lib";

/**
 * Bookmarks (a PDF's outline) carried into the documents the page tools write. pdf-lib copies pages but has no
 * outline API, so the outline is read from the source's dictionaries (ISO 32000-1 §12.3.3: /Outlines, /First, /Next,
 * /Title, a destination in /Dest or a GoTo action's /D, explicit or named through /Dests or the /Names tree) and
 * written again pointing at the copied pages. A bookmark whose page was left out is dropped and its children move up
 * a level; a bookmark without a page of its own stays while it holds others. Bounded: MAX_BOOKMARKS per source, and
 * a loop in the source's links ends the walk.
 */

export interface Bookmark {
  title: string;
  /** The 0-based page of the source (or, once mapped, of the output) it opens; null for a heading without one. */
  page: number | null;
  children: Bookmark[];
}

const MAX_BOOKMARKS = 10_000;
const name = (key: string) => PDFName.of(key);

function text(value: PDFObject | undefined): string {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : "";
}

/** A named destination through the catalogue's /Dests dictionary or its /Names /Dests name tree. */
function named(doc: PDFDocument, key: string): PDFObject | undefined {
  const dests = doc.catalog.lookup(name("Dests"));
  if (dests instanceof PDFDict) {
    const found = dests.lookup(name(key));
    if (found) return found;
  }
  const names = doc.catalog.lookup(name("Names"));
  let node = names instanceof PDFDict ? names.lookup(name("Dests")) : undefined;
  for (let depth = 0; node instanceof PDFDict && depth < 32; depth++) {
    const leaves = node.lookup(name("Names"));
    if (leaves instanceof PDFArray) {
      for (let i = 0; i + 1 < leaves.size(); i += 2) if (text(leaves.lookup(i)) === key) return leaves.lookup(i + 1);
      return undefined;
    }
    const kids = node.lookup(name("Kids"));
    if (!(kids instanceof PDFArray)) return undefined;
    node = kids.asArray().map((kid) => doc.context.lookup(kid)).find((kid) => {
      const limits = kid instanceof PDFDict ? kid.lookup(name("Limits")) : undefined;
      return limits instanceof PDFArray && text(limits.lookup(0)) <= key && key <= text(limits.lookup(1));
    });
  }
  return undefined;
}

function destinationPage(doc: PDFDocument, item: PDFDict, pages: Map<PDFRef, number>): number | null {
  let destination: PDFObject | undefined = item.lookup(name("Dest"));
  const action = item.lookup(name("A"));
  if (!destination && action instanceof PDFDict && action.lookup(name("S")) === name("GoTo")) destination = action.lookup(name("D"));
  if (destination instanceof PDFName) destination = named(doc, destination.decodeText());
  else if (destination instanceof PDFString || destination instanceof PDFHexString) destination = named(doc, destination.decodeText());
  if (destination instanceof PDFDict) destination = destination.lookup(name("D"));
  const target = destination instanceof PDFArray && destination.size() > 0 ? destination.get(0) : undefined;
  return target instanceof PDFRef ? (pages.get(target) ?? null) : null;
}

/** The source's bookmarks, pages as 0-based indexes of the source. */
export function readOutline(doc: PDFDocument): Bookmark[] {
  const outlines = doc.catalog.lookup(name("Outlines"));
  if (!(outlines instanceof PDFDict)) return [];
  const pages = new Map(doc.getPages().map((page, i) => [page.ref, i] as const));
  const seen = new Set<PDFObject>();
  const children = (parent: PDFDict): Bookmark[] => {
    const list: Bookmark[] = [];
    for (let item = parent.lookup(name("First")); item instanceof PDFDict && !seen.has(item) && seen.size < MAX_BOOKMARKS; item = item.lookup(name("Next"))) {
      seen.add(item);
      list.push({ title: text(item.lookup(name("Title"))), page: destinationPage(doc, item, pages), children: children(item) });
    }
    return list;
  };
  return children(outlines);
}

/** The bookmarks with source pages turned into output pages; those whose page is not in `map` are dropped. */
export function mapOutline(bookmarks: readonly Bookmark[], map: ReadonlyMap<number, number>): Bookmark[] {
  const out: Bookmark[] = [];
  for (const bookmark of bookmarks) {
    const children = mapOutline(bookmark.children, map);
    const page = bookmark.page === null ? null : map.get(bookmark.page);
    if (page === undefined) out.push(...children);
    else if (page !== null || children.length > 0) out.push({ title: bookmark.title, page, children });
  }
  return out;
}

/** Writes `bookmarks` (pages as 0-based indexes of `doc`) as `doc`'s outline, each opening closed but the top level. */
export function writeOutline(doc: PDFDocument, bookmarks: readonly Bookmark[]) {
  if (bookmarks.length === 0) return;
  const pages = doc.getPages();
  const rootRef = doc.context.nextRef();
  const level = (list: readonly Bookmark[], parent: PDFRef): PDFRef[] => {
    const refs = list.map(() => doc.context.nextRef());
    list.forEach((bookmark, i) => {
      const kids = level(bookmark.children, refs[i]!);
      const dict = doc.context.obj({});
      dict.set(name("Title"), PDFHexString.fromText(bookmark.title));
      dict.set(name("Parent"), parent);
      if (i > 0) dict.set(name("Prev"), refs[i - 1]!);
      if (i + 1 < refs.length) dict.set(name("Next"), refs[i + 1]!);
      if (kids.length > 0) {
        dict.set(name("First"), kids[0]!);
        dict.set(name("Last"), kids[kids.length - 1]!);
        dict.set(name("Count"), PDFNumber.of(-kids.length));
      }
      if (bookmark.page !== null) dict.set(name("Dest"), doc.context.obj([pages[bookmark.page]!.ref, name("XYZ"), PDFNull, PDFNull, PDFNull]));
      doc.context.assign(refs[i]!, dict);
    });
    return refs;
  };
  const top = level(bookmarks, rootRef);
  doc.context.assign(rootRef, doc.context.obj({ Type: "Outlines", First: top[0]!, Last: top[top.length - 1]!, Count: top.length }));
  doc.catalog.set(name("Outlines"), rootRef);
}

/** Where each source page (0-based) first lands among `written` output pages, counting from `offset`. */
export function firstPlaces(pages: readonly number[], offset: number): Map<number, number> {
  const map = new Map<number, number>();
  pages.forEach((page, i) => {
    if (!map.has(page - 1)) map.set(page - 1, offset + i);
  });
  return map;
}
