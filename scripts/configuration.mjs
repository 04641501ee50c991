import nextEnv from "@next/env";

/**
 * Settles the process's configuration before any server module is loaded, because some read it once, at import
 * (lib/platform/config/env.public.ts; the redirect's own-host checks): first the .env files, by Next's own loader and
 * in its order (`.env.production.local`, `.env.local`, `.env.production`, `.env`; a variable already in the
 * environment wins), so the database, the server and `next build` see the same values; then what a local run derives:
 * without a public origin, links and canonical URLs point at this server's own port.
 */
export function loadConfiguration({ dev, dir = process.cwd() }) {
  nextEnv.loadEnvConfig(dir, dev);
  // Blank counts as unset, as everywhere else (.env files often hold `NAME=`).
  const unset = (name) => !process.env[name]?.trim();
  if (unset("NEXT_PUBLIC_SITE_URL")) process.env.NEXT_PUBLIC_SITE_URL = `http://localhost:${process.env.PORT?.trim() || 3000}`;
  if (unset("NEXTAUTH_URL")) process.env.NEXTAUTH_URL = process.env.NEXT_PUBLIC_SITE_URL;
}
