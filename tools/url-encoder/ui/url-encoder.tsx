"use client";

import { useId, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FieldError, Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { decode, encode, jsonToQuery, parseUrl, queryToJson, type EncodeMode, type UrlParts } from "../logic/url";

const MODES: readonly { value: EncodeMode; label: string; about: string }[] = [
  {
    value: "component",
    label: "Part of a URL (encodeURIComponent)",
    about: "For one value inside a URL — a query value, a path segment: everything but letters, digits and - _ . ! ~ * ' ( ) is escaped, including / ? & = # so they can't break the URL.",
  },
  {
    value: "uri",
    label: "Whole URL (encodeURI)",
    about: "For a complete URL: spaces and non-ASCII letters are escaped, but : / ? & = # and the other characters that give a URL its structure are kept (and their escapes stay escaped when decoding).",
  },
  {
    value: "form",
    label: "Form data (+ for spaces)",
    about: "The application/x-www-form-urlencoded format HTML forms send: a space is +, and + itself is %2B.",
  },
];

/** Three tabs side by side on a phone: smaller text there, never wrapped. */
const TAB = "px-2 text-xs whitespace-nowrap sm:px-3 sm:text-sm";

/** The URL Encoder: percent-encoding both ways, a URL split into its parts, and query ↔ JSON. */
export function UrlEncoderTool() {
  return (
    <Card data-tool-ui="url-encoder">
      <CardContent>
        <Tabs defaultValue="encode">
          <TabsList aria-label="What to do">
            <TabsTrigger className={TAB} value="encode">Encode/decode</TabsTrigger>
            <TabsTrigger className={TAB} value="parse">Parse URL</TabsTrigger>
            <TabsTrigger className={TAB} value="query">Query ↔ JSON</TabsTrigger>
          </TabsList>
          <TabsContent value="encode" forceMount className="data-[state=inactive]:hidden">
            <EncodePanel />
          </TabsContent>
          <TabsContent value="parse" forceMount className="data-[state=inactive]:hidden">
            <ParsePanel />
          </TabsContent>
          <TabsContent value="query" forceMount className="data-[state=inactive]:hidden">
            <QueryPanel />
          </TabsContent>
        </Tabs>
        <p className="mt-4 text-sm text-muted">Everything runs in your browser as you type: nothing you paste leaves this page.</p>
      </CardContent>
    </Card>
  );
}

function EncodePanel() {
  const id = useId();
  const [text, setText] = useState("");
  const [direction, setDirection] = useState<"encode" | "decode">("encode");
  const [mode, setMode] = useState<EncodeMode>("component");
  const [strict, setStrict] = useState(false);
  const result = direction === "encode" ? encode(text, mode, strict) : decode(text, mode);
  const about = MODES.find((m) => m.value === mode)?.about;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <DirectedInput
          id={id}
          direction={direction}
          directions={[
            { value: "encode", label: "Encode" },
            { value: "decode", label: "Decode" },
          ]}
          onDirection={setDirection}
          label={direction === "encode" ? "Text to encode" : "Text to decode"}
          text={text}
          onText={setText}
          rows={5}
          placeholder={direction === "encode" ? "Grüße & 100% ✓" : "Gr%C3%BC%C3%9Fe%20%26%20100%25"}
          error={result.ok ? null : result.error}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-mode`}>Encoding</Label>
          <Select id={`${id}-mode`} value={mode} onChange={(event) => setMode(event.target.value as EncodeMode)}>
            {MODES.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </Select>
          <p className="text-xs text-muted">{about}</p>
        </div>
        {direction === "encode" && mode !== "uri" ? (
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" checked={strict} onChange={(event) => setStrict(event.target.checked)} className="size-4 accent-brand-600" />
            Also escape ! &apos; ( ) * (strict RFC 3986)
          </label>
        ) : null}
      </div>
      <Output id={`${id}-out`} label={direction === "encode" ? "Encoded" : "Decoded"} value={result.ok ? result.value : ""} testId="url-output" />
    </div>
  );
}

function Output({ id, label, value, testId }: { id: string; label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <CopyButton value={value} label="Copy" copiedMessage="Copied to clipboard" />
      </div>
      <Textarea id={id} value={value} readOnly rows={5} spellCheck={false} data-testid={testId} className="bg-slate-50 font-mono" />
    </div>
  );
}

const PARTS: readonly { key: keyof Omit<UrlParts, "query">; label: string }[] = [
  { key: "protocol", label: "Scheme" },
  { key: "username", label: "User name" },
  { key: "password", label: "Password" },
  { key: "hostname", label: "Host" },
  { key: "port", label: "Port" },
  { key: "pathname", label: "Path" },
  { key: "search", label: "Query" },
  { key: "hash", label: "Fragment" },
  { key: "origin", label: "Origin" },
];

function ParsePanel() {
  const id = useId();
  const [text, setText] = useState("");
  const result = text.trim() === "" ? null : parseUrl(text);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-url`}>URL to parse</Label>
        <Input
          id={`${id}-url`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="https://shop.example/search?tag=red&tag=blue#results"
          spellCheck={false}
          autoComplete="off"
          inputMode="url"
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result && !result.ok ? `${id}-error` : undefined}
          className="font-mono"
        />
        <FieldError id={`${id}-error`}>{result && !result.ok ? result.error : null}</FieldError>
      </div>
      {result?.ok ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm" data-testid="url-parts">
            {PARTS.filter((p) => result.value[p.key] !== "" && result.value[p.key] !== "null").map((p) => (
              <div key={p.key} className="contents">
                <dt className="text-muted">{p.label}</dt>
                <dd className="font-mono break-all text-ink">{result.value[p.key]}</dd>
              </div>
            ))}
          </dl>
          <div className="min-w-0">
            {result.value.query.length > 0 ? (
              <table className="w-full table-fixed text-sm" data-testid="url-query">
                <caption className="mb-1.5 text-left font-medium text-ink">
                  Query: {result.value.query.length} {result.value.query.length === 1 ? "pair" : "pairs"}, decoded, in order
                </caption>
                <thead>
                  <tr className="border-b border-line text-left text-muted">
                    <th scope="col" className="py-1 pr-3 font-medium">Key</th>
                    <th scope="col" className="py-1 font-medium">Value</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line font-mono">
                  {result.value.query.map(([key, value], index) => (
                    <tr key={index}>
                      <td className="py-1 pr-3 break-all text-ink">{key}</td>
                      <td className="py-1 break-all text-ink">{value === "" ? <span className="font-sans text-muted italic">empty</span> : value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-muted">This URL has no query.</p>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function QueryPanel() {
  const id = useId();
  const [direction, setDirection] = useState<"toJson" | "toQuery">("toJson");
  const [text, setText] = useState("");
  const result = direction === "toJson" ? queryToJson(text) : jsonToQuery(text);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <DirectedInput
          id={id}
          direction={direction}
          directions={[
            { value: "toJson", label: "Query → JSON" },
            { value: "toQuery", label: "JSON → query" },
          ]}
          onDirection={setDirection}
          label={direction === "toJson" ? "Query string" : "JSON object"}
          text={text}
          onText={setText}
          rows={6}
          placeholder={direction === "toJson" ? "?tag=red&tag=blue&q=summer+dress" : '{"tag": ["red", "blue"], "page": 2}'}
          error={result.ok ? null : result.error}
        />
        <p className="text-xs text-muted">A key given more than once becomes a list in JSON, and a list becomes the key repeated.</p>
      </div>
      <Output id={`${id}-out`} label={direction === "toJson" ? "JSON" : "Query string"} value={result.ok && text.trim() !== "" ? result.value : ""} testId="query-output" />
    </div>
  );
}

/** A direction choice above the text field it applies to, with the field's message: both two-way panels use it. */
function DirectedInput<T extends string>(props: {
  id: string;
  direction: T;
  directions: readonly { value: T; label: string }[];
  onDirection: (value: T) => void;
  label: string;
  text: string;
  onText: (text: string) => void;
  rows: number;
  placeholder: string;
  error: string | null;
}) {
  const { id, error } = props;
  return (
    <>
      <Segmented legend="Direction" name={`${id}-direction`} value={props.direction} options={props.directions} onChange={props.onDirection} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-text`}>{props.label}</Label>
        <Textarea
          id={`${id}-text`}
          value={props.text}
          onChange={(event) => props.onText(event.target.value)}
          rows={props.rows}
          spellCheck={false}
          placeholder={props.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="font-mono"
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    </>
  );
}
