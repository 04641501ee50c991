import { SectionHeading } from "@/components/ui/page-header";
import { MAX_INPUT_CHARS } from "../logic/formats";
import { ScrollRegion } from "@/components/ui/scroll-region";

const ROWS: readonly [format: string, reads: string, cannot: string][] = [
  ["JSON", "Losslessly: 12345678901234567890 and 0.10 keep every digit; a repeated key keeps its last value, with a note.", "—"],
  ["YAML", "YAML 1.2 core schema: NO, on and yes are text, 0777 is 777; anchors expanded; several documents become a list.", "— (output quotes every string a YAML 1.1 reader would misread)"],
  ["TOML", "TOML 1.0; 64-bit integers exact; dates become ISO text.", "null, a list or value at the root, integers beyond 64 bits: refused with the path"],
  ["CSV / TSV", "RFC 4180: quotes, \"\" and line breaks inside cells, CRLF or LF. Header row → objects; a.b and a.0 columns nested back; empty cells leave the key out.", "null (empty cell), empty lists and objects (empty cell): kept with a note"],
  ["XML", "Attributes → @name, text beside attributes or children → #text, repeated elements → a list, <a/> → \"\".", "null (empty element), empty lists, invalid names (renamed), control characters (refused)"],
  ["JSON Lines", "One JSON value per line, blank lines skipped, a bad line named by number.", "—"],
];

/** How each format is read, and what it cannot hold when written (said on the page so nothing is a surprise). */
export function FormatMapping() {
  return (
    <section aria-labelledby="format-mapping-heading" className="flex flex-col gap-3">
      <SectionHeading id="format-mapping-heading" title="How each format is read and written" />
      <p className="text-slate-700">
        Every conversion reads your data into one model (JSON&apos;s: objects, lists, text, exact numbers, true/false, null), writes the target from it, then reads the result back
        and compares: that is the &ldquo;converts back identically&rdquo; badge. Inputs up to {MAX_INPUT_CHARS.toLocaleString("en-US")} characters, converted in a background
        thread on your device.
      </p>
      <ScrollRegion label="Formats table, scrollable" className="rounded-lg border border-line">
        <table className="min-w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold text-ink">Format</th>
              <th scope="col" className="px-3 py-2 font-semibold text-ink">How it is read</th>
              <th scope="col" className="px-3 py-2 font-semibold text-ink">What it cannot hold when written</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([format, reads, cannot]) => (
              <tr key={format} className="border-t border-line align-top">
                <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap text-ink">{format}</th>
                <td className="min-w-64 px-3 py-2 text-slate-700">{reads}</td>
                <td className="min-w-56 px-3 py-2 text-slate-700">{cannot}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
