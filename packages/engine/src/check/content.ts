// The filing check's content pass: qpdf hands over the decoded content streams of every page and form XObject (only
// those objects, as JSON a line at a time), and each is read for dark filled boxes (pdf/content-fills.ts). Only the
// pages with one are drawn to see whether a box covers words (render.ts): drawing every page is the check's dearest
// step, and most pages fill nothing dark. The streams of pages that draw a picture also give up their drawing
// operators, from which pictures.ts tells each picture's resolution without another tool run.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { contentFills } from "../pdf/content-fills.ts";
import type { DrawOp } from "../pdf/content-fills.ts";
import { runTool, withTempDir } from "../tools/run.ts";

export interface ContentFacts {
  /** The pages (1-based) whose content, or a form they draw, fills a dark box. */
  darkPages: Set<number>;
  /** The drawing operators of the streams asked for (those qpdf handed over and could be read). */
  drawing: Map<number, DrawOp[]>;
}

/**
 * Reads the pages' content streams: which pages fill a dark box (a stream that cannot be read counts as one: the
 * page is then drawn, which is the careful side), and the drawing operators of the streams in `drawingOf`.
 */
export async function readContent(
  file: string,
  pageStreams: number[][],
  drawingOf: ReadonlySet<number> = new Set(),
): Promise<ContentFacts> {
  const ids = [...new Set(pageStreams.flat())];
  const dark = new Set<number>();
  const drawing = new Map<number, DrawOp[]>();
  if (ids.length === 0) return { darkPages: dark, drawing };
  const unread = new Set(ids);
  await withTempDir("check-content", async (dir) => {
    // The object list can be thousands long: qpdf reads arguments from a file given as @file.
    const args = path.join(dir, "args");
    await writeFile(args, ids.map((id) => `--json-object=${id} 0 R`).join("\n"));
    let current: number | null = null;
    await runTool(
      "qpdf",
      [
        "--json=2",
        "--json-key=qpdf",
        "--json-stream-data=inline",
        "--decode-level=generalized",
        `@${args}`,
        file,
      ],
      {
        timeoutMs: 300_000,
        maxOutputBytes: 64 * 1024,
        onStdoutLine: (line) => {
          const obj = /^ {6}"obj:(\d+) \d+ R": \{$/.exec(line);
          if (obj) {
            current = Number(obj[1]);
            return;
          }
          const data = /^ {10}"data": "([A-Za-z0-9+/=]*)",?$/.exec(line);
          if (data && current !== null) {
            unread.delete(current);
            const ops: DrawOp[] | undefined = drawingOf.has(current) ? [] : undefined;
            try {
              if (contentFills(Buffer.from(data[1]!, "base64"), ops).dark.length) dark.add(current);
              if (ops) drawing.set(current, ops);
            } catch {
              dark.add(current);
            }
          }
        },
      },
    );
  });
  for (const id of unread) dark.add(id);
  const darkPages = new Set<number>();
  pageStreams.forEach((streams, i) => {
    if (streams.some((id) => dark.has(id))) darkPages.add(i + 1);
  });
  return { darkPages, drawing };
}
