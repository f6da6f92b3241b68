// The message exports' benchmark (issue 38): a generated 100,000-message SMS Backup & Restore file (about 200 MB
// with its MMS pictures) read and its conversations listed (target ≤ 10 s, peak ≤ 300 MB), and a 1,000-message
// transcript exhibit rendered (target ≤ 5 s). The whole `courtready` command (Node's start-up included, peak from
// /usr/bin/time) beside the in-process figure (messages-worker.ts). A measurement, never a test.
//   COURTREADY_MESSAGES_WORKER=worker.mjs node scripts/bench/messages.mjs WORK_DIR
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";

const [work] = process.argv.slice(2);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const worker = process.env.COURTREADY_MESSAGES_WORKER ?? "";
const cli = path.join(root, "packages/engine/bin/courtready.mjs");
const backup = path.join(work, "sms-bench.xml");
const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

function inProcess(command) {
  const r = spawnSync(process.execPath, [worker, command, backup], { encoding: "utf8", maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`messages-worker ${command}: ${r.stderr.trim().slice(0, 400)}`);
  return JSON.parse(r.stdout.trim().split("\n").at(-1));
}

/** The whole command: seconds and peak resident memory (MB) of its largest process. */
function whole(args) {
  const t0 = performance.now();
  const r = timeBin
    ? spawnSync(timeBin, ["-f", "%M", process.execPath, cli, ...args], {
        encoding: "utf8",
        maxBuffer: 64 << 20,
      })
    : spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", maxBuffer: 64 << 20 });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0)
    throw new Error(`courtready ${args[0]} exited ${r.status}: ${r.stderr.trim().slice(0, 400)}`);
  const peakMb = timeBin ? Number(r.stderr.trim().split("\n").at(-1)) / 1024 : NaN;
  return { seconds, peakMb };
}

const verdict = (ok) => (ok ? "met" : "NOT met");
const mb = (n) => (Number.isFinite(n) ? `${n.toFixed(0)} MB` : "unknown");

const generated = inProcess("generate");
const listCli = whole(["inspect", "--time-zone", "UTC", backup]);
const listIn = inProcess("list");
const renderCli = whole([
  "build",
  "--out",
  path.join(work, "messages-out"),
  "--conversation",
  "Contact 0",
  "--time-zone",
  "America/New_York",
  backup,
]);
const renderIn = inProcess("render");
console.log(
  `message exports: ${(generated.bytes / 1024 / 1024).toFixed(0)} MB SMS backup, ${listIn.messages.toLocaleString("en-US")} messages in ${listIn.conversations} conversations`,
);
console.log(
  `  courtready inspect (whole command, list conversations):        ${listCli.seconds.toFixed(2)} s (target ≤ 10 s: ${verdict(listCli.seconds <= 10)}), peak ${mb(listCli.peakMb)} (target ≤ 300 MB: ${verdict(listCli.peakMb <= 300)})`,
);
console.log(
  `  readMessageExport in process:                                  ${listIn.seconds.toFixed(2)} s (${verdict(listIn.seconds <= 10)}), Node's peak ${mb(listIn.peakMb)} (${verdict(listIn.peakMb <= 300)})`,
);
console.log(
  `  courtready build --conversation (whole command: reads the backup twice, renders, builds the binder): ${renderCli.seconds.toFixed(2)} s, peak ${mb(renderCli.peakMb)}`,
);
console.log(
  `  renderTranscript in process, ${renderIn.messages.toLocaleString("en-US")} messages, ${renderIn.pageCount} pages: ${renderIn.seconds.toFixed(2)} s (target ≤ 5 s: ${verdict(renderIn.seconds <= 5)})`,
);
