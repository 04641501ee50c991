import QRCode from "qrcode";
import { assertScansHere, generateQr, renderPng } from "@/tools/qr-generator/server/render";
import { encodeQr, renderSvg } from "@/tools/qr-generator/logic/encode";
import { QR_DEFAULTS } from "@/tools/qr-generator/logic/constants";

/**
 * QR generation speed on the server: `npx tsx scripts/bench/qr.ts [runs]`. Every sample encodes from scratch (as a
 * request does) and renders: a 500 px PNG, an SVG, a 2000 px download PNG, and the full Generate path (validation,
 * encoding, SVG + PNG preview). The qrcode package's own PNG renderer is measured alongside as the baseline that
 * tools/qr-generator/server/render.ts replaces.
 */

const RUNS = Number(process.argv[2] ?? 200);
const WARMUP = 20;

const PAYLOADS = {
  url: "https://utilify.app/blog/how-to-make-a-qr-code?utm_source=print&utm_medium=flyer",
  vcard:
    "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nORG:Analytical Engines\\, Ltd\r\nTITLE:Mathematician\r\nTEL:+442012345678\r\nEMAIL:ada@example.com\r\nURL:https://example.com/ada\r\nEND:VCARD\r\n",
};
const style = { ...QR_DEFAULTS };
/** A studio design: round modules and eyes, a linear gradient and a framed call to action. */
const styled = {
  ...QR_DEFAULTS,
  dots: { shape: "rounded" as const, gradient: { type: "linear" as const, rotation: 45, stops: [{ offset: 0, color: "#1e3a8a" }, { offset: 1, color: "#7c3aed" }] } },
  eyeFrame: { shape: "extra-rounded" as const, color: "#111827" },
  eyeCenter: { shape: "leaf" as const },
  frame: { style: "banner-bottom" as const, text: "Scan me" },
};

async function measure(name: string, work: () => unknown): Promise<{ name: string; median: number; p95: number; min: number }> {
  for (let i = 0; i < WARMUP; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? Number.NaN;
  return { name, median: at(0.5), p95: at(0.95), min: at(0) };
}

async function main() {
  console.log(`QR generation benchmark: ${RUNS} runs each after ${WARMUP} warm-up runs, Node ${process.version}\n`);
  const rows = [];
  for (const [kind, payload] of Object.entries(PAYLOADS)) {
    const version = encodeQr(payload, "M").version;
    const label = `${kind} (version ${version}, M)`;
    rows.push(await measure(`PNG 500 px — ${label}`, () => renderPng(encodeQr(payload, "M"), style, 500)));
    rows.push(await measure(`SVG — ${label}`, () => renderSvg(encodeQr(payload, "M"), style, 500)));
    rows.push(await measure(`styled PNG 1000 px — ${label}`, () => renderPng(encodeQr(payload, "M"), styled, 1000)));
    rows.push(await measure(`styled scan check — ${label}`, () => assertScansHere(encodeQr(payload, "M"), styled)));
    rows.push(await measure(`PNG 2000 px download — ${label}`, () => renderPng(encodeQr(payload, "M"), style, 2000)));
    rows.push(
      await measure(`Generate (validate + SVG + PNG 200 px) — ${label}`, () =>
        generateQr({ content: { type: "text", text: payload }, options: { size: 200 } }),
      ),
    );
    rows.push(await measure(`baseline: qrcode.toBuffer PNG 500 px — ${label}`, () => QRCode.toBuffer(payload, { errorCorrectionLevel: "M", width: 500 })));
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`${"case".padEnd(width)}  median ms    p95 ms    min ms`);
  for (const row of rows) {
    console.log(`${row.name.padEnd(width)}  ${row.median.toFixed(3).padStart(9)}  ${row.p95.toFixed(3).padStart(8)}  ${row.min.toFixed(3).padStart(8)}`);
  }
  const png = rows.find((r) => r.name.startsWith("PNG 500 px — url"))!;
  const svg = rows.find((r) => r.name.startsWith("SVG — url"))!;
  const baseline = rows.find((r) => r.name.startsWith("baseline: qrcode.toBuffer PNG 500 px — url"))!;
  console.log(
    `\nSummary (url payload): 500 px PNG median ${png.median.toFixed(2)} ms, SVG median ${svg.median.toFixed(2)} ms ` +
      `(qrcode's own PNG renderer: ${baseline.median.toFixed(2)} ms, ${(baseline.median / png.median).toFixed(0)}× slower).`,
  );
}

void main();
