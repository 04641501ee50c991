"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ShortenerCapabilities } from "@/tools/url-shortener/logic/link-capabilities";
import type { LinkView } from "@/tools/url-shortener/server/view";
import type { UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";
import { LinkItem } from "@/tools/url-shortener/ui/link-item";
import { UtmTemplatesChanged } from "@/tools/url-shortener/ui/utm-templates";

/**
 * The rows of the account's list, rendered by the server with its page: an edit or a disable shows at once; after a
 * delete the page is rendered again, so the next link moves up into it, and after a UTM template is saved or deleted in
 * an edit form, so the template list and the other forms show it.
 */
export function AccountLinkRows({ links, capabilities, utmTemplates }: { links: LinkView[]; capabilities: ShortenerCapabilities; utmTemplates: UtmTemplateView[] }) {
  const router = useRouter();
  const [shown, setShown] = useState(links);
  // A new page from the server (another filter, another page, a refresh) replaces what was changed here.
  const [page, setPage] = useState(links);
  if (page !== links) {
    setPage(links);
    setShown(links);
  }
  return (
    <UtmTemplatesChanged value={() => router.refresh()}>
      <ul className="divide-y divide-line" data-testid="account-links">
        {shown.map((link) => (
          <LinkItem
            key={link.id}
            link={link}
            capabilities={capabilities}
            utmTemplates={utmTemplates}
            onUpdated={(updated) => setShown((current) => current.map((l) => (l.id === updated.id ? updated : l)))}
            onDeleted={(id) => {
              setShown((current) => current.filter((l) => l.id !== id));
              router.refresh();
            }}
          />
        ))}
      </ul>
    </UtmTemplatesChanged>
  );
}
