import { SectionHeading } from "@/components/ui/page-header";
import { describeChange } from "@/lib/engines/json/changes";
import { parseJson } from "@/lib/engines/json/parse";
import { repairJson } from "@/lib/engines/json/repair";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** Near-JSON people paste most often; the table shows what the formatter says and what Repair does, computed live. */
const MISTAKES: readonly { name: string; input: string }[] = [
  { name: "Trailing comma", input: '{"a":1,}' },
  { name: "Single quotes", input: "{'a':'b'}" },
  { name: "Unquoted key", input: "{a:1}" },
  { name: "Python literals", input: '{"ok":True}' },
  { name: "Comment", input: '{"a":1} // note' },
  { name: "Missing comma", input: "[1 2]" },
  { name: "Leading zero", input: '{"zip":02134}' },
];

/** How the formatter works, and the reference table of common mistakes (each row computed by the tool's own code). */
export function JsonFormatterReference() {
  return (
    <section aria-labelledby="json-how-heading" className="flex flex-col gap-8">
      <SectionHeading
        id="json-how-heading"
        title="How it works"
        description="The formatter reads the JSON itself, token by token, instead of handing it to JSON.parse — that is what keeps every number and string intact."
      />
      <div className="flex flex-col gap-3 text-sm text-muted">
        <p>
          JSON (RFC 8259) is objects, arrays, strings, numbers, true, false and null. The parser keeps each number and string as the exact text
          you typed and writes it back unchanged, so formatting only adds or removes whitespace between tokens. An integer such as
          12345678901234567890 — longer than the 53 bits a JavaScript number holds exactly — and a price like 0.10 come out as they went in.
        </p>
        <p>
          At the first character that breaks the grammar it stops and reports the line and column (counted from 1, in UTF-16 units as editors
          count them) with a hint for the usual causes. While reading objects it remembers each key, decoded, so {`"a"`} and{" "}
          {`"\\u0061"`} count as the same name, and reports repeats with their JSON Pointer (RFC 6901). The work runs in a Web Worker, nesting
          thousands of levels deep included.
        </p>
        <p>
          Repair uses the open-source jsonrepair library, then compares its result with your text character by character, so the list of
          changes is exactly what differs — nothing is changed without being shown.
        </p>
      </div>
      <ScrollRegion label="Common JSON mistakes">
        <table className="w-full min-w-[40rem] rounded-lg border border-line text-sm">
          <caption className="mb-2 text-left font-semibold text-ink">Common JSON mistakes, what the formatter says, and what Repair changes</caption>
          <thead className="bg-slate-50 text-left text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Mistake</th>
              <th scope="col" className="px-3 py-2 font-semibold">Input</th>
              <th scope="col" className="px-3 py-2 font-semibold">Message</th>
              <th scope="col" className="px-3 py-2 font-semibold">Repair</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {MISTAKES.map(({ name, input }) => {
              const parsed = parseJson(input);
              const repaired = repairJson(input);
              return (
                <tr key={name}>
                  <th scope="row" className="px-3 py-2 text-left align-top font-normal text-ink">{name}</th>
                  <td className="px-3 py-2 align-top font-mono whitespace-nowrap text-ink">{input}</td>
                  <td className="px-3 py-2 align-top text-ink">
                    {parsed.ok ? "Valid" : `${parsed.error.message} at line ${parsed.error.line}, column ${parsed.error.column}${parsed.error.hint ? ` — ${parsed.error.hint}` : ""}`}
                  </td>
                  <td className="px-3 py-2 align-top text-ink">
                    {repaired.ok ? (
                      <>
                        <code className="font-mono">{repaired.text}</code>
                        <span className="block text-muted">{repaired.changes.map((c) => `${c.column}: ${describeChange(c)}`).join("; ")}</span>
                      </>
                    ) : (
                      "Not repaired"
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-muted">The number before each change is its column.</p>
      </ScrollRegion>
    </section>
  );
}
