"use client";

import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

type Tab = "basic" | "advanced";

/** What a short link starts with: "links.example.com/" on a custom domain, else "utilify.example/s/". */
export function shortLinkPrefix(domain: string, host: string): string {
  return domain ? `${domain}/` : `${host}/s/`;
}

/**
 * The shortener form's Basic and Advanced (Pro) tabs. Once shown, the Advanced tab stays mounted, hidden while Basic
 * shows, so the custom code and domain chosen there go with the form whichever tab's Shorten URL is pressed, and the
 * Basic tab says so (`chosen`). An answer that refuses one of them (`advancedRefused`) brings the Advanced tab back,
 * where the message is under its field.
 */
export function ShorteningTabs({
  basic,
  advanced,
  chosen,
  answer,
  advancedRefused,
}: {
  basic: ReactNode;
  advanced: ReactNode;
  /** The short link the Advanced choices make ("links.example.com/sale"), or null when nothing is chosen there. */
  chosen: string | null;
  /** The form's latest answer (a new object per answer). */
  answer: unknown;
  advancedRefused: boolean;
}) {
  const [tab, setTab] = useState<Tab>("basic");
  const [advancedMounted, setAdvancedMounted] = useState(false);
  const [answerSeen, setAnswerSeen] = useState(answer);
  // Adjusted while rendering (not in an effect), so the answer's field is on screen when the form focuses it.
  if (answer !== answerSeen) {
    setAnswerSeen(answer);
    if (advancedRefused) setTab("advanced");
  }
  if (tab === "advanced" && !advancedMounted) setAdvancedMounted(true);

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <TabsList aria-label="Shortening options">
        <TabsTrigger value="basic">Basic</TabsTrigger>
        <TabsTrigger value="advanced">Advanced (Pro)</TabsTrigger>
      </TabsList>

      <TabsContent value="basic" className="flex flex-col gap-4">
        {chosen ? (
          <p className="text-sm text-muted" data-testid="advanced-choice">
            Your short link will be <span className="font-mono break-all text-ink">{chosen}</span>, as chosen in Advanced (Pro).
          </p>
        ) : null}
        {basic}
      </TabsContent>

      <TabsContent value="advanced" forceMount={advancedMounted || undefined} className="flex flex-col gap-4 data-[state=inactive]:hidden">
        {advanced}
      </TabsContent>
    </Tabs>
  );
}
