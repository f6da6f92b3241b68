// The filing check's content pass: qpdf hands over the decoded content streams of every page and form XObject (only
// those objects, as JSON a line at a time), and each is read for dark filled boxes (pdf/content-fills.ts). Only the
// pages with one are drawn to see whether a box covers words (render.ts): drawing every page is the check's dearest
// step, and most pages fill nothing dark.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { contentFills } from "../pdf/content-fills.ts";
import { runTool, withTempDir } from "../tools/run.ts";

/**
 * The pages (1-based) whose content, or a form they draw, fills a dark box. A stream that cannot be read counts as
 * one (the page is then drawn, which is the careful side).
 */
export async function pagesWithDarkFills(file: string, pageStreams: number[][]): Promise<Set<number>> {
  const ids = [...new Set(pageStreams.flat())];
  const dark = new Set<number>();
  if (ids.length === 0) return dark;
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
            try {
              if (contentFills(Buffer.from(data[1]!, "base64")).dark.length) dark.add(current);
            } catch {
              dark.add(current);
            }
          }
        },
      },
    );
  });
  for (const id of unread) dark.add(id);
  const pages = new Set<number>();
  pageStreams.forEach((streams, i) => {
    if (streams.some((id) => dark.has(id))) pages.add(i + 1);
  });
  return pages;
}
