// `courtready build --continue-from` as a person runs it: a binder of corpus files with Bates numbers, then a
// supplement continued from that binder's PDF; its labels, page and Bates numbers run on (pdftotext), and the filed
// binder.pdf is byte for byte what it was.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CORPUS } from "../support/corpus.ts";
import { courtready } from "../support/cli.ts";
import { pdfPages } from "../support/pdf.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-supplement-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const pages = (file: string) => pdfPages(file, { fold: true });
const sha = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

describe("courtready build --continue-from", () => {
  it("continues a filed binder's labels, pages and Bates numbers without changing it", async () => {
    const filed = path.join(work, "filed");
    const first = await courtready([
      "build",
      "--out",
      filed,
      "--role",
      "defendant",
      "--case-name",
      "Doe v. Roe",
      "--bates-prefix",
      "ROE",
      path.join(CORPUS, "pdf/boundingBox_invalid.pdf"),
      path.join(CORPUS, "image/hopper_gray.jpg"),
    ]);
    expect(first.code, first.stderr).toBe(0);
    const binder = path.join(filed, "binder.pdf");
    const before = sha(binder);
    const last = pages(binder).length;

    const supplement = path.join(work, "supplement");
    const second = await courtready([
      "build",
      "--out",
      supplement,
      "--continue-from",
      binder,
      "--filed-on",
      "2026-12-03",
      path.join(CORPUS, "pdf/issue14755.pdf"),
      path.join(CORPUS, "image/hopper_orientation_6.jpg"),
    ]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(`Exhibits C–D on pages ${last + 1}–${last + 2}`);
    const text = pages(path.join(supplement, "binder.pdf"));
    expect(text).toHaveLength(4);
    expect(text[0]).toContain("to Defendant's Exhibit Binder, filed December 3, 2026");
    expect(text[1]).toContain(`Exhibits A–B (pages 1–${last}): see the Exhibit Index filed December 3, 2026`);
    const bates = (n: number) => `ROE-${String(n).padStart(6, "0")}`;
    expect(text[2]).toContain(`Page ${last + 1} of ${last + 2}`);
    expect(text[2]).toContain("DEFENDANT'S EXHIBIT C");
    expect(text[2]).toContain(bates(last - 1));
    expect(text[3]).toContain(`Page ${last + 2} of ${last + 2}`);
    expect(text[3]).toContain("Exhibit D – page 1 of 1");
    expect(text[3]).toContain(bates(last));
    expect(sha(binder)).toBe(before);
  });
});
