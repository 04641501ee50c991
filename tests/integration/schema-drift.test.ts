import { readFile } from "node:fs/promises";
import internals from "@prisma/internals";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrations } from "@/ops/migrate";
import { defined } from "@/tests/support/defined";

/**
 * The migrated database must match prisma/schema.prisma: same tables, columns, types, nullability, primary keys and
 * unique constraints. A model or migration changed without the other fails here.
 */

type Dmmf = Awaited<ReturnType<typeof internals.getDMMF>>;
type Model = Dmmf["datamodel"]["models"][number];

const SCALAR_TYPES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Float: "double precision",
  Boolean: "boolean",
  DateTime: "timestamp(3) without time zone",
  Json: "jsonb",
  Bytes: "bytea",
};

function expectedType(field: Model["fields"][number]): string {
  // A scalar list (String[]) is an array column; Prisma lists are never null, and our migrations say so (NOT NULL).
  if (field.isList) return `${expectedType({ ...field, isList: false })}[]`;
  if (field.kind === "enum") return `enum:${field.type}`;
  const native = field.nativeType as [string, string[]] | null | undefined;
  if (native) {
    const [name, args] = native;
    if (name === "VarChar") return `character varying(${args[0]})`;
    if (name === "Date") return "date";
    if (name === "SmallInt") return "smallint";
    throw new Error(`Add native type ${name} to the drift test`);
  }
  return defined(SCALAR_TYPES[field.type], `SQL type of ${field.type}`);
}

let client: pg.Client;
let dmmf: Dmmf;

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  dmmf = await internals.getDMMF({ datamodel: await readFile("prisma/schema.prisma", "utf8") });
});
afterAll(async () => {
  await client.end();
});

async function databaseColumns(table: string) {
  const { rows } = await client.query<{ column_name: string; type: string; is_nullable: string }>(
    `SELECT a.attname AS column_name,
            CASE WHEN t.typtype = 'e' THEN 'enum:' || t.typname ELSE format_type(a.atttypid, a.atttypmod) END AS type,
            CASE WHEN a.attnotnull THEN 'NO' ELSE 'YES' END AS is_nullable
       FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped`,
    [`"${table}"`],
  );
  return rows;
}

async function databaseUniqueSets(table: string, kind: "p" | "u" | "index") {
  const { rows } = await client.query<{ cols: string[] }>(
    kind === "index"
      ? `SELECT array_agg(a.attname::text ORDER BY array_position(i.indkey::int2[], a.attnum)) AS cols
           FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
          WHERE i.indrelid = $1::regclass AND i.indisunique AND NOT i.indisprimary AND i.indpred IS NULL
          GROUP BY i.indexrelid`
      : `SELECT array_agg(a.attname::text ORDER BY array_position(c.conkey, a.attnum)) AS cols
           FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
          WHERE c.conrelid = $1::regclass AND c.contype = $2
          GROUP BY c.oid`,
    kind === "index" ? [`"${table}"`] : [`"${table}"`, kind],
  );
  return rows.map((r) => r.cols.join(",")).sort();
}

describe("database schema matches schema.prisma", () => {
  it("has exactly the tables of the models (partitions aside: they are the partitioned tables' storage)", async () => {
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT c.relname AS table_name FROM pg_class c
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> '_prisma_migrations'`,
    );
    const expected = dmmf.datamodel.models.map((m) => m.dbName ?? m.name).sort();
    expect(rows.map((r) => r.table_name).sort()).toEqual(expected);
  });

  it("has the enums of the schema with their values", async () => {
    for (const e of dmmf.datamodel.enums) {
      const { rows } = await client.query<{ label: string }>(
        `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = $1 ORDER BY e.enumsortorder`,
        [e.dbName ?? e.name],
      );
      expect(rows.map((r) => r.label), e.name).toEqual(e.values.map((v) => v.dbName ?? v.name));
    }
  });

  it("has every column with its type and nullability, and no other", async () => {
    for (const model of dmmf.datamodel.models) {
      const table = model.dbName ?? model.name;
      const actual = (await databaseColumns(table))
        .map((c) => `${c.column_name} ${c.type} ${c.is_nullable === "YES" ? "null" : "not null"}`)
        .sort();
      const expected = model.fields
        .filter((f) => f.kind !== "object")
        .map((f) => `${f.dbName ?? f.name} ${expectedType(f)} ${f.isRequired ? "not null" : "null"}`)
        .sort();
      expect(actual, table).toEqual(expected);
    }
  });

  it("has the primary keys and unique constraints of the models", async () => {
    for (const model of dmmf.datamodel.models) {
      const table = model.dbName ?? model.name;
      const column = (name: string) => model.fields.find((f) => f.name === name)?.dbName ?? name;
      const pk = model.primaryKey
        ? model.primaryKey.fields.map(column).join(",")
        : model.fields.filter((f) => f.isId).map((f) => f.dbName ?? f.name).join(",");
      expect(await databaseUniqueSets(table, "p"), `${table} primary key`).toEqual([pk]);
      const uniques = [
        ...model.fields.filter((f) => f.isUnique).map((f) => f.dbName ?? f.name),
        ...model.uniqueFields.map((set) => set.map(column).join(",")),
      ].sort();
      expect(await databaseUniqueSets(table, "index"), `${table} unique`).toEqual(uniques);
    }
  });

  it("has the partial unique indexes Prisma cannot model, written by hand in migrations", async () => {
    const { rows } = await client.query<{ name: string; definition: string }>(
      `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indisunique AND i.indpred IS NOT NULL AND c.relnamespace = 'public'::regnamespace ORDER BY 1`,
    );
    expect(rows).toEqual([
      {
        name: "CustomDomain_verified_hostname_key",
        definition: 'CREATE UNIQUE INDEX "CustomDomain_verified_hostname_key" ON public."CustomDomain" USING btree (hostname) WHERE ("verifiedAt" IS NOT NULL)',
      },
      {
        name: "LinkImport_userId_active_key",
        definition:
          'CREATE UNIQUE INDEX "LinkImport_userId_active_key" ON public."LinkImport" USING btree ("userId") WHERE (status = ANY (ARRAY[\'pending\'::"LinkImportStatus", \'running\'::"LinkImportStatus"]))',
      },
      {
        name: "WebhookDelivery_one_pending_click_batch_key",
        definition:
          'CREATE UNIQUE INDEX "WebhookDelivery_one_pending_click_batch_key" ON public."WebhookDelivery" USING btree ("endpointId") WHERE ((status = \'pending\'::"WebhookDeliveryStatus") AND (event = \'link.clicked\'::text))',
      },
    ]);
  });

  it("recorded every migration in _prisma_migrations with its sha256 checksum, as Prisma does", async () => {
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    const files = await readMigrations();
    expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(files.map((f) => [f.name, f.checksum]));
    expect(rows.every((r) => r.finished_at instanceof Date)).toBe(true);
  });
});
