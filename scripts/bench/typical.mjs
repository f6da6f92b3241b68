// `node scripts/bench/typical.mjs`: what a person waits for in the web app (issue 23), against the built server on
// SQLite and local files: a typical binder of 10 corpus files (3 photos, 2 Word, 1 Excel, 4 PDFs) added to the
// builder (each checked as it is added, two at a time, as the web app does), then Preview, then Generate, on a warm
// server; each compared with one cold `soffice` run of its 3 office files, the cost a person paid before.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { account, localServer, startProcess, stopProcess } from "./server.mjs";
import { FILES, OFFICE, corpus } from "./typical-files.mjs";

// Other office files, converted once first so each worker thread's LibreOffice is already running.
const WARM_UP = ["office/testEXCEL.xls", "office/testWORD6.doc", "office/testRTF.rtf"];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const log = (line) => process.stderr.write(`${line}\n`);
const seconds = (t0) => (performance.now() - t0) / 1000;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const blobOf = (file) => ({
  name: path.basename(file),
  blob: new Blob([readFileSync(path.join(corpus, file))]),
});

/** One cold LibreOffice run converting the 3 office files, with a fresh profile, as the CLI does. */
function coldSoffice() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "courtready-bench-soffice-"));
  try {
    const t0 = performance.now();
    execFileSync(
      "soffice",
      [
        `-env:UserInstallation=file://${dir}/profile`,
        "--headless",
        "--norestore",
        "--convert-to",
        "pdf",
        "--outdir",
        dir,
        ...OFFICE.map((f) => path.join(corpus, f)),
      ],
      { stdio: "ignore", timeout: 120_000 },
    );
    return seconds(t0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function post(base, who, url, form) {
  const response = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { cookie: who.cookie, "x-csrf-token": who.csrf, origin: base },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

function formOf(files, fields) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const { name, blob } of files) form.append("files", blob, name);
  return form;
}

/** Each file checked as it is added, two at a time (apps/web useFileChecks). */
async function addAll(base, who, files) {
  const queue = [...files];
  const one = async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const form = new FormData();
      form.append("file", f.blob, f.name);
      const answer = await post(base, who, "/api/inspect-file", form);
      if (answer.status !== "ready") throw new Error(`${f.name}: ${JSON.stringify(answer)}`);
    }
  };
  await Promise.all([one(), one()]);
}

const { dataDir, base, env } = await localServer("typical");
const server = await startProcess(env);
try {
  const cold = [];
  for (let r = 0; r < ROUNDS; r++) cold.push(coldSoffice());
  log(`typical: cold soffice ${cold.map((x) => x.toFixed(2)).join(", ")} s`);
  const who = await account(base, `typical.${Date.now()}@example.com`, env);
  const fields = { role: "plaintiff", payload: JSON.stringify({ caseName: "Typical v. Binder" }) };
  await post(base, who, "/api/preview", formOf(WARM_UP.map(blobOf), fields));
  const rows = { add: [], preview: [], generate: [] };
  for (let r = 0; r < ROUNDS; r++) {
    // Each round adds the same files again, as a person who builds again does; the first round is the one a
    // person meets first.
    const files = FILES.map(blobOf);
    let t0 = performance.now();
    await addAll(base, who, files);
    rows.add.push(seconds(t0));
    log(`typical: round ${r + 1} files checked in ${rows.add.at(-1).toFixed(2)} s`);
    t0 = performance.now();
    await post(base, who, "/api/preview", formOf(files, fields));
    rows.preview.push(seconds(t0));
    log(`typical: round ${r + 1} preview ${rows.preview.at(-1).toFixed(2)} s`);
    t0 = performance.now();
    const rendered = await post(
      base,
      who,
      "/api/binders/render",
      formOf(files, { ...fields, type_slug: "small_claims" }),
    );
    rows.generate.push(seconds(t0));
    if (!rendered.success) throw new Error(`render: ${JSON.stringify(rendered).slice(0, 300)}`);
  }
  const c = median(cold);
  const verdict = (ok) => (ok ? "met" : "NOT met");
  const first = (xs) => xs[0];
  console.log(
    `typical binder through HTTP (issue 23): ${FILES.length} files, ${ROUNDS} rounds on a warm server`,
  );
  console.log(`  cold soffice run of its 3 office files: ${c.toFixed(2)} s (median)`);
  console.log(
    `  files checked as added (2 at a time): first ${first(rows.add).toFixed(2)} s, median ${median(rows.add).toFixed(2)} s`,
  );
  const pv = first(rows.preview);
  const gn = first(rows.generate);
  console.log(
    `  Preview: first ${pv.toFixed(2)} s (${(pv / c).toFixed(2)}× cold soffice, target ≤ 0.4×: ${verdict(pv / c <= 0.4)}); median ${median(rows.preview).toFixed(2)} s`,
  );
  console.log(
    `  Generate right after: first ${gn.toFixed(2)} s (${(gn / c).toFixed(2)}× cold soffice, target ≤ 0.2×: ${verdict(gn / c <= 0.2)}); median ${median(rows.generate).toFixed(2)} s`,
  );
} finally {
  // BENCH_VERBOSE=1: the server's own lines on each build and conversion (durations, records used).
  if (process.env.BENCH_VERBOSE)
    for (const line of server.output().split("\n"))
      if (/build|convert|task/i.test(line)) log(line.slice(0, 400));
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}
