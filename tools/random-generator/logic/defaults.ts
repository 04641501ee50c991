import type { NumberSettings } from "./numbers";

// Constants the tool's first view needs, apart from the engine so that importing them does not load it.
export const TOOL_ID = "random-generator";
export const PLACES_MAX = 10;
export const DEFAULT_NUMBERS: NumberSettings = { min: "1", max: "100", places: 0, count: "1", unique: false, sort: "none", exclude: "" };
