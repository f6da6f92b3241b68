// `node scripts/bench/resumable.mjs`: resumable uploads (issue 40) against the built server (apps/server/dist/main.js)
// on a fresh data folder, as production runs it. Two figures beside their targets:
// - six concurrent 250 MB uploads through /api/uploads (tus; two accounts, three each, within the per-account
//   upload limit): the web process's RSS growth over idle (target ≤ 60 MB);
// - one 250 MB upload whose connection is cut at 60 % and resumed from the offset the server kept: the fraction of
//   the file sent again (target ≤ 45 %).
// With --probe, the server also loads memory-probe.mjs, and the growth is split as process.memoryUsage() sees it at
// the RSS peak (V8 heap, Buffers, the rest: code, stacks, malloc) with the garbage collections during the uploads.
// A measurement, never a test: it prints figures and met / NOT met, and exits 1 only if something crashed.
//   node scripts/bench/resumable.mjs [--mb N] [--probe]
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { paddedPdf } from "../../apps/server/src/testing/padded-pdf.ts";
import { account, localServer, root, rssMb, sampleRss, startProcess, stopProcess } from "./server.mjs";

const MB = 1024 * 1024;
const TARGETS = { growthMb: 60, resentFraction: 0.45 };
const { values: opts } = parseArgs({
  options: { mb: { type: "string", default: "250" }, probe: { type: "boolean", default: false } },
});
const fileBytes = Number(opts.mb) * MB;
const TUS = { "tus-resumable": "1.0.0" };

const headersOf = (base, person) => ({
  ...TUS,
  cookie: person.cookie,
  "x-csrf-token": person.csrf,
  origin: base,
});

/** Creates an upload; its address. */
async function create(base, person, name, size) {
  const response = await fetch(`${base}/api/uploads`, {
    method: "POST",
    headers: {
      ...headersOf(base, person),
      "upload-length": String(size),
      "upload-metadata": `filename ${Buffer.from(name).toString("base64")}`,
    },
  });
  if (response.status !== 201) throw new Error(`create ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get("location"), base).href;
}

/**
 * PATCHes `bytes` from `offset` in 1 MiB chunks as a stream (never one big body); with `cutAt`, the connection is
 * dropped once that many bytes have been handed over. Resolves with the status (null when cut).
 */
async function patch(base, person, url, bytes, offset, cutAt) {
  const controller = new AbortController();
  let sent = 0;
  const body = new ReadableStream({
    pull(stream) {
      if (cutAt !== undefined && sent >= cutAt) {
        controller.abort();
        return;
      }
      if (offset + sent >= bytes.length) return stream.close();
      const chunk = bytes.subarray(offset + sent, Math.min(bytes.length, offset + sent + MB));
      sent += chunk.length;
      stream.enqueue(chunk);
    },
  });
  try {
    const response = await fetch(url, {
      method: "PATCH",
      headers: {
        ...headersOf(base, person),
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
      },
      body,
      duplex: "half",
      signal: controller.signal,
    });
    await response.arrayBuffer();
    return { status: response.status, sent };
  } catch (error) {
    if (controller.signal.aborted) return { status: null, sent };
    throw error;
  }
}

async function offsetOf(base, person, url) {
  const response = await fetch(url, { method: "HEAD", headers: headersOf(base, person) });
  return Number(response.headers.get("upload-offset"));
}

const { dataDir, base, env } = await localServer("resumable", {
  NODE_ENV: "production",
  SIGNUPS_PER_ADDRESS_PER_HOUR: "100",
});
const probeFile = path.join(dataDir, "memory-probe.jsonl");
if (opts.probe) {
  env.COURTREADY_MEMORY_PROBE = probeFile;
  const probe = path.join(root, "scripts/bench/memory-probe.mjs");
  env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --import ${probe}`.trim();
}

/** The probe's samples between two times (ms since the epoch). */
function samplesBetween(from, to) {
  if (!existsSync(probeFile)) return [];
  return readFileSync(probeFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((sample) => sample.t >= from && sample.t <= to);
}

/** The growth from the last sample before `from` to the highest-RSS sample until `to`, split by kind, in MB. */
function probeSplit(from, to) {
  const before = samplesBetween(from - 2000, from).at(-1);
  const during = samplesBetween(from, to);
  if (!before || during.length === 0) return "  (no probe samples)";
  const top = during.reduce((a, b) => (b.rss > a.rss ? b : a));
  const mb = (bytes) => `${bytes >= 0 ? "+" : ""}${(bytes / MB).toFixed(0)}`;
  const rest = (m) => m.rss - m.heapTotal - m.external;
  const last = during.at(-1);
  return (
    `    at the probe's peak: rss ${mb(top.rss - before.rss)}, V8 heap ${mb(top.heapTotal - before.heapTotal)} ` +
    `(used ${mb(top.heapUsed - before.heapUsed)}), external ${mb(top.external - before.external)} ` +
    `(Buffers ${mb(top.arrayBuffers - before.arrayBuffers)}), rest ${mb(rest(top) - rest(before))} MB; ` +
    `collections ${last.minor - before.minor} minor, ${last.major - before.major} major`
  );
}
let server;
let crashed = false;
try {
  server = await startProcess(env);
  const pid = server.child.pid;
  const pdf = paddedPdf(fileBytes);
  const people = [
    await account(base, "bench.resumable0@example.com", null),
    await account(base, "bench.resumable1@example.com", null),
  ];
  console.log(`resumable uploads (issue 40), ${opts.mb} MB files, web and job threads in one process`);

  // Six at once.
  const idle = rssMb(pid);
  const stop = sampleRss(pid);
  const startedAt = Date.now();
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const person = people[i % 2];
      const url = await create(base, person, `scan${i}.pdf`, pdf.length);
      return (await patch(base, person, url, pdf, 0)).status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = stop();
  const growth = peak - idle;
  console.log(`  six concurrent uploads: answers ${results.join(", ")} in ${seconds.toFixed(1)} s`);
  console.log(
    `    RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (growth ${growth.toFixed(0)} MB; target ≤ ${TARGETS.growthMb}) — ` +
      `${growth <= TARGETS.growthMb ? "met" : "NOT met"}`,
  );
  if (opts.probe) console.log(probeSplit(startedAt, Date.now()));

  // Cut at 60 %, resumed.
  const person = people[0];
  const url = await create(base, person, "cut.pdf", pdf.length);
  const cut = await patch(base, person, url, pdf, 0, Math.floor(pdf.length * 0.6));
  // The server notices the dropped connection a moment later; the offset is what it kept.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const kept = await offsetOf(base, person, url);
  const rest = await patch(base, person, url, pdf, kept);
  const fraction = rest.sent / pdf.length;
  console.log(
    `  cut at ${((cut.sent / pdf.length) * 100).toFixed(0)} %: the server kept ${((kept / pdf.length) * 100).toFixed(1)} %; ` +
      `the resume sent ${(fraction * 100).toFixed(1)} % again (answer ${rest.status}; target ≤ ${TARGETS.resentFraction * 100} %) — ` +
      `${fraction <= TARGETS.resentFraction && rest.status === 204 ? "met" : "NOT met"}`,
  );
} catch (error) {
  crashed = true;
  console.error(error);
  if (server) console.error(server.output().slice(-3000));
} finally {
  if (server) await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(crashed ? 1 : 0);
