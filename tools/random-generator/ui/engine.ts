// The Random Generator's engine (draws, dice notation, seeded and crypto sources): the tool imports it on the first
// touch, focus or key press, not on first paint (page weight, docs/architecture.md).
export { seededSource } from "@/lib/engines/random/seeded";
export { secureRandom } from "@/lib/engines/random/uniform";
export { diceRange, formatNotation, parseDice } from "../logic/dice";
export { draw, rerun } from "../logic/draw";
