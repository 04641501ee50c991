import type { NextConfig } from "next";

/** The framework floor's app (scripts/bench/pages/floor.ts): Next's defaults. */
const nextConfig: NextConfig = {};

export default nextConfig;
