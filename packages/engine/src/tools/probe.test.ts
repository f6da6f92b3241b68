// The probe reports a missing program as unavailable instead of throwing.
import { describe, expect, it } from "vitest";
import { describeTools, probeTools } from "./probe.ts";

describe("probeTools", () => {
  // scripts/setup-system.sh installs all four before the tests run, so each must be found with its version.
  it("finds LibreOffice, qpdf, poppler and tesseract with their versions, and names them in one line", async () => {
    const status = await probeTools();
    for (const tool of ["libreoffice", "qpdf", "poppler", "tesseract"] as const) {
      expect(status[tool], tool).toEqual({ available: true, version: expect.stringMatching(/^\d+\.\d+/) });
    }
    expect(describeTools(status)).toBe(
      `LibreOffice ${status.libreoffice.version}, qpdf ${status.qpdf.version}, poppler ${status.poppler.version}, tesseract ${status.tesseract.version}`,
    );
  });

  it("reads a program that is not installed as unavailable", async () => {
    const originalPath = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      const status = await probeTools(2_000);
      expect(status.qpdf).toEqual({ available: false, version: null });
      expect(describeTools(status)).toBe(
        "LibreOffice not found, qpdf not found, poppler not found, tesseract not found",
      );
    } finally {
      process.env.PATH = originalPath;
    }
  });
});
