// The bench's report (run.mjs): medians over rounds, a case's figures summarised, the plain-text tables, and the
// targets of issues 3 and 23 beside the figures. Information only: no verdict here changes the exit code.

export const MB = 1024 * 1024;

export const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
export const fmt = (x, digits = 2, unit = "") =>
  x === null || x === undefined ? "–" : `${x.toFixed(digits)}${unit}`;

/** Each case's figures over its rounds, by case id; `sizeOf` is the total size of a list of files. */
export function summarise(cases, sizeOf) {
  const summary = new Map();
  for (const c of cases) {
    const builds = c.runs.map((r) => r.build);
    const merges = c.runs.map((r) => r.merge).filter(Boolean);
    summary.set(c.id, {
      c,
      n: builds.length,
      inputs: c.files.length,
      inputMb: sizeOf(c.files) / MB,
      pages: builds[0]?.pages ?? null,
      time: median(builds.map((b) => b.total)),
      wall: median(builds.map((b) => b.wall)),
      ratio: merges.length ? median(c.runs.map((r) => r.build.total / r.merge.time)) : null,
      mergeTime: merges.length ? median(merges.map((m) => m.time)) : null,
      mergeMb: merges.length ? merges[0].bytes / MB : null,
      peakMb: builds.length ? Math.max(...builds.map((b) => b.maxRss)) / MB : null,
      outMb: builds[0] ? builds[0].pdfBytes / MB : null,
      stages: Object.fromEntries(
        ["read", "convert", "assemble", "zip", "write"].map((k) => [
          k,
          median(builds.map((b) => b.stages[k])),
        ]),
      ),
      sofficeRuns: builds[0]?.sofficeRuns ?? null,
      sofficeMb: builds[0]?.sofficeMaxRss ? builds[0].sofficeMaxRss / MB : null,
      minPpi: builds[0]?.minPpi ?? null,
      again: median(builds.map((b) => b.again)),
    });
  }
  return summary;
}

export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

const verdict = (ok) => (ok === null ? "not measured" : ok ? "met" : "NOT met");

/**
 * The targets of issues 3 and 23 as [target, measured, verdict] rows, from the summary; `office` is the Office files
 * of the run, `cliRuns` and `cliFirst` the whole-command runs of the 50-page binder, `quick` whether --quick cut the
 * 5,000-page case.
 */
export function targetsOf(summary, { office, cliRuns, cliFirst, quick }) {
  const get = (id) => summary.get(id);
  const targets = [];
  const t = get("text");
  if (t?.n) {
    targets.push([
      "100 text PDFs: build ≤ 2× the qpdf merge",
      `${fmt(t.ratio)}×`,
      verdict(t.ratio !== null ? t.ratio <= 2 : null),
    ]);
    targets.push(["100 text PDFs: peak memory ≤ 300 MB", `${fmt(t.peakMb, 0)} MB`, verdict(t.peakMb <= 300)]);
    const sizeRatio = t.mergeMb ? t.outMb / t.mergeMb : null;
    targets.push([
      "100 text PDFs: binder ≤ 1.1× the merged file",
      `${fmt(sizeRatio)}×`,
      verdict(sizeRatio !== null ? sizeRatio <= 1.1 : null),
    ]);
  }
  const p = get("photos");
  if (p?.n) {
    targets.push(["30 phone photos: ≤ 4 s in all", `${fmt(p.time)} s`, verdict(p.time <= 4)]);
    targets.push(["30 phone photos: ≤ 12 MB of output", `${fmt(p.outMb, 1)} MB`, verdict(p.outMb <= 12)]);
    targets.push([
      "30 phone photos: ≥ 200 dpi at print size",
      p.minPpi === null ? "–" : `${p.minPpi} dpi (lowest)`,
      verdict(p.minPpi === null ? null : p.minPpi >= 200),
    ]);
  }
  const o = get("office");
  if (o?.n) {
    targets.push([
      "5 Office files: one LibreOffice session per build",
      `${o.sofficeRuns} run${o.sofficeRuns === 1 ? "" : "s"}` +
        (o.sofficeMb ? `, ${fmt(o.sofficeMb, 0)} MB peak` : ""),
      verdict(o.sofficeRuns === 1),
    ]);
  }
  const a = get("all");
  if (a?.n && a.sofficeRuns !== null && office.length) {
    targets.push([
      "everything: one LibreOffice session per build",
      `${a.sofficeRuns} run${a.sofficeRuns === 1 ? "" : "s"}`,
      verdict(a.sofficeRuns === 1),
    ]);
  }
  // Issue 23: the real-world mix, the tighter ratio for clean text PDFs, and a small binder's fixed cost.
  if (t?.n)
    targets.push([
      "100 text PDFs: build ≤ 1.6× the qpdf merge (issue 23)",
      `${fmt(t.ratio)}×`,
      verdict(t.ratio !== null ? t.ratio <= 1.6 : null),
    ]);
  const rw = get("realworld");
  if (rw?.n) {
    targets.push([
      `real-world mix, ${rw.pages} pages: build ≤ 2× the qpdf merge`,
      `${fmt(rw.ratio)}×`,
      verdict(rw.ratio !== null ? rw.ratio <= 2 : null),
    ]);
    targets.push([
      "real-world mix: peak memory ≤ 300 MB",
      `${fmt(rw.peakMb, 0)} MB`,
      verdict(rw.peakMb <= 300),
    ]);
  }
  const f50 = get("fifty");
  if (f50?.n) {
    targets.push([
      "50-page binder: build ≤ 3× the qpdf merge (inside the process)",
      `${fmt(f50.ratio)}×`,
      verdict(f50.ratio !== null ? f50.ratio <= 3 : null),
    ]);
    if (cliRuns.length) {
      const cliRatio = median(cliRuns.map((r) => r.ratio));
      targets.push([
        "50-page binder: the whole `courtready build` command",
        `${fmt(cliRatio)}× (${fmt(median(cliRuns.map((r) => r.wall)))} s; first run ${fmt(cliFirst)} s)`,
        "reported",
      ]);
      targets.push([
        "  of which Node's start-up and loading the CLI (`courtready --help`)",
        `${fmt(median(cliRuns.map((r) => r.helpRatio)))}× (${fmt(median(cliRuns.map((r) => r.help)))} s)`,
        "reported",
      ]);
    }
    targets.push([
      "50-page binder: a warm process builds it in < 0.5 s",
      `${fmt(f50.again)} s`,
      verdict(f50.again !== null ? f50.again < 0.5 : null),
    ]);
  }
  const g = get("big");
  if (g?.n)
    targets.push(["5,000 pages: builds within 1 GB", `${fmt(g.peakMb, 0)} MB`, verdict(g.peakMb <= 1024)]);
  else if (quick) targets.push(["5,000 pages: builds within 1 GB", "skipped (--quick)", "not measured"]);
  return targets;
}
