"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { toast } from "@/components/ui/toast";

/**
 * A problem with a field is said under that field, not again in a toast (docs/product.md, "Feedback"). Called once
 * the field errors are on screen: the first field marked invalid inside `root` takes focus (the browser scrolls it into
 * view, and a screen reader reads its error through aria-describedby). Only when no such field can be seen (it is on
 * another tab, in a closed section, or the refusal names no field) does a toast say it.
 */
export function sayFieldProblem(root: ParentNode | null | undefined, title: string, description: string): void {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field && field.getClientRects().length > 0) {
    field.focus();
    return;
  }
  toast.error(title, { description });
}

/**
 * `sayFieldProblem` for a form that keeps its field errors in state: call the returned function with a refusal; once
 * the errors it sets are on screen and the form is no longer `busy` (a disabled control cannot take focus), the first
 * field marked invalid inside `root` takes focus, or a toast says it.
 */
export function useSayFieldProblem(root: RefObject<ParentNode | null>, busy: boolean): (title: string, description: string) => void {
  // A new object each refusal, so the same refusal twice is said twice; `said` keeps each said once.
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);
  const said = useRef<typeof problem>(null);
  useEffect(() => {
    if (!problem || busy || said.current === problem) return;
    said.current = problem;
    sayFieldProblem(root.current, problem.title, problem.description);
  }, [problem, busy, root]);
  return useCallback((title, description) => setProblem({ title, description }), []);
}
