"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { LinkView } from "@/tools/url-shortener/server/view";
import { LinkSettingsForm } from "@/tools/url-shortener/ui/link-settings-form";
import { UtmTemplatesChanged } from "@/tools/url-shortener/ui/utm-templates";
import type { UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";

/**
 * The link page's edit form: after a save the page is rendered again, with the new destination in its history.
 * The saved UTM templates live here, not in the form: a save remounts the form (it starts again from the saved link),
 * and a template deleted or saved meanwhile must not come back from the page's data rendered before it changed. Each
 * template action answers the account's whole list, so that answer is what the page shows.
 */
export function EditLinkPanel({
  link,
  linkControls,
  planName,
  linkTargeting,
  targetingPlanName,
  utmTemplates,
}: {
  link: LinkView;
  linkControls: boolean;
  planName: string;
  linkTargeting: boolean;
  targetingPlanName: string;
  utmTemplates: UtmTemplateView[];
}) {
  const router = useRouter();
  const [templates, setTemplates] = useState(utmTemplates);
  return (
    <UtmTemplatesChanged value={setTemplates}>
      <LinkSettingsForm link={link} linkControls={linkControls} planName={planName} linkTargeting={linkTargeting} targetingPlanName={targetingPlanName} onSaved={() => router.refresh()} utmTemplates={templates} />
    </UtmTemplatesChanged>
  );
}
