import pg from "pg";
import { expect } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/** A node of a plan from EXPLAIN (ANALYZE, FORMAT JSON). */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  Plans?: PlanNode[];
}

/** A plan's nodes, the root first. */
export const planNodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(planNodes)];

/**
 * The plan of one of the queries the app sends while `read` runs: a Prisma client that logs its queries stands in for
 * the app's, the first query `pick` accepts is run again with EXPLAIN ANALYZE, and its plan is returned.
 */
export async function planOf(read: () => Promise<unknown>, pick: (query: string) => boolean): Promise<PlanNode> {
  const queries: { query: string; params: string }[] = [];
  const logged = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }), log: [{ emit: "event", level: "query" }] });
  logged.$on("query", (e) => queries.push({ query: e.query, params: e.params }));
  const global = globalThis as { __utilifyPrisma?: PrismaClient };
  const saved = global.__utilifyPrisma;
  global.__utilifyPrisma = logged;
  try {
    await read();
  } finally {
    global.__utilifyPrisma = saved;
    await logged.$disconnect();
  }
  const found = queries.find((q) => pick(q.query));
  expect(found, queries.map((q) => q.query).join("\n\n")).toBeDefined();
  const params = (JSON.parse(found!.params) as unknown[]).map((p) => (p !== null && typeof p === "object" ? JSON.stringify(p) : p));
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${found!.query}`, params);
    return rows[0]!["QUERY PLAN"][0].Plan;
  } finally {
    await client.end();
  }
}
