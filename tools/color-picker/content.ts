import type { ToolContent } from "@/tools/types";
import { MAX_IMAGE_BYTES } from "./logic/limits";

/**
 * The Color Picker page's words (tools/types.ts ToolContent). Figures are the vectors of logic/*.test.ts
 * (#ff5733 = rgb(255, 87, 51) = hsl(11, 100%, 60%) = cmyk(0%, 66%, 80%, 0%); #777 on white = 4.478:1; #767676 = 4.542:1).
 */
export const content: ToolContent = {
  seo: {
    title: "Color Picker — HEX, RGB, HSL, OKLCH, CMYK, Contrast Checker and Palettes",
    description:
      "Pick a colour from a square, your screen or an image and copy it as HEX, RGB, HSL, HSV, HWB, CMYK, LAB, LCH, OKLCH or a CSS name. Check WCAG contrast unrounded, find the nearest passing colour, preview colour blindness and export palettes.",
    keywords: ["color picker", "colour picker", "hex to rgb", "color converter", "oklch color picker", "contrast checker", "eyedropper", "color palette generator"],
    ogHeading: "Color Picker",
  },
  intro:
    "Pick a colour and get it in every format a designer or a stylesheet asks for, with its contrast against a background worked out exactly. Everything happens in your browser: nothing you pick, type or open leaves this page.",
  featureList: [
    "Saturation/brightness square with hue and alpha sliders, all usable from the keyboard",
    "Screen eyedropper where the browser has the EyeDropper API (Chrome, Edge)",
    `Picking from an image of up to ${MAX_IMAGE_BYTES / 1048576} MB, with a magnifying loupe, read locally on a canvas`,
    "HEX, RGB, HSL, HSV, HWB, CMYK, LAB, LCH, OKLCH and CSS names, each editable and copyable, alpha kept",
    "Out-of-gamut OKLCH and LAB colours mapped into sRGB by CSS Color 4 gamut mapping, and said so",
    "WCAG 2.x contrast compared unrounded with 3, 4.5 and 7, and the nearest passing colour",
    "Colour-blindness preview (Machado 2009) for protanopia, deuteranopia, tritanopia and achromatopsia",
    "Shades, tints, harmonies and an OKLCH 50–950 scale exported as CSS variables, Tailwind or JSON",
    "The colour kept in the URL, so a link shares it, and recent colours remembered in this browser",
  ],
  features: {
    title: "Exact where it matters",
    items: [
      { title: "Contrast never rounded up", body: "#777 on white is 4.478:1. Tools that round to one decimal say 4.5 and pass it; here it fails AA, and the nearest passing grey, #767676 at 4.542:1, is one click away.", icon: "ShieldCheck" },
      { title: "Modern colour spaces", body: "OKLCH, LAB and LCH as CSS Color 4 writes them. A colour outside sRGB is not silently clipped: we say it is out of gamut and show the nearest one a screen can display.", icon: "Sparkles" },
      { title: "Palettes that stay even", body: "Harmonies turn the hue in OKLCH, so the colours keep the same perceived lightness, and the 50–950 scale steps evenly in lightness, ready for Tailwind.", icon: "BarChart3" },
      { title: "Private by design", body: "The picker, the conversions and the image you open run in this tab. No request carries your colours or your image.", icon: "Zap" },
    ],
  },
  howTo: {
    title: "How to use the Color Picker",
    items: [
      { title: "Pick a colour", body: "Drag in the square and along the hue and alpha sliders, or use the arrow keys on them. Pick from the screen in Chrome or Edge, open an image and click a point, or type any colour into a field." },
      { title: "Copy the format you need", body: "Every format updates at once. Edit any of them: #abc, rgb(255 87 51), hsl(11, 100%, 60%), oklch(68% 0.21 34) and tomato all work. Copy one with its button, or copy a link that opens this colour." },
      { title: "Check the contrast", body: "Set the background colour: the ratio is shown against AA (4.5:1), AA large text (3:1) and AAA (7:1). Where it fails, use the nearest passing colour of the same hue." },
      { title: "Build a palette", body: "Take a shade, a tint or a harmony, or name the 50–950 scale and copy it as CSS variables, a Tailwind theme or JSON." },
    ],
  },
  useCases: {
    title: "What people use the Color Picker for",
    items: [
      { title: "Front-end work", body: "Turn a hex code from a design file into hsl() or oklch() for a stylesheet, with the alpha kept." },
      { title: "Accessibility checks", body: "Test a brand colour as text on white before it ships, and find the closest shade that passes AA." },
      { title: "Matching a photo or a logo", body: "Open the image and pick the exact pixel, zoomed in, without uploading it anywhere." },
      { title: "Design systems", body: "Derive a Tailwind-style 50–950 scale from one brand colour and paste it into the theme." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "#ff5733 in every format", text: "rgb(255, 87, 51) = hsl(11, 100%, 60%) = hsv(11, 80%, 100%) = cmyk(0%, 66%, 80%, 0%) = oklch(68.04% 0.21 33.69); its nearest CSS name is tomato." },
      { term: "#777 on white", text: "4.478:1: a fail for normal text (4.5:1), though a rounded display would show 4.5. #767676 is the nearest passing grey, at 4.542:1." },
      { term: "Black on white", text: "The largest possible contrast, 21:1." },
      { term: "#abc", text: "A three-digit hex code doubles each digit: #aabbcc = rgb(170, 187, 204)." },
    ],
  },
  faq: [
    {
      question: "Why does my colour fail at 4.49:1 when the rule is 4.5:1?",
      answer:
        "WCAG 2 sets 4.5:1 as a minimum, and 4.49 is below it. Many checkers round the ratio to one decimal and report a pass; we compare the exact ratio with the threshold and show it truncated, never rounded up. The nearest passing colour beside the result fixes it with the smallest change in lightness.",
    },
    {
      question: "What is OKLCH, and why does it say my colour is out of gamut?",
      answer:
        "OKLCH describes a colour by perceived lightness, chroma (colourfulness) and hue, so changing one leaves the others looking the same. It can describe colours no ordinary (sRGB) screen can show. When you type one, we say so and show the nearest displayable colour: the same lightness and hue with less chroma, which is how CSS Color 4 maps colours into a screen's gamut.",
    },
    {
      question: "Why does the CMYK here differ from my printer's?",
      answer:
        "The CMYK shown is the standard device-independent formula (K = 1 − the largest of R, G, B). Real printing depends on the inks and paper, described by an ICC profile, so a print shop's software can give different percentages for the same colour. Use these numbers as a starting point and proof on paper.",
    },
    {
      question: "Why can't I pick from my screen?",
      answer:
        "Picking anywhere on the screen needs the EyeDropper API, which Chrome and Edge on a computer have and Firefox and Safari do not yet. Where it is missing, open a screenshot or image instead: you can click any pixel of it, with a loupe to aim.",
    },
    {
      question: "How is the colour-blindness preview made?",
      answer:
        "Protanopia, deuteranopia and tritanopia use the model of Machado, Oliveira and Fernandes (2009) at full severity, applied to linear RGB. Achromatopsia shows the colour's relative luminance as grey. It simulates the most complete form of each; many people have a milder one.",
    },
    {
      question: "Is anything uploaded?",
      answer:
        "No. The picker, the conversions and the contrast checks are code running in this tab, and an image you open is drawn on a canvas here and never sent. The colour is kept in the page's address so you can share it; recent colours stay in this browser's storage.",
    },
  ],
};
