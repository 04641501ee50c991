"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";

/** Back to the previous page, or home when this page was opened directly. */
export function GoBackButton() {
  const router = useRouter();
  return (
    <Button
      variant="outline"
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push("/");
      }}
    >
      <ArrowLeft aria-hidden />
      Go Back
    </Button>
  );
}
