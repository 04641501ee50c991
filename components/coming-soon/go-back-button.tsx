"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";
import { plainButtonClasses } from "@/components/ui/button-classes";

/** Back to the previous page, or home when this page was opened directly. */
export function GoBackButton() {
  const router = useRouter();
  return (
    <button
      type="button"
      className={plainButtonClasses("outline")}
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push("/");
      }}
    >
      <ArrowLeft aria-hidden />
      Go Back
    </button>
  );
}
