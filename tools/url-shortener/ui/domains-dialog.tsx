"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DomainsManager } from "./domains-manager";

/** The shortener's Custom domains dialog (paid plans): add, verify and remove domains. */
export function DomainsDialog({
  open,
  onOpenChange,
  limit,
  onChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  limit: number | undefined;
  onChange: (verified: string[]) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="block rounded-xl">
        <DialogHeader className="mb-4 gap-0">
          <DialogTitle>Custom domains</DialogTitle>
          <DialogDescription>Short links on your own domain, like links.example.com/sale.</DialogDescription>
        </DialogHeader>
        <DomainsManager limit={limit} onChange={onChange} />
      </DialogContent>
    </Dialog>
  );
}
