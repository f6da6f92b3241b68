// The upload dialog's lines about each file in English and Spanish: a file over the limit, one that failed (with the
// server's reason, or "try again" when there is none) and one sent.
import { describe, expect, it } from "vitest";
import { STORAGE_MESSAGES } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { UploadCancelled } from "../shared/resumableUpload.ts";
import { failedLine, tooLargeProblem, uploadFailedProblem, uploadLine } from "./uploadText.ts";

const en = i18n.getFixedT("en", "library");
const es = i18n.getFixedT("es", "library");
const refused = new Error('413: {"message":"Your storage is full."}');
const big = { name: "video.pdf", size: 60 * 1024 * 1024 };

describe("the upload dialog's file lines", () => {
  it("says a cancelled upload was the person's own doing, in both languages", () => {
    expect(failedLine(new UploadCancelled(), en)).toEqual({ text: "Failed: you cancelled it", failed: true });
    expect(uploadFailedProblem("scan.pdf", new UploadCancelled(), es)).toContain("usted la canceló");
  });

  it("says a file is too large, in English as before", () => {
    expect(tooLargeProblem(big, 50, en)).toBe(
      "video.pdf (60.0 MB): This file is larger than 50 MB, the limit for one file. Split it, or save a smaller copy, then try again.",
    );
    expect(uploadFailedProblem("lease.pdf", refused, en)).toBe(
      "Failed to upload lease.pdf: Your storage is full.",
    );
    expect(uploadFailedProblem("lease.pdf", new Error("offline"), en)).toBe(
      "Failed to upload lease.pdf: please try again",
    );
  });

  it("says the same in Spanish, keeping the file's name and the server's own reason", () => {
    const tooLarge = tooLargeProblem(big, 50, es);
    expect(tooLarge).toContain("video.pdf (60.0 MB)");
    expect(tooLarge).toContain("pesa más de 50 MB");
    expect(tooLarge).not.toContain("larger than");
    expect(uploadFailedProblem("lease.pdf", new Error("offline"), es)).toBe(
      "No se pudo subir lease.pdf: inténtelo otra vez",
    );
    expect(failedLine(refused, es)).toEqual({ text: "Falló: Your storage is full.", failed: true });
    expect(uploadLine({ sending: true }, es)).toEqual({ text: "Subiendo…", failed: false });
    expect(uploadLine({ error: null }, es)).toEqual({ text: "Subido", failed: false });
  });

  it("says a server reason the contracts catalogue holds in Spanish, whatever language the server answered in", () => {
    const storageFull = new Error(
      `413: ${JSON.stringify({ message: STORAGE_MESSAGES.quotaReached(5 * 1024 ** 3, 5 * 1024 ** 3) })}`,
    );
    const problem = uploadFailedProblem("lease.pdf", storageFull, es);
    expect(problem).toMatch(
      /^No se pudo subir lease\.pdf: Su espacio está lleno: 5,120 MB de 5,120 MB usados/,
    );
    expect(problem).not.toContain("Your storage is full");
    expect(uploadFailedProblem("lease.pdf", storageFull, en)).toContain("Your storage is full: 5,120 MB of");
  });
});
