import { apiRoute, json } from "@/lib/domain/api/http";
import { AREA_UNITS } from "@/tools/area-converter/logic/area";
import { listCustomUnits } from "@/tools/area-converter/server/custom-units";
import { otherMethods } from "@/lib/domain/api/errors";

/** GET /api/v1/area/units: the built-in units and the key owner's custom units, with their size in m². */

export const GET = apiRoute(async ({ actor }) => {
  const custom = await listCustomUnits(actor.userId);
  return json({
    units: [
      ...AREA_UNITS.map((u) => ({ id: u.id, name: u.name, symbol: u.symbol, category: u.category, squareMeters: u.factorText })),
      ...custom.map((u) => ({ id: u.id, name: u.name, symbol: u.symbol, category: "Custom" as const, squareMeters: u.factorText })),
    ],
  });
});

/** The other methods: a 405 in the API's error shape. */
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
