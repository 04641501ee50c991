import { startRedirectServer } from "./redirect-server";

/**
 * A second process serving redirects (run with tsx by tests that need one): starts the fast path on a random port,
 * prints `{"port":N}` and runs until stdin closes, as another instance of the site would.
 */
const server = await startRedirectServer();
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
process.stdin.resume();
process.stdin.on("end", () => {
  void server.close().then(() => process.exit(0));
});
