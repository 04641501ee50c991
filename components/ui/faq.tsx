"use client";

import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { Faq as FaqItem } from "@/lib/seo/jsonld";
import { cn } from "./cn";

/**
 * An FAQ section: a heading and an accordion of questions. Answers stay in the HTML while closed (forceMount +
 * `hidden`), so crawlers and no-JS visitors read them. Pair it with `<JsonLd data={faqPageLd(faqs)} />` on the page
 * using the same array.
 */
export function Faq({
  faqs,
  title = "Frequently Asked Questions",
  id = "faq",
  className,
  headingLevel = 2,
}: {
  faqs: readonly FaqItem[];
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
      <Accordion.Root type="multiple" className="divide-y divide-line rounded-xl border border-line bg-white">
        {faqs.map((faq, i) => (
          <Accordion.Item key={faq.question} value={`q${i}`}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
                  <span>{faq.question}</span>
                  <ChevronDown aria-hidden className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content forceMount className="px-5 pb-4 text-muted data-[state=closed]:hidden">
              <p>{faq.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
