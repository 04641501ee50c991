import { GUARD_NAME, guardLoops } from "./loop-guard";
import { PREVIEW_LOOP_LIMIT_MS, type PreviewDocument } from "./preview-protocol";

/**
 * The document the live preview runs: the three files of the web playground in one page, plus a prelude that forwards
 * console output and errors to the editor and defines the loop guard. It is loaded as `srcdoc` of an iframe with
 * sandbox="allow-scripts" and without allow-same-origin: an opaque origin, so it cannot read our cookies, storage or
 * DOM. The CSP below also denies it every network request (on top of the page's own policy, which a srcdoc inherits).
 */

export const PREVIEW_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; " +
  "media-src data: blob:; connect-src 'none'; frame-src 'none'; form-action 'none'; base-uri 'none'";

const MAX_TEXT = 2000;

function prelude(token: string): string {
  // Written as plain ES5 on one line, so it runs in any browser and the user's lines below are easy to map.
  return [
    "(function(){",
    `var token=${JSON.stringify(token)},limit=${PREVIEW_LOOP_LIMIT_MS},max=${MAX_TEXT},host=window.parent;`,
    "function show(v,d,seen){try{if(typeof v==='string')return d?JSON.stringify(v):v;",
    "if(v instanceof Error)return v.name+': '+v.message;",
    "if(typeof v==='function')return 'ƒ '+(v.name||'anonymous')+'()';",
    "if(typeof v==='symbol'||typeof v==='bigint')return v.toString()+(typeof v==='bigint'?'n':'');",
    "if(v===null||typeof v!=='object')return String(v);",
    "if(seen.indexOf(v)>=0)return '[Circular]';if(d>3)return Array.isArray(v)?'[…]':'{…}';seen.push(v);",
    "if(typeof Element!=='undefined'&&v instanceof Element)return '<'+v.tagName.toLowerCase()+'>';",
    "var out;if(Array.isArray(v)){out='['+v.slice(0,100).map(function(x){return show(x,d+1,seen)}).join(', ')+(v.length>100?', …':'')+']';}",
    "else{var keys=Object.keys(v).slice(0,100);out='{'+keys.map(function(k){return k+': '+show(v[k],d+1,seen)}).join(', ')+'}';}",
    "seen.pop();return out;}catch(e){return '[unprintable]';}}",
    "function send(level,args,line){var text=Array.prototype.map.call(args,function(a){return show(a,0,[])}).join(' ');",
    "if(text.length>max)text=text.slice(0,max)+'…';try{host.postMessage({utilifyPreview:token,level:level,text:text,line:line},'*');}catch(e){}}",
    "['log','info','warn','error','debug'].forEach(function(level){var original=console[level];",
    "console[level]=function(){send(level,arguments);return original.apply(console,arguments);};});",
    "window.alert=function(m){send('info',['alert: '+(m===undefined?'':m)]);};",
    "window.confirm=function(m){send('info',['confirm: '+(m===undefined?'':m)+' → false']);return false;};",
    "window.prompt=function(m){send('info',['prompt: '+(m===undefined?'':m)+' → null']);return null;};",
    "window.addEventListener('error',function(e){if(e.error&&e.error.utilifyGuard){send('error',[e.error.message]);return;}",
    "send('error',[(e.message||'Error')],e.lineno);});",
    "window.addEventListener('unhandledrejection',function(e){send('error',['Uncaught (in promise)',e.reason]);});",
    // Signs of life: one as soon as the prelude runs, one for each of the editor's pings (answered only when the
    // frame's thread is free).
    "function alive(){try{host.postMessage({utilifyPreview:token,alive:true},'*');}catch(e){}}alive();",
    "window.addEventListener('message',function(e){if(e.source===host&&e.data&&e.data.utilifyPing===token)alive();});",
    "var armed=false,tripped=false,start=0,n=0;",
    "function stop(where){var e=new RangeError('Stopped a loop that ran for more than '+(limit/1000)+' s without a pause ('+where+'). Loops that never end would freeze the page.');e.utilifyGuard=true;return e;}",
    // Neither writable nor configurable: page code cannot switch the guard off by assigning to it.
    `Object.defineProperty(window,${JSON.stringify(GUARD_NAME)},{writable:false,configurable:false,value:function(where){if(tripped)throw stop(where);`,
    "if(!armed){armed=true;start=performance.now();n=0;queueMicrotask(function(){armed=false;tripped=false;});}",
    "if((++n&1023)!==0)return;if(performance.now()-start>limit){tripped=true;throw stop(where);}}});",
    "})();",
  ].join("");
}

/** `</script` and `</style` would end the element early; a backslash keeps the meaning in JS strings and CSS. */
function escapeEnd(text: string, tag: "script" | "style"): string {
  let out = "";
  let from = 0;
  const lower = text.toLowerCase();
  const needle = `</${tag}`;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
    out += text.slice(from, at) + "<\\/";
    from = at + 2;
  }
  return out + text.slice(from);
}

const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript", "application/ecmascript"]);

function attribute(attributes: string, name: string): string | null {
  const lower = attributes.toLowerCase();
  let at = lower.indexOf(name);
  while (at >= 0) {
    const before = at === 0 ? " " : lower[at - 1];
    const rest = lower.slice(at + name.length).trimStart();
    if (before !== undefined && /[\s"']/.test(before) && (rest.startsWith("=") || rest === "" || /^[\s/>]/.test(rest))) {
      if (!rest.startsWith("=")) return "";
      const value = attributes.slice(attributes.length - rest.length + 1).trimStart();
      const quote = value[0];
      if (quote === '"' || quote === "'") return value.slice(1, Math.max(1, value.indexOf(quote, 1)));
      return value.split(/[\s>]/)[0] ?? "";
    }
    at = lower.indexOf(name, at + 1);
  }
  return null;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf("\n"); at >= 0 && at < offset; at = text.indexOf("\n", at + 1)) line++;
  return line;
}

/** The HTML file with a loop guard in each of its inline scripts (scripts that do not parse are left as written). */
export function guardHtmlScripts(html: string, fileName = "index.html"): string {
  const lower = html.toLowerCase();
  let out = "";
  let from = 0;
  let at = lower.indexOf("<script");
  while (at >= 0) {
    const openEnd = lower.indexOf(">", at);
    if (openEnd < 0) break;
    const close = lower.indexOf("</script", openEnd);
    if (close < 0) break;
    const attributes = html.slice(at + "<script".length, openEnd);
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    const hasSource = attribute(attributes, "src") !== null;
    if (!hasSource && JS_TYPES.has(type)) {
      const body = html.slice(openEnd + 1, close);
      const result = guardLoops(body, type === "module" ? "module" : "script", { label: fileName, lineOffset: lineOf(html, openEnd + 1) - 1 });
      if (result.ok) {
        out += html.slice(from, openEnd + 1) + result.code;
        from = close;
      }
    }
    at = lower.indexOf("<script", close + 1);
  }
  return out + html.slice(from);
}

/** Builds the preview document of one run. `token` tags its messages so the editor ignores those of older runs. */
export function buildPreview(files: { html: string; css: string; js: string }, token: string): PreviewDocument {
  const head =
    '<!doctype html>\n<html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<script>${prelude(token)}</script>` +
    `<style>\n${escapeEnd(files.css, "style")}\n</style></head><body>\n`;
  const htmlStart = lineOf(head, head.length);
  const html = guardHtmlScripts(files.html);
  const beforeJs = head + html + "\n<script>\n";
  const jsStart = lineOf(beforeJs, beforeJs.length);
  const guarded = guardLoops(files.js, "script", { label: "script.js" });
  // A script that does not parse is run as written: the browser reports its syntax error in the console.
  const js = guarded.ok ? guarded.code : files.js;
  const srcdoc = `${beforeJs}${escapeEnd(js, "script")}\n</script></body></html>`;
  const htmlLines = html.split("\n").length;
  const jsLines = files.js.split("\n").length;
  return {
    srcdoc,
    locate(line) {
      if (line >= htmlStart && line < htmlStart + htmlLines) return `index.html, line ${line - htmlStart + 1}`;
      if (line >= jsStart && line < jsStart + jsLines) return `script.js, line ${line - jsStart + 1}`;
      return null;
    },
  };
}
