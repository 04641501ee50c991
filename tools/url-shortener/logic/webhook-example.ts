/**
 * The signature check a receiver writes, as the /developers page and docs/webhooks.md show it (Node.js, no package).
 * `webhook-example.test.ts` runs this very text against our signer, so the documented code is code that works.
 */

export const WEBHOOK_VERIFY_IMPORTS = `import { createHmac, timingSafeEqual } from "node:crypto";`;

export const WEBHOOK_VERIFY_FUNCTION = `// rawBody: the request's body exactly as received (before JSON.parse); header: its Utilify-Signature.
export function verifyUtilifySignature(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(String(header ?? "").split(",").map((part) => part.trim().split("=")));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(\`\${timestamp}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

const RECEIVER = `// Receiving with node:http (with Express, read the body with express.raw() so it stays as sent).
http
  .createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      if (!verifyUtilifySignature(rawBody, req.headers["utilify-signature"], process.env.UTILIFY_WEBHOOK_SECRET)) {
        res.writeHead(400).end("Bad signature");
        return;
      }
      const event = JSON.parse(rawBody);
      // A delivery may come twice (a retry after a lost answer): skip an event.id you have handled.
      console.log(event.type, event.data);
      res.writeHead(204).end(); // any 2xx within 10 s; anything else is retried
    });
  })
  .listen(3000);`;

/** The whole example, one file. */
export const WEBHOOK_VERIFY_EXAMPLE = `${WEBHOOK_VERIFY_IMPORTS}\nimport http from "node:http";\n\n${WEBHOOK_VERIFY_FUNCTION}\n\n${RECEIVER}`;
