import { precompressStaticAssets } from "@/ops/static-assets";

/**
 * `npm run build`'s second step (ops/static-assets.ts): a brotli copy of each script and stylesheet of the build.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;
  const { files, raw, brotli } = await precompressStaticAssets();
  console.log(`[build] brotli: ${files} scripts and stylesheets, ${kB(raw)} → ${kB(brotli)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((error: unknown) => {
  console.error("[build] static assets failed:", error);
  process.exit(1);
});
