import { register } from "node:module";

/**
 * `node --import tsx --import ./scripts/server-only.mjs …`: lets plain Node load modules marked `import "server-only"`
 * (lib/platform/db, lib/platform/config/env, lib/domain/auth/…). Everything Node runs directly (server.ts, scripts/) is server code, so the marker
 * resolves to its no-op, as it does in Next's server bundles (the `react-server` condition). A client bundle that
 * reaches such a module still fails to build.
 */
register("./server-only-loader.mjs", import.meta.url);
