import { ChevronDown } from "lucide-react";
import type { Faq as FaqEntry } from "@/lib/domain/seo/jsonld";
import { cn } from "./cn";
import { FaqItem } from "./faq-item";

/**
 * An FAQ section (server-rendered): a heading and a list of questions that open and close (components/ui/faq-item.tsx).
 * Answers stay in the HTML while closed (`hidden`), so crawlers and no-JS visitors read them. Pair it with
 * `<JsonLd data={faqPageLd(faqs)} />` on the page using the same array.
 */
export function Faq({
  faqs,
  title = "Frequently Asked Questions",
  id = "faq",
  className,
  headingLevel = 2,
}: {
  faqs: readonly FaqEntry[];
  title?: string;
  id?: string;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`${id}-heading`} className={cn("w-full", className)}>
      <Heading id={`${id}-heading`} className="mb-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </Heading>
      <div className="divide-y divide-line rounded-xl border border-line bg-surface">
        {faqs.map((faq, i) => (
          <FaqItem
            key={faq.question}
            id={`${id}-answer-${i}`}
            question={faq.question}
            icon={<ChevronDown aria-hidden className="size-5 shrink-0 text-muted transition-transform group-aria-expanded:rotate-180" />}
          >
            <p>{faq.answer}</p>
          </FaqItem>
        ))}
      </div>
    </section>
  );
}
