import { SectionHeading } from "@/components/ui/page-header";
import { CLASSIC_OPENING, LIMITS, WORDS } from "../logic/lorem";
import { ScrollRegion } from "@/components/ui/scroll-region";

const ROWS: { unit: keyof typeof LIMITS; what: string }[] = [
  { unit: "paragraphs", what: "Blocks of sentences; the first opens with the classic sentence when it is on." },
  { unit: "sentences", what: "Capitalised, a comma in longer ones, a full stop at the end." },
  { unit: "words", what: "Exactly this many words, in sentences." },
  { unit: "characters", what: "Exactly this many characters, spaces and the final full stop included." },
  { unit: "items", what: "Short capitalised phrases without a full stop, for bullet lists." },
];

/** How the generator works, with its limits: server-rendered under the tool. */
export function HowItWorks() {
  return (
    <section aria-labelledby="lorem-how-heading" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-3 text-slate-700">
        <SectionHeading id="lorem-how-heading" title="How the text is made" />
        <p>
          Words are drawn from the {WORDS.length} distinct words of the classic passage, which opens “{CLASSIC_OPENING}.” Sentence and paragraph
          lengths are drawn from the ranges you set, every choice uniformly, by sfc32, a small, fast pseudo-random generator started from the seed.
        </p>
        <p>
          Because the generator starts from the seed, the same seed and settings give the same text on every device: the page keeps both in its
          address, so the link is the text. For exact character counts, the last word is chosen to fit the room left to the character.
        </p>
      </div>
      <ScrollRegion label="What each unit gives, and its limits" className="rounded-xl border border-line bg-surface">
        <table className="w-full text-sm">
          <caption className="sr-only">What each unit gives, and its limits</caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Unit</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Range</th>
              <th scope="col" className="px-3 py-2 font-semibold">What you get</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {ROWS.map((row) => (
              <tr key={row.unit}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-ink capitalize">{LIMITS[row.unit].noun}</th>
                <td className="px-3 py-2 text-right font-mono whitespace-nowrap">
                  {LIMITS[row.unit].min.toLocaleString("en-US")}–{LIMITS[row.unit].max.toLocaleString("en-US")}
                </td>
                <td className="px-3 py-2 text-muted">{row.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
