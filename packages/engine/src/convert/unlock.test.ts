// unlockPdf on the corpus's locked PDFs: the right password gives a copy that opens without one (and normalizes like
// any PDF), a wrong one says so without repeating it, and files that are not locked PDFs are refused plainly.
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import { corpusBytes } from "../testing/corpus.ts";
import { makePdf } from "../testing/factories.ts";
import { normalizePdf } from "./pdf.ts";
import { unlockPdf } from "./unlock.ts";

const locked = (name: string) => ({ name, bytes: corpusBytes(`pdf/${name}`) });

async function failure(work: Promise<unknown>): Promise<EngineError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof EngineError)) throw new Error(`expected an EngineError, got ${String(error)}`);
  return error;
}

describe("unlockPdf", () => {
  it("decrypts with the user password; the copy then normalizes with its pages", async () => {
    const file = locked("qpdf_enc-R6-V5_user-view_owner-master.pdf");
    expect((await failure(normalizePdf(file))).code).toBe("PDF_NEEDS_PASSWORD");
    const open = await unlockPdf(file, "view");
    const normalized = await normalizePdf({ name: file.name, bytes: open });
    expect(normalized.pageCount).toBeGreaterThan(0);
  });

  it("keeps a password's spaces and non-ASCII letters as typed", async () => {
    await expect(unlockPdf(locked("testPassword4Spaces.pdf"), "    ")).resolves.toBeInstanceOf(Uint8Array);
    await expect(unlockPdf(locked("issue21579.pdf"), "pässwört")).resolves.toBeInstanceOf(Uint8Array);
  });

  it("says a wrong password does not open it, without the password in the message", async () => {
    const error = await failure(unlockPdf(locked("bug1782186.pdf"), "not-Hello-secret"));
    expect(error.code).toBe("PDF_WRONG_PASSWORD");
    expect(error.message).not.toContain("not-Hello-secret");
    // By code too, so the server says it in the person's language (issue 39).
    expect(error.refusal).toEqual({ code: "unlockWrongPassword" });
  });

  it("refuses a PDF without a password and a file that is not a PDF", async () => {
    const open = await failure(unlockPdf({ name: "open.pdf", bytes: await makePdf([{ text: "Hi" }]) }, "x"));
    expect(open.code).toBe("PDF_WRONG_PASSWORD");
    expect(open.refusal).toEqual({ code: "unlockNotLocked" });
    const text = { name: "notes.pdf", bytes: new TextEncoder().encode("plain words, not a PDF") };
    expect((await failure(unlockPdf(text, "x"))).code).toBe("UNSUPPORTED_TYPE");
  });
});
