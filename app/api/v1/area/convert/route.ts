import { apiRoute, json } from "@/lib/domain/api/http";
import { areaConvertSchema } from "@/tools/api-schemas";
import { convertArea, convertAreaValues } from "@/tools/area-converter/server/area-service";
import { otherMethods } from "@/lib/domain/api/errors";

/** POST /api/v1/area/convert: `{ from, to, value }` or `{ from, to, values: [...] }` (up to 1,000). */

export const POST = apiRoute(
  async ({ body, actor }) => {
    const input = areaConvertSchema.parse(body);
    if ("values" in input) {
      const { table } = await convertAreaValues(actor, input);
      return json({
        from: table.from,
        to: table.targets[0],
        results: table.rows.map((row) => ({ index: row.line - 1, value: row.value, result: row.results[0] })),
        errors: table.errors.map((e) => ({ index: e.line - 1, value: e.text, error: e.error })),
      });
    }
    const { value, from, to, result, exact, quickReference } = (await convertArea(actor, input)).conversion;
    return json({ value, from, to, result, exact, quickReference });
  },
  { body: true },
);

/** The other methods: a 405 in the API's error shape. */
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
