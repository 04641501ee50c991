import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { API_ENDPOINTS, openApiDocument } from "@/tools/openapi";

const V1 = path.resolve(import.meta.dirname, "../app/api/v1");

/** Every route file under app/api/v1 as "METHOD /path", from its exported handlers (the catch-all 404 aside). */
function routeFileEndpoints(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const route = path.relative(V1, dir).split(path.sep).filter(Boolean);
        if (route.some((segment) => segment.startsWith("[..."))) continue;
        if (route.join("/") === "openapi.json") continue;
        const apiPath = `/${route.map((segment) => segment.replace(/^\[(\w+)\]$/, "{$1}")).join("/")}`;
        const source = readFileSync(full, "utf8");
        for (const match of source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)) found.push(`${match[1]} ${apiPath}`);
      }
    }
  };
  walk(V1);
  return found.sort();
}

describe("OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    // The validator does reject a broken document (so the test above can fail).
    const broken = { ...openApiDocument(), paths: { "/links": { get: { responses: "none" } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("documents exactly the endpoints that exist under app/api/v1", () => {
    const documented = Object.entries(openApiDocument().paths)
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    expect(documented).toEqual(routeFileEndpoints());
    expect(documented).toHaveLength(API_ENDPOINTS.length);
  });

  it("documents the webhooks an endpoint receives, signed instead of authenticated", () => {
    const doc = openApiDocument();
    expect(Object.keys(doc.webhooks)).toEqual(["link.created", "link.updated", "link.deleted", "link.clicked", "webhook.test"]);
    const created = doc.webhooks["link.created"]!.post;
    expect(created.security).toEqual([]);
    expect(created.parameters.map((p) => p.name)).toEqual(["Utilify-Signature", "Utilify-Event", "Utilify-Delivery"]);
    expect(created.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/WebhookLinkEvent" });
    expect(doc.webhooks["link.clicked"]!.post.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/WebhookClickEvent" });
  });

  it("describes request bodies from the zod schemas, with their limits", () => {
    const doc = openApiDocument();
    const bulk = doc.components.schemas.BulkCreateLinks as unknown as { properties: { links: { maxItems: number; minItems: number; items: unknown } } };
    expect(bulk.properties.links).toMatchObject({ minItems: 1, maxItems: 100 });
    // Each link is documented as POST /links takes it (the endpoint reads each on its own, refusals included).
    const createLink = doc.components.schemas.CreateLink as unknown as { properties: Record<string, unknown> };
    expect(bulk.properties.links.items).toMatchObject({ properties: createLink.properties, additionalProperties: false });
    expect(createLink.properties.expiresAt).toMatchObject({ type: ["string", "null"], format: "date-time" });
    const qr = doc.components.schemas.QrRequest as unknown as { properties: Record<string, unknown>; additionalProperties: boolean };
    expect(Object.keys(qr.properties).sort()).toEqual(["content", "dynamic", "format", "options", "pdfSize", "size", "text"]);
    expect(qr.additionalProperties).toBe(false);
    expect(qr.properties.format).toMatchObject({ enum: ["png", "svg", "pdf"] });
    expect(qr.properties.pdfSize).toMatchObject({ type: "number", description: expect.stringContaining("20–500") });
    const qrResponses = (doc.paths["/qr"] as { post: { responses: Record<string, { content?: Record<string, unknown> }> } }).post.responses;
    expect(Object.keys(qrResponses["200"]?.content ?? {})).toEqual(["application/json", "image/png", "image/svg+xml", "application/pdf"]);
    const area = doc.components.schemas.AreaConvertRequest as unknown as { anyOf: { properties: Record<string, { maxItems?: number }> }[] };
    expect(area.anyOf[1]?.properties?.values?.maxItems).toBe(1000);
  });
});

describe("the stats endpoint's trigger", () => {
  it("is documented as a query parameter (click or scan), and the Link has scans", () => {
    const doc = openApiDocument() as unknown as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string; schema: { enum?: string[] } }[] } }>;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    };
    const trigger = doc.paths["/links/{id}/stats"]?.get?.parameters?.find((p) => p.name === "trigger");
    expect(trigger).toMatchObject({ in: "query", schema: { enum: ["click", "scan"] } });
    expect(doc.components.schemas.Link?.required).toContain("scans");
    expect(Object.keys(doc.components.schemas.LinkStats?.properties ?? {})).toEqual(expect.arrayContaining(["trigger", "triggers", "totals", "daily"]));
  });

  it("documents the filters by referrer, country, device, browser and OS, and the 400 of a bad one", () => {
    const doc = openApiDocument() as unknown as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string; description?: string }[]; responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const stats = doc.paths["/links/{id}/stats"]?.get;
    for (const name of ["referrer", "country", "device", "browser", "os"]) {
      expect(stats?.parameters?.find((p) => p.name === name), name).toMatchObject({ in: "query", description: expect.stringContaining("none") });
    }
    expect(Object.keys(stats?.responses ?? {})).toContain("400");
    expect(Object.keys(doc.components.schemas.LinkStats?.properties ?? {})).toContain("filter");
  });
});

describe("the UTM templates' endpoints", () => {
  it("name the template's id and their own 404 and 409, and the body's limits", () => {
    const doc = openApiDocument() as unknown as {
      paths: Record<string, Record<string, { parameters?: { name: string; description: string }[]; responses: Record<string, { description: string }> }>>;
      components: { schemas: Record<string, { properties?: Record<string, { maxLength?: number }>; additionalProperties?: boolean }> };
    };
    const remove = doc.paths["/utm-templates/{id}"]?.delete;
    expect(remove?.parameters?.[0]).toMatchObject({ name: "id", description: "The template's id." });
    expect(remove?.responses["404"]?.description).toContain("template");
    expect(doc.paths["/utm-templates"]?.post?.responses["409"]?.description).toContain("20 templates");
    // Links keep their own wording.
    expect(doc.paths["/links/{id}"]?.delete?.responses["404"]?.description).toContain("link");
    expect(doc.paths["/links/{id}"]?.get?.parameters?.[0]?.description).toBe("The link's id.");
    const create = doc.components.schemas.CreateUtmTemplate;
    expect(Object.keys(create?.properties ?? {})).toEqual(["name", "utm"]);
    expect(create?.additionalProperties).toBe(false);
  });
});
