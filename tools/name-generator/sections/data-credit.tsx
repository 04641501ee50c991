import { SectionHeading } from "@/components/ui/page-header";
import { NAME_LOCALES } from "../logic/locales";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** The languages, their name order, and where the names come from (the data's credit). */
export function DataCredit() {
  return (
    <section aria-labelledby="name-data-heading" className="flex flex-col gap-4">
      <SectionHeading id="name-data-heading" title="Languages and name order" />
      <ScrollRegion label="Name order per language" className="rounded-xl border border-line bg-surface">
        <table className="w-full text-sm">
          <caption className="sr-only">Name order per language</caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold sm:px-4">Language</th>
              <th scope="col" className="px-3 py-2 font-semibold sm:px-4">Full name is written</th>
              <th scope="col" className="px-3 py-2 font-semibold sm:px-4">Middle names</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {NAME_LOCALES.map((l) => (
              <tr key={l.id}>
                <td className="px-3 py-1.5 sm:px-4">{l.label}</td>
                <td className="px-3 py-1.5 sm:px-4">
                  {l.order === "family-first" ? "Family name first" : "Given name first"}
                  {l.separator === "" ? ", no space" : ""}
                </td>
                <td className="px-3 py-1.5 sm:px-4">{l.middle === "patronymic" ? "Patronymic" : l.middle ? "Yes" : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-sm text-muted">
        Name lists: <a className="text-brand-700 underline" href="https://github.com/faker-js/faker">@faker-js/faker</a> (MIT licence), loaded into your browser
        per language when you first use it. The names are drawn on your device; nothing is sent to us.
      </p>
    </section>
  );
}
