// Copies some pages of a PDF written by write-objects.ts, with every object they use, into a PDF of their own (the
// exhibits' PDFs), without renumbering or parsing anything: the written objects' references are already known.
import { Sink } from "./byte-sink.ts";
import type { StreamData } from "./read-objects.ts";
import type { WrittenObjects } from "./write-objects.ts";

const ascii = new TextEncoder();

/**
 * Some pages of a written PDF as a PDF of their own: the pages, under a page tree, catalog and information
 * dictionary of their own (`info`: the dictionary's text), with every object they use copied as written. Object
 * numbers stay those of the whole PDF (the cross-reference table lists only the ones present), so nothing is
 * renumbered. The pages' /Parent, the whole PDF's page tree `tree`, is the only reference not followed.
 * @throws Error when something the pages use leads back to the whole PDF's page tree (then it is not a part).
 */
export function writeSubset(
  written: WrittenObjects,
  pages: number[],
  tree: number,
  info: string,
  /** More of the catalog's entries, as PDF text (the exhibit's /PageLabels). */
  catalogEntries = "",
): Uint8Array {
  const size = written.bodies.length + 1;
  const [ownTree, catalog, infoNumber] = [size, size + 1, size + 2];
  const present = new Set<number>();
  const stack = [...pages].reverse();
  const pageSet = new Set(pages);
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (present.has(n)) continue;
    if (n === tree)
      throw new Error("Internal error: an exhibit's objects lead back to the binder's page tree");
    present.add(n);
    const refs = written.refs[n - 1] ?? [];
    for (let r = refs.length - 1; r >= 0; r--) {
      const target = refs[r]!;
      if (!present.has(target) && !(pageSet.has(n) && target === tree)) stack.push(target);
    }
  }
  const parentText = ascii.encode(`/Parent ${tree} 0 R`);
  const ownParent = ascii.encode(`/Parent ${ownTree} 0 R`);
  const numbers = [...present].sort((a, b) => a - b);
  const out = new Sink(
    numbers.reduce(
      (n, k) => n + written.bodies[k - 1]!.length + (written.data[k - 1]?.length ?? 0) + 64,
      4096,
    ),
  );
  out.ascii("%PDF-1.7\n%");
  out.bytes(new Uint8Array([0x81, 0x81, 0x81, 0x81, 0x0a]));
  const offsets = new Map<number, number>();
  const object = (n: number, body: Uint8Array, data?: StreamData) => {
    offsets.set(n, out.length);
    out.ascii(`${n} 0 obj\n`);
    out.bytes(body);
    if (data) {
      out.ascii("\nstream\n");
      out.bytes(data);
      out.ascii("\nendstream");
    }
    out.ascii("\nendobj\n");
  };
  for (const n of numbers) {
    let body = written.bodies[n - 1]!;
    if (pageSet.has(n)) {
      const at = Buffer.from(body.buffer, body.byteOffset, body.byteLength).indexOf(parentText);
      if (at < 0) throw new Error("Internal error: a page without the binder's /Parent");
      const changed = new Uint8Array(body.length - parentText.length + ownParent.length);
      changed.set(body.subarray(0, at));
      changed.set(ownParent, at);
      changed.set(body.subarray(at + parentText.length), at + ownParent.length);
      body = changed;
    }
    object(n, body, written.data[n - 1]);
  }
  object(
    ownTree,
    ascii.encode(
      `<< /Type /Pages /Kids [ ${pages.map((p) => `${p} 0 R`).join(" ")} ] /Count ${pages.length} >>`,
    ),
  );
  object(
    catalog,
    ascii.encode(
      `<< /Type /Catalog /Pages ${ownTree} 0 R /ViewerPreferences << /DisplayDocTitle true >>${catalogEntries ? ` ${catalogEntries}` : ""} >>`,
    ),
  );
  object(infoNumber, ascii.encode(info));
  // Subsections of consecutive numbers; object 0 heads the first as the free list's start.
  const listed = [0, ...numbers, ownTree, catalog, infoNumber];
  const xrefAt = out.length;
  let table = "xref\n";
  for (let i = 0; i < listed.length;) {
    let j = i + 1;
    while (j < listed.length && listed[j] === listed[j - 1]! + 1) j++;
    table += `${listed[i]} ${j - i}\n`;
    for (let k = i; k < j; k++) {
      const n = listed[k]!;
      table += n === 0 ? "0000000000 65535 f \n" : `${String(offsets.get(n)).padStart(10, "0")} 00000 n \n`;
    }
    i = j;
  }
  out.ascii(
    `${table}trailer\n<< /Size ${infoNumber + 1} /Root ${catalog} 0 R /Info ${infoNumber} 0 R >>\n` +
      `startxref\n${xrefAt}\n%%EOF\n`,
  );
  return out.done();
}
