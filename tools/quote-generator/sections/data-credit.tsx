import { SectionHeading } from "@/components/ui/page-header";
import { TAGS } from "../logic/dataset";

/** Where the quotes come from, how they were cleaned, and the two MIT licences (credit for the data). */
export function DataCredit({ count }: { count: number }) {
  return (
    <section aria-labelledby="quote-data-heading" className="flex flex-col gap-4">
      <SectionHeading id="quote-data-heading" title="Where the quotes come from" />
      <div className="flex max-w-3xl flex-col gap-3 text-sm text-muted">
        <p>
          The {count} quotes merge two open-source collections, both under the MIT licence:{" "}
          <a className="text-brand-700 underline" href="https://www.npmjs.com/package/inspirational-quotes">
            inspirational-quotes
          </a>{" "}
          2.0.1 (© 2018 Vinit Shahdeo) and{" "}
          <a className="text-brand-700 underline" href="https://www.npmjs.com/package/random-quotes">
            random-quotes
          </a>{" "}
          1.3.0 (© 2017 Arnelle Balane), plus lines from public-domain works (Shakespeare, Austen, Thoreau, Milton and
          others), each with the work it comes from. Their licence notices ship with the data.
        </p>
        <p>
          We cleaned them before use: quotes whose ending had slipped into the author field are whole again and credited
          to the person who said them; job titles after names are gone (“Bill Gates, co-founder of Microsoft” is Bill
          Gates); one person has one spelling; quotes credited to “Unknown”, “Anonymous”, a bumper sticker, a cartoon
          character or a brand were removed; duplicates were merged. Sayings the data gives only as “Proverb” are kept
          and shown as a proverb, not as anyone’s words.
        </p>
        <p>
          “Source checked” marks a quote whose source work we name. Other attributions come from the collections as they
          are; where a famous attribution is known to be doubtful, the quote says so. Topics ({TAGS.length}) come from
          the words of each quote.
        </p>
      </div>
    </section>
  );
}
