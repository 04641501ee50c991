import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrate } from "@/ops/migrate";

describe("migrator", () => {
  it("is idempotent: a second run applies nothing and keeps one row per migration", async () => {
    const url = process.env.DATABASE_URL!;
    await expect(migrate(url)).resolves.toEqual({ applied: [] });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(`SELECT migration_name, count(*)::int AS n FROM "_prisma_migrations" GROUP BY 1`);
    await client.end();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });
});
