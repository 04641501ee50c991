"use client";

import { Pipette } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { cssOf, formatColor, hexOf, hsvaToSrgb, parseColor, srgbToHsva, toUrlValue, type GamutNote, type Hsva, type Srgb } from "../logic/color";
import { ContrastPanel } from "./contrast-panel";
import { FormatFields } from "./formats";
import { ImagePicker } from "./image-pick";
import { PalettePanel } from "./palette-panel";
import { CHECKER, GradientSlider, SaturationValueArea } from "./sliders";
import { VisionPanel } from "./vision-panel";
import { site } from "@/lib/platform/config/site";

/** The URL parameter that keeps the colour, so a link shares it: /color-picker?color=ff5733 (8 digits with alpha). */
export const URL_PARAM = "color";
const RECENT_KEY = "utilify:color-picker:recent";
const RECENT_MAX = 12;

interface EyeDropperResult {
  sRGBHex: string;
}
type EyeDropperCtor = new () => { open: () => Promise<EyeDropperResult> };

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {children}
      </CardContent>
    </Card>
  );
}

/** The Color Picker (rendered by the tool's page.tsx): picker, formats, eyedroppers, contrast, palettes and the colour-vision preview. */
export function ColorPickerMain({ initial = "#1e90ff" }: { initial?: string }) {
  const start = parseColor(initial);
  const startColor = start.ok ? start.color : { r: 30 / 255, g: 144 / 255, b: 1, alpha: 1 };
  const [hsva, setHsva] = useState<Hsva>(() => srgbToHsva(startColor));
  const [background, setBackground] = useState<Srgb>({ r: 1, g: 1, b: 1, alpha: 1 });
  const [note, setNote] = useState<GamutNote | undefined>(undefined);
  const [screenPicker, setScreenPicker] = useState<EyeDropperCtor | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const [urlError, setUrlError] = useState<string | undefined>(undefined);
  const loaded = useRef(false);
  const color = hsvaToSrgb(hsva);

  const setColor = (c: Srgb, gamut?: GamutNote) => {
    setHsva((prev) => srgbToHsva(c, prev.h));
    setNote(gamut);
  };

  // The colour of a shared link. A layout effect, so it is applied before what the visitor typed while the page
  // loaded is handed to React (KeepTypedText, later in the tool's area): their text then wins over the link.
  useLayoutEffect(() => {
    const value = new URLSearchParams(window.location.search).get(URL_PARAM);
    if (!value) return;
    const result = parseColor(/^[0-9a-f]+$/i.test(value) ? `#${value}` : value);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the link this page was opened with, read once on mount
    if (result.ok) setColor(result.color, result.note);
    else setUrlError(`The link's colour could not be read: ${result.error}`);
  }, []);

  // The recent colours from this browser, and whether the browser has an EyeDropper.
  useEffect(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(RECENT_KEY) ?? "[]") as unknown;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- state that only the browser knows, read once on mount
      if (Array.isArray(stored)) setRecent(stored.filter((x): x is string => typeof x === "string" && /^#[0-9a-f]{6,8}$/.test(x)).slice(0, RECENT_MAX));
    } catch {
      // A corrupt or blocked store: start without recent colours.
    }
    const ctor = (window as unknown as { EyeDropper?: EyeDropperCtor }).EyeDropper;
    if (ctor) setScreenPicker(() => ctor);
    loaded.current = true;
  }, []);

  // Keep the URL and the recent colours in step, once the colour has settled for a moment.
  const hex = formatColor(color, "hex");
  useEffect(() => {
    if (!loaded.current) return;
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      url.searchParams.set(URL_PARAM, hex.slice(1));
      window.history.replaceState(window.history.state, "", url);
      setRecent((list) => {
        const next = [hex, ...list.filter((x) => x !== hex)].slice(0, RECENT_MAX);
        try {
          localStorage.setItem(RECENT_KEY, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the list lives for this visit only.
        }
        return next;
      });
    }, 700);
    return () => clearTimeout(timer);
  }, [hex]);

  async function pickFromScreen() {
    if (!screenPicker) return;
    try {
      const { sRGBHex } = await new screenPicker().open();
      const result = parseColor(sRGBHex);
      if (result.ok) setColor(result.color);
    } catch {
      // The user pressed Escape: nothing to do.
    }
  }

  const opaqueHex = hexOf(color);
  // A full address, so the link works pasted anywhere (a path alone is not a link outside this site).
  const shareUrl = `${typeof window === "undefined" ? site.url : window.location.origin}/color-picker?${URL_PARAM}=${toUrlValue(color)}`;

  return (
    <div className="flex flex-col gap-6" data-tool-ui="color-picker">
      <Card>
        <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className="flex flex-col gap-4">
            <SaturationValueArea hsva={hsva} onChange={(next) => { setHsva(next); setNote(undefined); }} />
            <GradientSlider
              label="Hue"
              value={Math.round(hsva.h) % 360}
              min={0}
              max={359}
              unit="°"
              background="linear-gradient(to right, #f00 0%, #ff0 17%, #0f0 33%, #0ff 50%, #00f 67%, #f0f 83%, #f00 100%)"
              thumbColor={hexOf(hsvaToSrgb({ h: hsva.h, s: 1, v: 1, alpha: 1 }))}
              onChange={(h) => { setHsva((prev) => ({ ...prev, h })); setNote(undefined); }}
            />
            <div className="rounded-full" style={{ background: CHECKER }}>
              <GradientSlider
                label="Alpha"
                value={Math.round(hsva.alpha * 100)}
                min={0}
                max={100}
                unit="%"
                background={`linear-gradient(to right, transparent, ${opaqueHex})`}
                thumbColor={opaqueHex}
                onChange={(a) => setHsva((prev) => ({ ...prev, alpha: a / 100 }))}
              />
            </div>
            <div className="flex items-center gap-3">
              <div className="size-16 shrink-0 overflow-hidden rounded-lg border border-line" style={{ background: CHECKER }}>
                <div className="size-full" style={{ background: cssOf(color) }} data-testid="current-swatch" />
              </div>
              <div className="flex min-w-0 flex-col gap-1">
                <output className="font-mono text-lg font-semibold text-ink" data-testid="current-hex" aria-live="polite">
                  {hex}
                </output>
                <div className="flex flex-wrap gap-2">
                  <CopyButton value={hex} label="Copy hex" copiedMessage={`${hex} copied`} />
                  <CopyButton value={shareUrl} label="Copy link" copiedMessage="Link to this colour copied" />
                </div>
              </div>
            </div>
            {screenPicker ? (
              <Button variant="outline" onClick={() => void pickFromScreen()}>
                <Pipette aria-hidden="true" /> Pick from the screen
              </Button>
            ) : (
              <p className="text-xs text-muted" data-testid="no-eyedropper">
                Screen picking needs a browser with the EyeDropper API (Chrome or Edge on a computer). You can pick from an image below.
              </p>
            )}
            {recent.length ? (
              <div className="flex flex-col gap-1">
                <p className="text-sm font-medium text-ink">Recent</p>
                <ul className="flex flex-wrap gap-1.5">
                  {recent.map((r) => (
                    <li key={r}>
                      <button
                        type="button"
                        aria-label={`Use recent colour ${r}`}
                        title={r}
                        onClick={() => {
                          const result = parseColor(r);
                          if (result.ok) setColor(result.color);
                        }}
                        className="size-7 rounded-md border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                        style={{ background: r }}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          <div className="flex flex-col gap-3">
            {urlError ? (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
                {urlError}
              </p>
            ) : null}
            <FormatFields color={color} onColor={setColor} />
            {note ? (
              <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="gamut-note">
                {note.text}
              </p>
            ) : null}
            <p className="text-xs text-muted">
              Type into any field: a valid colour applies at once. CMYK uses the plain formula, not a printer&apos;s ICC
              profile. LAB and LCH are CIE D50, as in CSS. Nothing you pick or type leaves your browser.
            </p>
          </div>
        </CardContent>
      </Card>

      <Section title="Pick from an image" id="image-heading">
        <ImagePicker onPick={(c) => setColor(c)} />
      </Section>

      <Section title="Contrast (WCAG 2.x)" id="contrast-heading">
        <ContrastPanel color={color} background={background} onBackground={setBackground} onColor={(c) => setColor(c)} />
      </Section>

      <Section title="Colour-blindness preview" id="vision-heading">
        <VisionPanel color={color} background={background} />
      </Section>

      <Section title="Shades, tints and palettes" id="palette-heading">
        <PalettePanel color={color} onPick={(c) => setColor(c)} />
      </Section>
    </div>
  );
}
