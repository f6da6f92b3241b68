// `courtready build --translation FILE=TRANSLATION` through the real CLI: the translation and the declaration
// land in the named file's exhibit, and a translation without its translator is refused with the usage.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { main } from "./cli.ts";
import { makePdf } from "./testing/factories.ts";
import { pageTexts } from "./testing/pdf.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-cli-translation-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const put = (name: string, bytes: Uint8Array | string) => {
  const p = path.join(work, name);
  writeFileSync(p, bytes);
  return p;
};
const quiet = async (argv: string[]) => {
  const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    const code = await main(argv);
    return { code, stderr: err.mock.calls.map((c) => String(c[0])).join("") };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
};

describe("courtready build --translation", () => {
  it("adds the translation and the declaration to the named file's exhibit", async () => {
    const carta = put("carta.pdf", await makePdf([{ text: "Querido inquilino" }]));
    const recibo = put("recibo.pdf", await makePdf([{ text: "Recibo" }]));
    const english = put("letter-english.txt", "Dear tenant,\nThe rent is due on the first.");
    const out = path.join(work, "out");
    const { code, stderr } = await quiet([
      "build",
      "--out",
      out,
      "--role",
      "defendant",
      "--translation",
      `carta.pdf=${english}`,
      "--translator",
      "Ana Ruiz",
      "--translator-qualifications",
      "Certified translator (ATA), Spanish to English",
      "--translation-language",
      "Spanish",
      carta,
      recibo,
    ]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const pages = pageTexts(new Uint8Array(readFileSync(path.join(out, "binder.pdf")))).map((t) =>
      t.replace(/\s+/g, " "),
    );
    // Cover, index, the letter, its translation, the declaration, the receipt.
    expect(pages).toHaveLength(6);
    expect(pages[1]).toContain("carta.pdf (with English translation)");
    expect(pages[3]).toContain("The rent is due on the first.");
    expect(pages[3]).toContain("Exhibit A – page 2 of 3");
    expect(pages[4]).toContain(
      "I, Ana Ruiz, declare that I am competent to translate from Spanish into English",
    );
    expect(pages[5]).toContain("Exhibit B – page 1 of 1");
  });

  it("refuses a translation without the translator, or naming no input, with the usage", async () => {
    const carta = put("carta2.pdf", await makePdf([{ text: "Hola" }]));
    const english = put("english2.txt", "Hello");
    const out = path.join(work, "refused");
    const missing = await quiet(["build", "--out", out, "--translation", `carta2.pdf=${english}`, carta]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("the translation needs the translator's name");
    const unknown = await quiet([
      "build",
      "--out",
      out,
      "--translation",
      `other.pdf=${english}`,
      "--translator",
      "Ana",
      "--translator-qualifications",
      "Native speaker",
      carta,
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('--translation names "other.pdf", which is not one of the files');
  });
});
