// Volumes: the volume of every exhibit page checked from the plan, each exhibit's parts by volume, what each
// volume holds (for its cover) and its line (the file a volume is written to: file-names.ts).
import type { AssembledExhibit, ExhibitPart, VolumeSplit } from "./types.ts";
import type { BinderFront } from "./types.ts";
import { pageRange, partPages } from "./format.ts";

/**
 * The volume of every exhibit page, by exhibit then page, from the volume of each exhibit's first page and the
 * splits inside exhibits; throws unless the volumes start at 1 and never skip or go back.
 */
export function checkVolumes(
  volumes: number[] | undefined,
  splits: VolumeSplit[] | undefined,
  pageCounts: number[],
): number[][] {
  if (!volumes) {
    if (splits?.length) throw new Error("Internal error: volume splits without volumes");
    return pageCounts.map((n) => Array.from({ length: n }, () => 1));
  }
  const invalid = () =>
    new Error(`Invalid volume plan: ${volumes.join(",")} / ${JSON.stringify(splits ?? [])}`);
  if (volumes.length !== pageCounts.length) throw invalid();
  const out = pageCounts.map((n, i) => {
    const inside = (splits ?? []).filter((s) => s.exhibit === i).map((s) => s.page);
    if (inside.some((p) => !Number.isInteger(p) || p < 2 || p > n)) throw invalid();
    return Array.from({ length: n }, (_, k) => volumes[i]! + inside.filter((p) => p <= k + 1).length);
  });
  if ((splits ?? []).some((s) => !out[s.exhibit])) throw invalid();
  const flat = out.flat();
  if (flat[0] !== 1 || flat.some((v, k) => k > 0 && v !== flat[k - 1] && v !== flat[k - 1]! + 1))
    throw invalid();
  return out;
}

/** An exhibit's parts by volume (one part when it is all in one volume), from its pages' volumes. */
export function partsOf(volumes: number[], startPage: number): ExhibitPart[] {
  const parts: ExhibitPart[] = [];
  volumes.forEach((volume, k) => {
    const last = parts.at(-1);
    if (last && last.volume === volume) {
      last.toPage = k + 1;
      last.endPage = startPage + k;
    } else
      parts.push({
        volume,
        fromPage: k + 1,
        toPage: k + 1,
        startPage: startPage + k,
        endPage: startPage + k,
      });
  });
  return parts;
}

/**
 * What a volume holds, a line each, for its cover: runs of whole exhibits together, an exhibit split across
 * volumes with its pages in this one ("Exhibit 5 – pages 31–80 of 80, binder pages 60–109") and, on the next
 * line, where the rest is ("(continued from Volume 2)").
 */
export function holdingsOf(exhibits: AssembledExhibit[], volume: number): string[] {
  const lines: string[] = [];
  let run: AssembledExhibit[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const [first, last] = [run[0]!, run.at(-1)!];
    lines.push(
      first === last
        ? `Exhibit ${first.label}, binder pages ${pageRange(first.startPage, first.endPage)}`
        : `Exhibits ${first.label} to ${last.label}, binder pages ${first.startPage}–${last.endPage}`,
    );
    run = [];
  };
  for (const e of exhibits) {
    const part = e.parts?.find((p) => p.volume === volume);
    if (part) {
      flush();
      const where = [
        part.fromPage > 1 ? `continued from Volume ${volume - 1}` : "",
        part.toPage < e.pages ? `continues in Volume ${volume + 1}` : "",
      ].filter(Boolean);
      lines.push(
        `Exhibit ${e.label} – ${partPages(part, e.pages)}, binder pages ${pageRange(part.startPage, part.endPage)}`,
        `(${where.join("; ")})`,
      );
    } else if (!e.parts && e.volume === volume) run.push(e);
    else flush();
  }
  flush();
  return lines;
}

export function volumeLine(ranges: BinderFront["volumeRanges"], v: number, totalPages: number): string {
  const r = ranges[v - 1]!;
  return `Volume ${v} of ${ranges.length} — pages ${r.firstPage}–${r.lastPage} of ${totalPages}`;
}
