"use client";

import { Copy, Download, FolderOpen } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Select } from "@/components/ui/input";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import { cn } from "@/components/ui/cn";
import { toast } from "@/components/ui/toast";
import { countryName, countryOptions, defaultCountry, isCountry, type Country } from "../logic/countries";
import { MAX_MATCHES, type Match, type Strictness } from "../logic/match";
import { COLUMNS, detectKind, readSource, redact, rowCells, rowsCsv, rowsList, segments, sizeError, toRows, toSource, type OutputFormat, type SourceKind } from "../logic/phone-extractor";

type Extract = typeof import("../logic/extract");
const loadExtract = () => import("../logic/extract");

const FORMATS: readonly { value: OutputFormat; label: string }[] = [
  { value: "e164", label: "E.164 (+14155552671)" },
  { value: "international", label: "International (+1 415 555 2671)" },
  { value: "national", label: "National ((415) 555-2671)" },
  { value: "rfc3966", label: "tel: link (tel:+14155552671)" },
];

/** The largest file opened: the text limit in characters, at up to 4 bytes each. */
const MAX_FILE_BYTES = 1024 * 1024;

type Result = { key: string; matches: Match[]; capped: boolean };

/** Runs the matcher in slices of a few milliseconds, so a long paste never freezes typing; stale runs stop. */
async function searchInSlices(extract: Extract, text: string, country: Country, strictness: Strictness, stale: () => boolean): Promise<{ matches: Match[]; capped: boolean } | null> {
  const matches: Match[] = [];
  let sliceStart = performance.now();
  for (const match of extract.searchNumbers(text, country, strictness)) {
    if (stale()) return null;
    if (matches.length === MAX_MATCHES) return { matches, capped: true };
    matches.push(match);
    if (performance.now() - sliceStart > 8) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    }
  }
  return stale() ? null : { matches, capped: false };
}

async function copy(text: string, description: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied!", { description });
  } catch {
    toast.error("Error", { description: "Your browser did not allow copying. Download the file instead." });
  }
}

/** The Phone Number Extractor: paste or open text, CSV or HTML; the numbers in a table, highlighted, or redacted. */
export function PhoneExtractorTool() {
  const [source, setSource] = useState("");
  const [country, setCountry] = useState<Country>("US");
  const [strictness, setStrictness] = useState<Strictness>("valid");
  const [kindChoice, setKindChoice] = useState<"auto" | SourceKind>("auto");
  const [format, setFormat] = useState<OutputFormat>("e164");
  const [dedupe, setDedupe] = useState(true);
  const [validOnly, setValidOnly] = useState(false);
  const [view, setView] = useState<"highlight" | "redact">("highlight");
  const [keep, setKeep] = useState("0");
  const [extract, setExtract] = useState<Extract | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  // Country names come from the browser's Intl data, which may word them differently from the server's: the full
  // menu is built after hydration, the server renders the default alone.
  const [options, setOptions] = useState<{ value: Country; label: string }[]>([{ value: "US", label: "US (+1)" }]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's language and names are known only after hydration
    setCountry(defaultCountry(navigator.languages ?? [navigator.language]));
    setOptions(countryOptions());
  }, []);

  // The field shows every change at once; what is read from it (the kind, the search, the views) follows at low
  // priority, so text arriving in many small insertions (line by line, as scripts and assistive technology insert it)
  // costs one read of the text when it settles, not one read per line.
  const text = useDeferredValue(source);
  const tooLong = sizeError(source);
  const kind: SourceKind = kindChoice === "auto" ? detectKind(text) : kindChoice;
  const wanted = text.trim() && !sizeError(text) && !tooLong;

  // The matcher and its metadata load on first use.
  useEffect(() => {
    if (wanted && !extract) {
      loadExtract().then(setExtract, () => setLoadError(true));
    }
  }, [wanted, extract]);

  const key = `${country}|${strictness}|${kind}|${text}`;
  useEffect(() => {
    if (!extract || !wanted) return;
    let stale = false;
    const timer = setTimeout(() => {
      const { text: plain, map } = readSource(text, kind);
      void searchInSlices(extract, plain, country, strictness, () => stale).then((found) => {
        if (found) setResult({ key, matches: found.matches.map((m) => toSource(m, map)), capped: found.capped });
      });
    }, 150);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [extract, wanted, key, text, kind, country, strictness]);

  const current = wanted && result ? result : null;
  const rows = useMemo(() => (current ? toRows(current.matches, { dedupe, validOnly }) : []), [current, dedupe, validOnly]);
  const shown = useMemo(() => (current ? current.matches.filter((m) => !validOnly || m.valid) : []), [current, validOnly]);
  const searching = Boolean(wanted && (!result || result.key !== key));
  const list = rowsList(rows, format);

  async function openFile(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(`${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; open files up to 1 MB, or paste part of the text.`);
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { binaryRefusal } = await import("@/lib/engines/text-files/binary"); // its signature table loads on use
    const refusal = binaryRefusal(file.name, bytes, "text");
    if (refusal) {
      setFileError(`${refusal} Open a text, CSV or HTML file.`);
      return;
    }
    setFileError(null);
    setSource(new TextDecoder().decode(bytes));
  }

  return (
    <Card data-tool-ui="phone-extractor">
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <label htmlFor="phone-source" className="text-sm font-medium text-ink">
              Text, CSV or HTML
            </label>
            <div className="flex gap-2">
              <input
                ref={fileRef}
                type="file"
                accept=".txt,.csv,.tsv,.html,.htm,.vcf,.md,text/*"
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(e) => {
                  void openFile(e.target.files?.[0]);
                  e.target.value = "";
                }}
              />
              <Button variant="outline" size="sm" onClick={() => fileRef.current?.click()}>
                <FolderOpen aria-hidden="true" /> Open file
              </Button>
            </div>
          </div>
          <textarea
            id="phone-source"
            value={source}
            onChange={(e) => setSource(e.target.value)}
            rows={8}
            spellCheck={false}
            aria-invalid={tooLong ? true : undefined}
            aria-describedby={tooLong ? "phone-too-long" : undefined}
            placeholder={"Paste an e-mail signature, a CSV export or a web page's HTML.\nCall +44 20 7946 0958 or (415) 555-2671 ext. 12 — order #12345678 is not a number."}
            className="min-h-40 w-full rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm text-ink shadow-sm placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40 aria-invalid:border-red-500"
          />
          {tooLong ? (
            <FieldError id="phone-too-long" role="alert">
              {tooLong}
            </FieldError>
          ) : null}
          {fileError ? <FieldError role="alert">{fileError}</FieldError> : null}
          {loadError ? <FieldError role="alert">The phone number library could not load. Check your connection and try again.</FieldError> : null}
        </div>

        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="phone-country" className="text-sm font-medium text-ink">
              Numbers without +code are from
            </label>
            <Select id="phone-country" value={country} onChange={(e) => isCountry(e.target.value) && setCountry(e.target.value)}>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="phone-format" className="text-sm font-medium text-ink">
              Output format
            </label>
            <Select id="phone-format" value={format} onChange={(e) => setFormat(e.target.value as OutputFormat)}>
              {FORMATS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="phone-kind" className="text-sm font-medium text-ink">
              Read as
            </label>
            <Select id="phone-kind" value={kindChoice} onChange={(e) => setKindChoice(e.target.value as "auto" | SourceKind)}>
              <option value="auto">Detect ({(kindChoice === "auto" ? kind : detectKind(text)) === "html" ? "HTML" : "text or CSV"})</option>
              <option value="text">Text or CSV</option>
              <option value="html">HTML (skip tags, read tel: links)</option>
            </Select>
          </div>
          <Segmented
            legend="Match"
            name="phone-strictness"
            value={strictness}
            onChange={setStrictness}
            options={[
              { value: "valid", label: "Valid numbers" },
              { value: "possible", label: "Possible too" },
            ]}
          />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" checked={dedupe} onChange={(e) => setDedupe(e.target.checked)} className="size-4 accent-brand-600" />
            Remove duplicates (same E.164 number)
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" checked={validOnly} onChange={(e) => setValidOnly(e.target.checked)} className="size-4 accent-brand-600" />
            Valid numbers only
          </label>
        </div>

        <div aria-live="polite" className="text-sm">
          {searching ? <p className="text-muted">Searching…</p> : null}
          {current && !searching ? (
            rows.length ? (
              <p className="font-medium text-ink" data-testid="phone-summary">
                {shown.length.toLocaleString("en-US")} {shown.length === 1 ? "number" : "numbers"} found
                {dedupe ? `, ${rows.length.toLocaleString("en-US")} distinct` : ""}
                {current.capped ? ` — the first ${MAX_MATCHES.toLocaleString("en-US")} only; split the text to see the rest` : ""}
              </p>
            ) : (
              <p className="text-ink" data-testid="phone-none">
                No phone numbers found — numbers without +code are read as {countryName(country)}; change the default country?
              </p>
            )
          ) : null}
        </div>

        {current && rows.length && !searching ? (
          <>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => copy(list, "The numbers are on your clipboard, one per line.")}>
                <Copy aria-hidden="true" /> Copy numbers
              </Button>
              <Button variant="outline" size="sm" onClick={() => saveFile(new Blob([rowsCsv(rows, format)], { type: "text/csv;charset=utf-8" }), "phone-numbers.csv")}>
                <Download aria-hidden="true" /> Download CSV
              </Button>
            </div>
            <div role="region" aria-label="Numbers found" tabIndex={0} className="max-h-[28rem] overflow-auto rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-brand-600">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <thead className="sticky top-0 bg-slate-50 text-ink">
                  <tr>
                    {COLUMNS.map((h) => (
                      <th key={h} scope="col" className="border-b border-line px-3 py-2 font-semibold">
                        {h === "Times found" ? "Found" : h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    // The same cells as the CSV's line for this row.
                    const [original, e164, ext, shownAs, rowCountry, type, , found] = rowCells(row, format);
                    return (
                      <tr key={dedupe ? row.key : `${row.match.start}`} className="border-b border-line last:border-0">
                        <td className="px-3 py-2 font-mono whitespace-nowrap">{original}</td>
                        <td className="px-3 py-2 font-mono whitespace-nowrap">{e164}</td>
                        <td className="px-3 py-2 font-mono whitespace-nowrap">{ext}</td>
                        <td className="px-3 py-2 font-mono whitespace-nowrap">{shownAs}</td>
                        <td className="px-3 py-2">{rowCountry}</td>
                        <td className="px-3 py-2">{type}</td>
                        <td className={cn("px-3 py-2 font-medium", row.match.valid ? "text-emerald-800" : "text-red-700")}>{row.match.valid ? "Valid" : "Not valid"}</td>
                        <td className="px-3 py-2 tabular-nums">{found}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        ) : null}

        {current && shown.length && !searching ? (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <Segmented
                legend="Source"
                hideLegend
                name="phone-view"
                value={view}
                onChange={setView}
                options={[
                  { value: "highlight", label: "Highlighted" },
                  { value: "redact", label: "Redacted" },
                ]}
              />
              {view === "redact" ? (
                <div className="flex items-center gap-2">
                  <label htmlFor="phone-keep" className="text-sm text-ink">
                    Keep last digits
                  </label>
                  <Select id="phone-keep" value={keep} onChange={(e) => setKeep(e.target.value)} className="w-24">
                    <option value="0">None</option>
                    <option value="2">2</option>
                    <option value="4">4</option>
                  </Select>
                </div>
              ) : null}
            </div>
            {view === "highlight" ? (
              <div role="region" aria-label="Source with the numbers highlighted" tabIndex={0} data-testid="phone-highlight" className="max-h-96 overflow-auto rounded-lg border border-line bg-slate-50 px-3 py-2 font-mono text-sm break-words whitespace-pre-wrap text-ink">
                {segments(text, shown).map((part, i) =>
                  part.match === null ? (
                    <span key={i}>{part.text}</span>
                  ) : (
                    <mark key={i} className={cn("rounded px-0.5", shown[part.match]?.valid ? "bg-amber-200 text-ink" : "bg-red-100 text-red-900")}>
                      {part.text}
                    </mark>
                  ),
                )}
              </div>
            ) : (
              <RedactedView text={redact(text, shown, Number(keep))} />
            )}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function RedactedView({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="phone-redacted" className="sr-only">
        Redacted text
      </label>
      <textarea id="phone-redacted" readOnly value={text} rows={8} data-testid="phone-redacted" className="w-full rounded-lg border border-line bg-slate-50 px-3 py-2 font-mono text-sm text-ink" />
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => copy(text, "The redacted text is on your clipboard.")}>
          <Copy aria-hidden="true" /> Copy redacted text
        </Button>
        <Button variant="outline" size="sm" onClick={() => saveFile(new Blob([text], { type: "text/plain;charset=utf-8" }), "redacted.txt")}>
          <Download aria-hidden="true" /> Download
        </Button>
      </div>
    </div>
  );
}
