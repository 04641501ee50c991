"use client";

import { Download } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import { SITE_NAME } from "@/lib/platform/config/site-name";
import { CARD_SIZES, CARD_THEMES, cardFileName, layoutCard, type CardSize, type CardTheme } from "../logic/card";
import type { Quote } from "../logic/dataset";
import { choiceOptions } from "@/lib/platform/forms/choice-options";

const QUOTE_FONT = "Georgia, 'Times New Roman', serif";
const SANS_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const THEME_OPTIONS = choiceOptions(CARD_THEMES);

/** Draws the card on the canvas, at its full size (the page shows it scaled down). */
function draw(canvas: HTMLCanvasElement, quote: Quote, size: CardSize, themeName: CardTheme) {
  const { width, height } = CARD_SIZES[size];
  const theme = CARD_THEMES[themeName];
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2d context");
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, width, height);

  const text = `“${quote.text}”`;
  const measure = (s: string, fontSize: number) => {
    ctx.font = `${fontSize}px ${QUOTE_FONT}`;
    return ctx.measureText(s).width;
  };
  const layout = layoutCard(text, size, measure);
  ctx.fillStyle = theme.accent;
  ctx.fillRect(layout.margin, layout.top - layout.fontSize, Math.round(width / 12), Math.max(4, Math.round(width / 180)));

  ctx.fillStyle = theme.text;
  ctx.textBaseline = "top";
  ctx.font = `${layout.fontSize}px ${QUOTE_FONT}`;
  layout.lines.forEach((line, i) => ctx.fillText(line, layout.margin, layout.top + i * layout.lineHeight));

  const authorTop = layout.top + layout.lines.length * layout.lineHeight + layout.authorSize;
  ctx.font = `600 ${layout.authorSize}px ${SANS_FONT}`;
  ctx.fillStyle = theme.accent;
  ctx.fillText(`— ${quote.author}`, layout.margin, authorTop, width - 2 * layout.margin);
  if (quote.source) {
    ctx.font = `${Math.round(layout.authorSize * 0.75)}px ${SANS_FONT}`;
    ctx.fillStyle = theme.text;
    ctx.fillText(quote.source, layout.margin, authorTop + layout.authorSize * 1.4, width - 2 * layout.margin);
  }
  ctx.font = `${Math.round(layout.authorSize * 0.7)}px ${SANS_FONT}`;
  ctx.fillStyle = theme.text;
  ctx.globalAlpha = 0.7;
  ctx.fillText(SITE_NAME, layout.margin, height - layout.margin / 2 - layout.authorSize * 0.7);
  ctx.globalAlpha = 1;
}

/** The image card designer: size and colours, a live preview on a canvas, and the PNG download. Runs in the browser. */
export function QuoteCard({ quote }: { quote: Quote }) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<CardSize>("square");
  const [theme, setTheme] = useState<CardTheme>("light");
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Drawn in the next frame: measuring and filling a 1080 px canvas stays out of the click that changed it.
    const frame = requestAnimationFrame(() => {
      if (!canvas.current) return;
      try {
        draw(canvas.current, quote, size, theme);
        setFailed(false);
      } catch {
        setFailed(true);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [quote, size, theme]);

  function download() {
    canvas.current?.toBlob((blob) => {
      if (blob) saveFile(blob, cardFileName(quote.author));
      else setFailed(true);
    }, "image/png");
  }

  const { width, height } = CARD_SIZES[size];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border border-line bg-slate-50 p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        Image card
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-size`}>Size</Label>
          <Select id={`${id}-size`} value={size} onChange={(e) => setSize(e.target.value as CardSize)} className="sm:w-56">
            {(Object.keys(CARD_SIZES) as CardSize[]).map((s) => (
              <option key={s} value={s}>
                {CARD_SIZES[s].label}
              </option>
            ))}
          </Select>
        </div>
        <Segmented legend="Colours" name={`${id}-theme`} value={theme} options={THEME_OPTIONS} onChange={setTheme} />
        <Button onClick={download} disabled={failed} className="sm:ml-auto">
          <Download aria-hidden="true" />
          Download PNG
        </Button>
      </div>
      {failed ? <FieldError>Your browser could not draw the card. Try another browser, or copy the quote instead.</FieldError> : null}
      <canvas
        ref={canvas}
        width={width}
        height={height}
        role="img"
        aria-label={`Image card: “${quote.text}” — ${quote.author}`}
        data-testid="quote-canvas"
        className="mx-auto h-auto max-h-[32rem] w-auto max-w-full rounded-lg shadow-sm ring-1 ring-line"
      />
    </section>
  );
}
