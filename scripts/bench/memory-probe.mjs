// Loaded into a measured server by a bench (`node --import scripts/bench/memory-probe.mjs`, with
// COURTREADY_MEMORY_PROBE naming a file): where the process's resident memory is, sampled every 20 ms as
// process.memoryUsage() splits it — the V8 heap, memory outside it held by JS objects (external, of which
// arrayBuffers: Buffers), and the rest of the RSS (code, thread stacks, malloc's arenas) — with the number of
// garbage collections so far by kind. Each sample is one JSON line; the bench reads the file, the server never does.
import { appendFileSync } from "node:fs";
import { PerformanceObserver, constants } from "node:perf_hooks";

const file = process.env.COURTREADY_MEMORY_PROBE;
if (file) {
  const collections = { minor: 0, major: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) collections.major += 1;
      else collections.minor += 1;
  }).observe({ entryTypes: ["gc"] });
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    const line = { t: Date.now(), ...m, ...collections };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 20);
  timer.unref();
}
