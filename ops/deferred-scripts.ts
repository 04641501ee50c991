import type { ServerResponse } from "node:http";
import { StringDecoder } from "node:string_decoder";
import { EARLY_CLICKS_GLOBAL, EARLY_DONE_GLOBAL } from "@/lib/early-clicks";

/**
 * Text first, JavaScript after: every page's scripts are fetched once the browser has painted the page.
 *
 * Next writes each script of a page's first load as `<script src="…/_next/static/chunks/x.js" async="">` (and a few as
 * `<link rel="preload" as="script">`), so a browser fetches them beside the stylesheet and the font, and runs them as
 * they arrive: on a phone the scripts share the connection with what the first paint needs, and when they arrive
 * first (a fast network, a warm cache) the first paint waits for them to be compiled and run. Every page is fully
 * server-rendered, so nothing on it needs a script to be seen. This module rewrites each such tag, in the HTML
 * as it streams out, into a call that queues the script, and the small loader below fetches the queue once the first
 * contentful paint has happened (or on the next frame where the browser cannot tell). Scripts keep their order and
 * `async` semantics. What is typed before they run is kept by the site shell, and the loader records clicks and
 * submissions for it to carry out (docs/architecture.md "Page weight").
 */

/** The chunk script tags Next (React's resource emitter) writes, and the script preloads beside them. */
const CHUNK_URL = String.raw`[A-Za-z0-9_.~%:/-]*/_next/static/chunks/[A-Za-z0-9_.~-]+\.js`;
const CHUNK_TAGS = new RegExp(
  String.raw`<script src="(${CHUNK_URL})" async=""></script>|<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="${CHUNK_URL}"/>`,
  "g",
);

/** The global the rewritten tags call. */
export const DEFER_FUNCTION = "__utilifyScript";

/**
 * The loader, written once before the first rewritten tag. ES5 on purpose: it runs before anything else, on any
 * browser. Waits for the first contentful paint (a buffered PerformanceObserver, so one that already happened counts),
 * falls back to the next frame where paint timing is missing, and in any case starts after 4 s (a page opened in a
 * background tab paints only when shown; its scripts need not wait that long).
 * Until the page is hydrated, it also records what React does not handle yet: clicks on buttons that do something only
 * with a script (`type="button"`, enabled), keys pressed outside text fields (shortcuts, arrows in a tab list; what is
 * typed into a field is kept by the field itself), files dropped (held back: natively the browser would leave the page
 * to show the file) and form submissions (held back: natively they would reload the page, the fields in its address).
 * A click, key or drop that reaches the `<html>` element while React listens was React's to handle: it is taken off
 * the list again (React stops, at the document, one it cannot handle yet). The root layout ends the recording in the
 * commit that hydrates the page (`EARLY_DONE_GLOBAL`, which drops what that commit's own event is still carrying) and,
 * once the page's effects have run, carries the rest out, one per task so that each renders before the next as
 * between a visitor's key presses: a click as a click, a submission with its submitter (`requestSubmit`), a key or a
 * drop as the same event again for the page's handlers (lib/early-clicks.ts).
 */
export const LOADER = `(function(w,d){var q=[],on=0;function add(s){var e=d.createElement("script");e.src=s;e.async=true;d.head.appendChild(e)}function go(){if(on)return;on=1;for(var i=0;i<q.length;i++)add(q[i]);q=null}w.${DEFER_FUNCTION}=function(s){on?add(s):q.push(s)};try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}setTimeout(go,4000);function listening(){var k=Object.keys(d);for(var i=0;i<k.length;i++)if(k[i].indexOf("_reactListening")===0)return 1;return 0}function early(){var l=w.${EARLY_CLICKS_GLOBAL};return l===null?null:w.${EARLY_CLICKS_GLOBAL}=l||[]}function rec(e,t,f){var l=early();if(l)l.push({t:t,e:e,f:f});return l}function files(e){var x=e.dataTransfer;return x&&[].indexOf.call(x.types,"Files")>=0}function listen(n,f){d.addEventListener(n,f,true)}listen("click",function(e){var b=e.target&&e.target.closest?e.target.closest("button"):null;if(b&&!b.disabled&&b.type==="button")rec(e,b)});listen("keydown",function(e){var t=e.target;if(e.key!=="Tab"&&!e.isComposing&&t&&t.closest&&!t.closest("input,textarea,select,[contenteditable]"))rec(e,t)});listen("dragover",function(e){if(files(e)&&early())e.preventDefault()});listen("drop",function(e){if(files(e)&&rec(e,e.target,[].slice.call(e.dataTransfer.files)))e.preventDefault()});listen("submit",function(e){if(rec(e,e.submitter||e.target))e.preventDefault()});function had(e){var l=w.${EARLY_CLICKS_GLOBAL};if(!l||!listening())return;for(var i=l.length-1;i>=0;i--)if(l[i].e===e)l.splice(i,1)}["click","keydown","drop"].forEach(function(n){d.documentElement.addEventListener(n,had,true)});w.${EARLY_DONE_GLOBAL}=function(){var l=w.${EARLY_CLICKS_GLOBAL}||[],r=[],i=0;w.${EARLY_CLICKS_GLOBAL}=null;for(var j=0;j<l.length;j++)if(!l[j].e.eventPhase)r.push(l[j]);function next(){var x=r[i++];if(!x)return;if(x.t.isConnected)act(x);if(i<r.length)setTimeout(next,0)}return function(){setTimeout(next,0)}};function act(x){var t=x.t,e=x.e,n,j;if(t.tagName==="FORM")t.requestSubmit();else if(e.type==="keydown")t.dispatchEvent(new KeyboardEvent("keydown",{key:e.key,code:e.code,location:e.location,repeat:e.repeat,ctrlKey:e.ctrlKey,shiftKey:e.shiftKey,altKey:e.altKey,metaKey:e.metaKey,bubbles:true,cancelable:true,composed:true}));else if(e.type==="drop"){n=new DataTransfer();for(j=0;j<x.f.length;j++)n.items.add(x.f[j]);t.dispatchEvent(new DragEvent("drop",{dataTransfer:n,bubbles:true,cancelable:true,composed:true}))}else if(!t.disabled)t.click()}})(window,document)`;

/** Longest tag the rewriter waits for across two writes; anything longer is not one of Next's tags. */
const MAX_TAG = 512;
/** How each tag the rewriter looks for opens, and the text that closes it. */
const OPENINGS: ReadonlyArray<readonly [opening: string, closing: string]> = [
  ["<script src=", "</script>"],
  ['<link rel="preload" as="script"', ">"],
];

/** Where a tag that may still become a match starts in the text's tail, or the text's length if none does. */
function heldBackFrom(text: string): number {
  const from = Math.max(0, text.length - MAX_TAG);
  for (let i = text.indexOf("<", from); i !== -1; i = text.indexOf("<", i + 1)) {
    const rest = text.slice(i);
    for (const [opening, closing] of OPENINGS) {
      if (opening.startsWith(rest)) return i; // the text ends inside the opening itself
      if (rest.startsWith(opening) && !rest.includes(closing)) return i;
    }
  }
  return text.length;
}

/** The streaming rewrite of one HTML document. Holds back at most a partial tag between writes. */
export class ChunkScriptDeferral {
  private pending = "";
  private loaderWritten = false;
  private readonly decoder = new StringDecoder("utf8");

  private rewrite(text: string): string {
    return text.replace(CHUNK_TAGS, (_tag, scriptUrl: string | undefined) => {
      if (scriptUrl === undefined) return ""; // a preload: the loader fetches the script when it is due
      const call = `<script>${DEFER_FUNCTION}(${JSON.stringify(scriptUrl)})</script>`;
      if (this.loaderWritten) return call;
      this.loaderWritten = true;
      return `<script>${LOADER}</script>${call}`;
    });
  }

  /** The rewritten text that can go out now. */
  push(chunk: Buffer): string {
    const text = this.pending + this.decoder.write(chunk);
    const cut = heldBackFrom(text);
    this.pending = text.slice(cut);
    return this.rewrite(text.slice(0, cut));
  }

  /** Everything left, at the end of the document. */
  end(): string {
    const text = this.pending + this.decoder.end();
    this.pending = "";
    return this.rewrite(text);
  }
}

type Write = ServerResponse["write"];
type End = ServerResponse["end"];
type Callback = (error?: Error | null) => void;

function isHtml(contentType: ReturnType<ServerResponse["getHeader"]>): boolean {
  return typeof contentType === "string" && contentType.toLowerCase().startsWith("text/html");
}

/**
 * Rewrites the response's body, when it turns out to be HTML, as it is written. Decided at the first write (headers
 * not yet sent): anything else, or a response whose headers already went out, passes through untouched. The length
 * changes, so a Content-Length set for the original body is dropped (the body is then chunked or compressed).
 */
export function deferChunkScripts(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;
  let deferral: ChunkScriptDeferral | null | undefined;
  const decide = (): ChunkScriptDeferral | null => {
    if (deferral === undefined) {
      const rewritable = !res.headersSent && res.req.method !== "HEAD" && isHtml(res.getHeader("content-type"));
      deferral = rewritable ? new ChunkScriptDeferral() : null;
      if (deferral) res.removeHeader("content-length");
    }
    return deferral;
  };
  const bytes = (chunk: unknown, encoding: unknown): Buffer => {
    if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    if (Buffer.isBuffer(chunk)) return chunk;
    const view = chunk as Uint8Array;
    return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
  };

  res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
    const rewriter = decide();
    if (!rewriter) return write(chunk, encoding, callback);
    const callbackFn = (typeof encoding === "function" ? encoding : callback) as Callback | undefined;
    const out = rewriter.push(bytes(chunk, encoding));
    // An empty write still reports back, as node:http does.
    return write(out, "utf8", callbackFn);
  } as Write;

  res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const rewriter = decide();
    if (!rewriter) return end(chunk, encoding, callback);
    const callbackFn = (typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback) as Callback | undefined;
    const hasChunk = chunk !== undefined && chunk !== null && typeof chunk !== "function";
    const out = (hasChunk ? rewriter.push(bytes(chunk, encoding)) : "") + rewriter.end();
    return end(out, "utf8", callbackFn);
  } as End;
}
