// Upload fuzzing through the API (issue 22): random bytes, truncated, byte-flipped and renamed corpus files, a
// picture claiming huge dimensions, archives nested in archives and hostile names, sent to the library's upload
// route. Every answer is a 2xx or a 4xx whose message names the file (never a 5xx), and a refused file leaves
// nothing stored: no row, no stored bytes, no staging folder. A fixed seed makes every run send the same cases.
import { describe, expect, it } from "vitest";
import { zipSync } from "fflate";
import { dialectsUnderTest } from "@courtready/db/testing";
import { corpusBytes } from "@courtready/engine/testing/corpus";
import { multipartBody, signedInClient, useTestApp } from "../../testing/harness.ts";
import { cleanFileName } from "../../plugins/uploads.ts";
import { random } from "@courtready/engine/testing/fuzz";

const SOURCES = [
  "pdf/issue3371.pdf",
  "office/testWORD.docx",
  "office/testEXCEL.xlsx",
  "office/testWORD_truncated.docx",
  "image/i_trns.png",
  "image/apng_mode_16bit_rgba.png",
];
const NAMES = ["scan.pdf", "photo.jpg", "letter.docx", "sheet.xlsx", "notes.txt", "image.png"];

/** A PNG whose header claims 100,000 × 100,000 pixels (ten billion): it must be refused, never decoded. */
function hugePng(): Uint8Array {
  const png = corpusBytes("image/i_trns.png").slice();
  const view = new DataView(png.buffer);
  view.setUint32(16, 100_000);
  view.setUint32(20, 100_000);
  return png;
}

interface Case {
  name: string;
  bytes: Uint8Array;
}

function cases(seed: number, count: number): Case[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const out: Case[] = [
    { name: "huge-dimensions.png", bytes: hugePng() },
    {
      name: "nested.docx",
      bytes: zipSync({ "inner.zip": zipSync({ "deeper.zip": zipSync({ "a.txt": new Uint8Array(1000) }) }) }),
    },
    { name: "empty.pdf", bytes: new Uint8Array(0) },
    // Bidirectional controls make "invoice‮fdp.exe" read as "invoiceexe.pdf"; they never reach a stored name.
    { name: "invoice\u202Efdp.exe", bytes: new TextEncoder().encode("%PDF-1.4\n<html><script>x</script>") },
  ];
  while (out.length < count) {
    const kind = Math.floor(next() * 4);
    const source = corpusBytes(pick(SOURCES));
    if (kind === 0) {
      const bytes = new Uint8Array(Math.floor(next() * 64 * 1024));
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(next() * 256);
      out.push({ name: pick(NAMES), bytes });
    } else if (kind === 1) {
      out.push({ name: pick(NAMES), bytes: source.slice(0, Math.floor(next() * source.length)) });
    } else if (kind === 2) {
      const bytes = source.slice();
      for (let i = 0; i < 24; i++) bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
      out.push({ name: pick(NAMES), bytes });
    } else {
      out.push({ name: pick(NAMES), bytes: source });
    }
  }
  return out;
}

describe.each(dialectsUnderTest())("upload fuzzing on %s", (dialect) => {
  const t = useTestApp(dialect, { LIBRARY_QUOTA_MB: "200" });

  it("answers every hostile upload with a 2xx or a 4xx naming the file, and stores nothing it refused", async () => {
    const { client } = await signedInClient(t().app);
    const userId = ((await client.get("/api/auth/user")).json() as { id: string }).id;
    let accepted = 0;
    const answers: string[] = [];
    for (const [i, c] of cases(20261125, 36).entries()) {
      const response = await client.request({
        method: "POST",
        url: "/api/user-files",
        ...multipartBody({}, { filename: c.name, bytes: c.bytes }),
      });
      answers.push(`${i} ${c.name} ${c.bytes.length} B → ${response.statusCode}`);
      expect(response.statusCode, answers.at(-1)).toBeLessThan(500);
      if (response.statusCode < 300) {
        accepted++;
        const stored = response.json() as { originalFilename?: string; filename?: string };
        expect(JSON.stringify(stored)).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
        continue;
      }
      expect(response.statusCode, answers.at(-1)).toBeGreaterThanOrEqual(400);
      const message = (response.json() as { message: string }).message;
      expect(message, answers.at(-1)).toContain(cleanFileName(c.name));
    }
    const rows = await t()
      .database.db.selectFrom("user_files")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toHaveLength(accepted);
    expect(await t().storage.list(`users/${userId}/files`)).toHaveLength(accepted);
    expect(await t().storage.list(`users/${userId}/uploads`)).toEqual([]);
    // The hostile cases must not all be refused for one reason: some real files get through, most do not.
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(36);
    // Each case is converted by the engine on a worker thread, as a real upload is.
  }, 300_000);
});
