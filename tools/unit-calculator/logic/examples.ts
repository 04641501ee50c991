/**
 * Lines shown as one-click examples on the tool and as worked examples on the page, each with the result the
 * calculator gives for it. examples.test.ts checks every result against calculate(), so the page never shows a
 * number the tool would not. The results are the test vectors of evaluate.test.ts (from the unit definitions).
 */
export const WORKED_EXAMPLES: readonly { line: string; result: string; why: string }[] = [
  { line: "5 ft 3 in + 20 cm to m", result: "= 1.8002 m", why: "5 ft 3 in is 63 in × 0.0254 m = 1.6002 m; plus 0.2 m." },
  { line: "60 mph * 2.5 h to km", result: "= 241.4016 km", why: "A speed times a time is a length: 150 miles of 1.609344 km each." },
  { line: "3 kg / 2 L", result: "= 1.5 kg/L", why: "A mass divided by a volume is a density; the answer keeps your units." },
  { line: "(3 m)^2 to ft^2", result: "≈ 96.8751937503875 ft²", why: "9 m² divided by 0.09290304 m² per square foot, which does not end: rounded, so ≈." },
  { line: "30 mpg to L/100 km", result: "≈ 7.84048611111111 L/100 km", why: "Miles per gallon and litres per 100 km are reciprocals: the calculator inverts." },
  { line: "3 cups + 2 tbsp in ml", result: "= 739.3382390625 mL", why: "US cups and tablespoons come from the 231 in³ gallon, so the result is exact." },
  { line: "1.8 m to ft in", result: "≈ 5 ft 10.866142 in", why: "Several units after 'to' split the result: whole feet, then the inches left." },
  { line: "20 °C + 5 Δ°C to °F", result: "= 77 °F", why: "A temperature plus a change of temperature; 25 °C × 9/5 + 32." },
];

/** The quick examples under the input. */
export const EXAMPLES: readonly string[] = WORKED_EXAMPLES.slice(0, 6).map((e) => e.line);
