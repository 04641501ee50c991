import { precompressStaticAssets } from "@/ops/static-assets";

/** `npm run build`'s second step: a brotli copy of each script and stylesheet of the build (ops/static-assets.ts). */
const started = Date.now();
const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;
precompressStaticAssets().then(
  ({ files, raw, brotli }) =>
    console.log(`[build] brotli: ${files} scripts and stylesheets, ${kB(raw)} → ${kB(brotli)} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
  (error: unknown) => {
    console.error("[build] brotli copies failed:", error);
    process.exit(1);
  },
);
