import { spawn } from "node:child_process";

/**
 * `npm test`: every check the code must pass, in the order that fails fastest, and how long each stage took.
 *
 * The static checks and the unit tests need no database and no build, and each keeps about one core busy: they run
 * side by side, each one's output printed whole when it ends. Integration (one Postgres, files one after another)
 * and then e2e (a production build and a browser) follow, one at a time, printing as they go. A stage that fails
 * stops the run; the table of stage times is printed either way.
 */

interface Stage {
  name: string;
  script: string;
}

const TOGETHER: Stage[] = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "unit", script: "test:unit" },
];
const IN_TURN: Stage[] = [
  { name: "integration", script: "test:integration" },
  { name: "e2e", script: "test:e2e" },
];

const times: { name: string; seconds: number; ok: boolean }[] = [];

function run(stage: Stage, buffered: boolean): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", stage.script], { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      times.push({ name: stage.name, seconds: (performance.now() - started) / 1000, ok });
      if (buffered) {
        process.stdout.write(`\n── ${stage.name} ${ok ? "passed" : "FAILED"} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(ok);
    };
    child.on("exit", (code) => finish(code === 0));
    child.on("error", () => finish(false));
  });
}

function report(): void {
  const width = Math.max(...times.map((t) => t.name.length));
  console.log("\nStage times:");
  for (const t of times) console.log(`  ${t.name.padEnd(width)}  ${formatSeconds(t.seconds).padStart(7)}  ${t.ok ? "ok" : "FAILED"}`);
  console.log(`  ${"total".padEnd(width)}  ${formatSeconds((performance.now() - startedAt) / 1000).padStart(7)}`);
}

function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

const startedAt = performance.now();

async function main(): Promise<number> {
  const together = await Promise.all(TOGETHER.map((stage) => run(stage, true)));
  if (together.includes(false)) return 1;
  // The typecheck passed: the production build of the integration and e2e stages need not repeat it (next.config.ts).
  process.env.UTILIFY_TYPECHECKED = "1";
  for (const stage of IN_TURN) {
    console.log(`\n── ${stage.name} ──`);
    if (!(await run(stage, false))) return 1;
  }
  return 0;
}

void main().then((code) => {
  report();
  process.exit(code);
});
