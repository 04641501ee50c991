// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultState, type ShapeState } from "../logic/evaluate";
import { readFirstView } from "./engine";
import { ShapeView } from "./shape-form";

/**
 * The page's first view is ShapeView rendered on the server without handlers; the calculator that loads on the first
 * touch starts from what that view holds then (readFirstView), so nothing typed or picked before it lands is lost.
 */

const PRESET: ShapeState = { ...defaultState("rectangle"), values: { l: "4", w: "7" } };

function firstView(state: ShapeState = PRESET, areaUnit: "m2" | "ft2" = "m2"): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(createElement(ShapeView, { state, areaUnit }));
  return root;
}

const field = <T extends HTMLElement = HTMLInputElement>(root: HTMLElement, id: string) => root.querySelector<T>(`[id="${id}"]`)!;

describe("the static first view", () => {
  it("shows the preset's fields and its worked-out result", () => {
    const root = firstView();
    expect(field(root, "shape-l").value).toBe("4");
    expect(field(root, "shape-w").value).toBe("7");
    expect(field<HTMLSelectElement>(root, "shape-shape").value).toBe("rectangle");
    expect(root.querySelector('[data-testid="area-result"]')?.textContent).toBe("= 28 m²");
  });

  it("read untouched, gives the preset back", () => {
    expect(readFirstView(firstView(), PRESET, "m2")).toEqual({ state: PRESET, areaUnit: "m2" });
  });
});

describe("readFirstView: what was done before the calculator loaded", () => {
  const cases: { name: string; act: (root: HTMLElement) => void; state: Partial<ShapeState>; areaUnit: string; area?: string }[] = [
    {
      name: "typed lengths, mixed units included",
      act: (root) => {
        field(root, "shape-l").value = "10 ft 6 in";
        field(root, "shape-w").value = "3.2 m";
      },
      state: { values: { l: "10 ft 6 in", w: "3.2 m" } },
      areaUnit: "m2",
      area: "= 10.24128 m²",
    },
    {
      name: "a cleared field stays empty",
      act: (root) => {
        field(root, "shape-w").value = "";
      },
      state: { values: { l: "4", w: "" } },
      areaUnit: "m2",
    },
    {
      name: "another area unit and unit of plain numbers",
      act: (root) => {
        field<HTMLSelectElement>(root, "area-unit").value = "ft2";
        field<HTMLSelectElement>(root, "shape-length-unit").value = "ft";
      },
      state: { lengthUnit: "ft" },
      areaUnit: "ft2",
    },
    {
      name: "another shape starts with its first method, as the live picker does",
      act: (root) => {
        field<HTMLSelectElement>(root, "shape-shape").value = "circle";
      },
      state: { shape: "circle", method: "radius" },
      areaUnit: "m2",
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      const root = firstView();
      c.act(root);
      const read = readFirstView(root, PRESET, "m2");
      expect(read.state).toEqual({ ...PRESET, ...c.state });
      expect(read.areaUnit).toBe(c.areaUnit);
      // The live calculator then works out what was typed: 10 ft 6 in × 3.2 m = 3.2004 m × 3.2 m, exactly.
      if (c.area) expect(firstView(read.state).querySelector('[data-testid="area-result"]')?.textContent).toBe(c.area);
    });
  }

  it("keeps the preset's method when the shape is unchanged, and reads a changed one", () => {
    const triangle: ShapeState = { ...defaultState("triangle"), values: { b: "6", h: "4" } };
    const root = firstView(triangle);
    expect(readFirstView(root, triangle, "m2").state.method).toBe(triangle.method);
    const method = field<HTMLSelectElement>(root, "shape-method");
    const other = [...method.options].map((o) => o.value).find((v) => v !== triangle.method)!;
    method.value = other;
    expect(readFirstView(root, triangle, "m2").state.method).toBe(other);
  });

  it("ignores a unit the lists do not have", () => {
    const root = firstView();
    const select = field<HTMLSelectElement>(root, "area-unit");
    select.append(new Option("forged", "parsec2"));
    select.value = "parsec2";
    expect(readFirstView(root, PRESET, "m2").areaUnit).toBe("m2");
  });
});
