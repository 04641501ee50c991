"use client";

import { useRouter } from "next/navigation";
import type { LinkView } from "@/tools/url-shortener/server/view";
import { LinkSettingsForm } from "@/tools/url-shortener/ui/link-settings-form";
import type { UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";

/** The link page's edit form: after a save the page is rendered again, with the new destination in its history. */
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
  return (
    <LinkSettingsForm link={link} linkControls={linkControls} planName={planName} linkTargeting={linkTargeting} targetingPlanName={targetingPlanName} onSaved={() => router.refresh()} utmTemplates={utmTemplates} />
  );
}
