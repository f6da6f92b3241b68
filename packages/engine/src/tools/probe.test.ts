// The probe reports a missing program as unavailable instead of throwing.
import { describe, expect, it } from "vitest";
import { probeTools } from "./probe.ts";

describe("probeTools", () => {
  // scripts/setup-system.sh installs all three before the tests run, so each must be found with its version.
  it("finds LibreOffice, qpdf and poppler with their versions", async () => {
    const status = await probeTools();
    for (const tool of ["libreoffice", "qpdf", "poppler"] as const) {
      expect(status[tool], tool).toEqual({ available: true, version: expect.stringMatching(/^\d+\.\d+/) });
    }
  });

  it("reads a program that is not installed as unavailable", async () => {
    const originalPath = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      const status = await probeTools(2_000);
      expect(status.qpdf).toEqual({ available: false, version: null });
    } finally {
      process.env.PATH = originalPath;
    }
  });
});
