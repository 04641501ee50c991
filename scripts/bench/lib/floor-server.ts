import { createServer } from "node:http";
import { coldCode, COLD_CODES, coldTarget, HOT_LINKS } from "./codes";

/**
 * The floor of the redirect benchmark: a bare node:http server answering the same 302 (same headers) from a Map,
 * with nothing else in the way. Run in its own process like the real server, so both are measured alike.
 */

const port = Number(process.argv[2] ?? 3151);
const targets = new Map<string, string>(HOT_LINKS.map((link) => [link.code, link.target]));
for (let i = 0; i < COLD_CODES; i++) targets.set(coldCode(i), coldTarget(i));

createServer((req, res) => {
  const url = req.url ?? "/";
  // The QR-code URL (`?qr=1`) redirects like the link itself.
  const query = url.indexOf("?");
  const target = url.startsWith("/s/") ? targets.get(url.slice(3, query === -1 ? undefined : query)) : undefined;
  if (target) {
    res.writeHead(302, { Location: target, "Cache-Control": "private, max-age=0", "Content-Length": "0" });
    res.end();
  } else {
    res.writeHead(404, { "Content-Length": "0" });
    res.end();
  }
}).listen(port, "127.0.0.1", () => console.log(`floor ready on ${port}`));
