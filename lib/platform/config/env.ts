import "server-only";
import { PUBLIC_ENV_DEFAULTS } from "@/lib/platform/config/env.public";
import { z } from "@/lib/platform/zod";

/**
 * The server's configuration: every environment variable the product reads, validated with zod in one place, with
 * its default. Only this module (and lib/platform/config/env.public.ts for `NEXT_PUBLIC_*`) reads `process.env`; lint forbids it
 * elsewhere except scripts/, which run before Next. README "Configuration" and .env.example list the same variables.
 *
 * Parsed on first use, not at import: `npm start` sets DATABASE_URL / NEXTAUTH_SECRET before the server loads, and
 * `next build` must import modules without any configuration. A malformed value fails with the variable's name.
 */

const optional = z.string().optional();
const port = z.coerce.number().int().min(1).max(65_535);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by Next itself: `phase-production-build` while `next build` collects page data. */
  NEXT_PHASE: optional,

  // Site (the public ones are inlined into the browser bundles by lib/platform/config/env.public.ts; validated here).
  NEXT_PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default(PUBLIC_ENV_DEFAULTS.NEXT_PUBLIC_SITE_URL),
  NEXT_PUBLIC_CONTACT_EMAIL: z.email().default(PUBLIC_ENV_DEFAULTS.NEXT_PUBLIC_CONTACT_EMAIL),
  PORT: port.default(3000),
  HOST: z.string().default("127.0.0.1"),
  /**
   * Reverse proxies in front of the server that append the client's address to X-Forwarded-For: 0 (none; "false"),
   * 1 ("true": a load balancer or nginx), 2 (a CDN and a load balancer)… The client's address is the entry that many
   * places from the right: what a client writes into the header itself stays to the left of it.
   */
  TRUST_PROXY: z.union([z.stringbool().transform((on) => (on ? 1 : 0)), z.coerce.number().int().min(0).max(10)]).default(0),
  /** Worker processes of `npm start` (scripts/start.ts); unset: one per CPU core (see webConcurrency). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),

  // Database
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL").optional(),

  // Auth
  NEXTAUTH_SECRET: optional,
  NEXTAUTH_URL: z.url({ protocol: /^https?$/ }).optional(),

  // Short links
  CUSTOM_DOMAIN_CNAME: z.hostname().optional(),
  CUSTOM_DOMAIN_IPV4: z.ipv4().optional(),
  LINK_CACHE_MAX: z.coerce.number().int().min(0).default(50_000),

  // Mail
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default("Utilify <no-reply@utilify.app>"),
  CONTACT_INBOX: z.email().optional(),

  // Operators: comma/space separated addresses (lib/domain/admin parses the list).
  ADMIN_EMAILS: z.string().default(""),

  // Stripe
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_BASIC: optional,
  STRIPE_PRICE_PREMIUM: optional,
  /** A Stripe-compatible API server (tests and e2e use tests/support/fake-stripe.ts). */
  STRIPE_API_HOST: optional,
  STRIPE_API_PROTOCOL: z.enum(["http", "https"]).default("https"),
  STRIPE_API_PORT: port.optional(),

  // AI tools: any OpenAI-compatible API (lib/domain/ai/config.ts; .env.example lists providers). Off while AI_BASE_URL or a model is unset.
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Sent as a Bearer token; local servers (Ollama, llama.cpp, LM Studio, vLLM) usually need none. */
  AI_API_KEY: optional,
  AI_TEXT_MODEL: optional,
  AI_IMAGE_MODEL: optional,
  /** The model of image edits, when it is not AI_IMAGE_MODEL. */
  AI_IMAGE_EDIT_MODEL: optional,
  /** The provider's moderation model (OpenAI's `omni-moderation-latest`): when set, every prompt is checked first. */
  AI_MODERATION_MODEL: optional,
  /** How long one provider call may take, in seconds, before the user is told it took too long. */
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(90),
});

export type ServerEnv = z.infer<typeof schema> & {
  /** next-auth's canonical URL: NEXTAUTH_URL, else the public site URL. */
  authUrl: string;
};

/** The names of the Stripe price variables, which lib/domain/plans/index.ts refers to by name. */
export type StripePriceVariable = "STRIPE_PRICE_BASIC" | "STRIPE_PRICE_PREMIUM";

export const SERVER_ENV_VARIABLES = Object.keys(schema.shape) as (keyof z.infer<typeof schema>)[];

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration (see .env.example):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "InvalidEnvironmentError";
  }
}

/** Parses a set of variables (blank counts as unset). Pure: unit tests pass their own objects. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const input: Record<string, string> = {};
  for (const name of SERVER_ENV_VARIABLES) {
    const raw = source[name]?.trim();
    if (raw) input[name] = raw;
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new InvalidEnvironmentError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        // The value itself is not echoed: it may be a secret (a database URL with its password).
        return `${name}: ${issue.message}`;
      }),
    );
  }
  const env = result.data;
  return { ...env, authUrl: (env.NEXTAUTH_URL ?? env.NEXT_PUBLIC_SITE_URL).replace(/\/+$/, "") };
}

/**
 * How many server processes `npm start` runs on this machine: WEB_CONCURRENCY, else one per core the process may use
 * in production and one in development (`npm run dev` always runs one: Next's development server is not shared).
 */
export function webConcurrency(env: Pick<ServerEnv, "WEB_CONCURRENCY">, production: boolean, cores: number): number {
  return env.WEB_CONCURRENCY ?? (production ? Math.max(1, cores) : 1);
}

const globalForEnv = globalThis as unknown as { __utilifyEnv?: ServerEnv };

/** The process's configuration, parsed once (on first use). */
export function serverEnv(): ServerEnv {
  return (globalForEnv.__utilifyEnv ??= parseServerEnv(process.env));
}

/** Drops the parsed configuration so the next `serverEnv()` reads process.env again (tests that change it). */
export function resetServerEnv(): void {
  globalForEnv.__utilifyEnv = undefined;
}
