"use client";

import { useRouter } from "next/navigation";
import type { LinkView } from "@/tools/url-shortener/server/view";
import { LinkSettingsForm } from "@/tools/url-shortener/ui/link-settings-form";

/** The link page's edit form: after a save the page is rendered again, with the new destination in its history. */
export function EditLinkPanel({ link, linkControls, planName }: { link: LinkView; linkControls: boolean; planName: string }) {
  const router = useRouter();
  return <LinkSettingsForm link={link} linkControls={linkControls} planName={planName} onSaved={() => router.refresh()} />;
}
