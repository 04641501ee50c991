import type { ReactNode } from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { Container, PageHeader } from "@/components/ui/page-header";
import type { Tool } from "@/lib/domain/catalogue/catalogue";
import { breadcrumbLd, webApplicationLd, type JsonLdObject } from "@/lib/domain/seo/jsonld";
import { absoluteUrl } from "@/lib/platform/config/site";

/**
 * The frame of every long-tail page (a converter pair, a calculator shape, a generator preset; docs/product.md §10):
 * its WebApplication and breadcrumb JSON-LD, the visible breadcrumb trail (Home / tool / this page), the H1 with its
 * lead, then the page's own tool and sections as children.
 */
export function LongTailFrame({
  tool,
  path,
  name,
  heading,
  description,
  lead,
  structuredData = [],
  children,
}: {
  tool: Tool;
  /** The page's own path, e.g. /password-generator/passphrase. */
  path: string;
  /** The page's short name in the breadcrumb trail. */
  name: string;
  heading: string;
  /** The page's meta description, also the structured data's. */
  description: string;
  /** What the header says under the H1 (default: the description). */
  lead?: ReactNode;
  /** More JSON-LD of the page (its FAQPage). */
  structuredData?: readonly JsonLdObject[];
  children: ReactNode;
}) {
  return (
    <>
      <JsonLd
        data={[
          {
            ...webApplicationLd(tool, { description }),
            name: heading,
            url: absoluteUrl(path),
          },
          breadcrumbLd([
            [tool.name, tool.route],
            [name, path],
          ]),
          ...structuredData,
        ]}
      />
      <Container className="flex flex-col gap-12">
        <div>
          <Breadcrumbs parent={{ name: tool.name, href: tool.route }} current={name} />
          <PageHeader title={heading} description={lead ?? description} className="pt-6 pb-0 sm:pt-8 sm:pb-0" />
        </div>
        {children}
      </Container>
    </>
  );
}
