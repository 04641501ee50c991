"use client";

import { BadgeCheck, FileCheck2, Lock } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import type { Commitment, DrawRecord } from "@/lib/engines/random/draw-record";
import { ClientForm } from "@/components/forms/client-form";

// The hashing, canonical JSON and record checks load on the first button press (page weight, docs/architecture.md).
const loadRecord = () => import("@/lib/engines/random/draw-record");

type Run = (inputs: unknown, seed: string) => string[] | { error: string };

/**
 * The giveaway draw record (lib/engines/random/draw-record.ts), shared by the Random Generator and the Random Name Picker:
 * commit (a fresh seed's SHA-256 and the inputs' SHA-256, to publish), draw on that seed, copy the record, and
 * check a record someone else gives you.
 */
export function DrawRecordPanel({ tool, inputs, run, onDrawn, what = "draw" }: { tool: string; inputs: unknown; run: Run; onDrawn?: (result: string[]) => void; what?: string }) {
  const id = useId();
  const [commitment, setCommitment] = useState<Commitment | null>(null);
  const [record, setRecord] = useState<{ record: DrawRecord; text: string } | null>(null);
  const [drawError, setDrawError] = useState<string | null>(null);
  const [pasted, setPasted] = useState("");
  const [check, setCheck] = useState<{ ok: true; count: number } | { ok: false; error: string } | null>(null);

  async function onCommit() {
    setRecord(null);
    setDrawError(null);
    const { commit } = await loadRecord();
    setCommitment(await commit(tool, inputs));
  }

  async function onDraw() {
    if (!commitment) return;
    const { canonicalJson, formatRecord, toRecord } = await loadRecord();
    if (canonicalJson(commitment.inputs) !== canonicalJson(inputs)) {
      setDrawError("The settings changed after the commitment: commit again, and publish the new commitment.");
      return;
    }
    const result = run(commitment.inputs, commitment.seed);
    if (!Array.isArray(result)) {
      setDrawError(result.error);
      return;
    }
    setDrawError(null);
    const made = toRecord(commitment, result);
    setRecord({ record: made, text: formatRecord(made) });
    onDrawn?.(result);
  }

  async function onVerify() {
    const { verifyRecord } = await loadRecord();
    const verified = await verifyRecord(pasted, tool, run);
    setCheck(verified.ok ? { ok: true, count: verified.record.result.length } : { ok: false, error: verified.error });
  }

  const commitmentText = commitment
    ? `Draw commitment (${tool})\nSHA-256 of the seed: ${commitment.seedSha256}\nSHA-256 of the inputs: ${commitment.inputsSha256}\nCommitted at: ${commitment.committedAt}`
    : "";
  const recordText = record?.text ?? "";

  return (
    <Card data-testid="draw-record">
      <CardContent className="flex flex-col gap-5">
        <div>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Lock className="size-5 text-brand-700" aria-hidden="true" /> Giveaway draw record
          </h2>
          <p className="mt-1 text-sm text-muted">
            For a public {what}: commit first and publish the commitment (it fixes a secret seed and these settings without revealing the seed), then draw. The record you get
            shows the seed, so anyone can check that it matches what you published and gives the same result.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void onCommit()} disabled={inputs === null}>
            1. Commit to these settings
          </Button>
          <Button onClick={() => void onDraw()} disabled={!commitment || inputs === null}>
            2. Draw on the committed seed
          </Button>
        </div>
        {commitment ? (
          <div className="flex flex-col gap-2 rounded-lg border border-line bg-slate-50 p-3 text-sm" data-testid="commitment">
            <p className="font-medium text-ink">Publish this before the draw</p>
            <dl className="grid gap-1">
              <dt className="text-muted">SHA-256 of the seed</dt>
              <dd className="font-mono break-all text-ink" data-testid="seed-hash">{commitment.seedSha256}</dd>
              <dt className="text-muted">SHA-256 of the inputs</dt>
              <dd className="font-mono break-all text-ink">{commitment.inputsSha256}</dd>
              <dt className="text-muted">Committed at (UTC)</dt>
              <dd className="font-mono text-ink">{commitment.committedAt}</dd>
            </dl>
            <CopyButton value={commitmentText} label="Copy the commitment" copiedMessage="The commitment is on your clipboard." className="self-start" />
          </div>
        ) : null}
        <FieldError>{drawError}</FieldError>
        {record ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-record`}>The draw record</Label>
            <Textarea id={`${id}-record`} readOnly value={recordText} rows={8} className="font-mono text-xs" data-testid="record-text" />
            <div className="flex flex-wrap gap-2">
              <CopyButton value={recordText} label="Copy the record" copiedMessage="The draw record is on your clipboard." />
              <Button variant="outline" size="sm" onClick={() => saveFile(new Blob([recordText], { type: "application/json" }), `${tool}-draw-${record.record.drawnAt.slice(0, 10)}.json`)}>
                Download .json
              </Button>
            </div>
          </div>
        ) : null}
        <ClientForm
          className="flex flex-col gap-2 border-t border-line pt-4"
          onRun={() => void onVerify()}
        >
          <Label htmlFor={`${id}-verify`}>Check a draw record</Label>
          <Textarea
            id={`${id}-verify`}
            rows={4}
            value={pasted}
            onChange={(e) => {
              setPasted(e.target.value);
              setCheck(null);
            }}
            placeholder="Paste the record's JSON here"
            className="font-mono text-xs"
            aria-invalid={check && !check.ok ? true : undefined}
            aria-describedby={check && !check.ok ? `${id}-verify-error` : undefined}
          />
          <Button type="submit" variant="outline" className="self-start">
            <FileCheck2 aria-hidden="true" /> Verify
          </Button>
          {check?.ok ? (
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-800" data-testid="verify-ok">
              <BadgeCheck className="size-4" aria-hidden="true" /> Verified: the seed matches its SHA-256, the inputs match theirs, and drawing again gives the same {check.count} result{check.count === 1 ? "" : "s"}.
            </p>
          ) : null}
          <FieldError id={`${id}-verify-error`}>{check && !check.ok ? check.error : null}</FieldError>
        </ClientForm>
      </CardContent>
    </Card>
  );
}
