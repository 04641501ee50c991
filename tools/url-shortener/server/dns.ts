import { Resolver } from "node:dns/promises";

/**
 * The DNS lookups custom-domain verification needs, behind an interface so tests (and any environment without
 * outbound DNS) can pass their own resolver.
 */
export interface DnsResolver {
  /** TXT records: each record is a list of strings (chunks) to be joined. */
  resolveTxt(hostname: string): Promise<string[][]>;
  resolveCname(hostname: string): Promise<string[]>;
  resolve4(hostname: string): Promise<string[]>;
}

let systemResolver: DnsResolver | null = null;

/** Node's resolver with a short timeout, so a verification click never hangs for long. */
export function defaultResolver(): DnsResolver {
  if (!systemResolver) {
    const resolver = new Resolver({ timeout: 4000, tries: 2 });
    systemResolver = {
      resolveTxt: (hostname) => resolver.resolveTxt(hostname),
      resolveCname: (hostname) => resolver.resolveCname(hostname),
      resolve4: (hostname) => resolver.resolve4(hostname),
    };
  }
  return systemResolver;
}

/** DNS answers that mean "no such record (yet)" rather than a failure of the lookup itself. */
export function isMissingRecord(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "ENOTFOUND" || code === "ENODATA" || code === "NXDOMAIN" || code === "ENONAME";
}
