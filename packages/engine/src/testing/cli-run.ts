// Runs the `courtready` CLI in process for tests, with what it writes to stdout and stderr captured, and reads the
// binder a build wrote.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, vi } from "vitest";
import { main } from "../cli.ts";
import { pdfText } from "./converted.ts";

export async function runCli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const out = vi
    .spyOn(process.stdout, "write")
    .mockImplementation((chunk) => ((stdout += String(chunk)), true));
  const err = vi
    .spyOn(process.stderr, "write")
    .mockImplementation((chunk) => ((stderr += String(chunk)), true));
  try {
    return { code: await main(argv), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

/** Runs the CLI and expects it to succeed quietly (exit 0, nothing on stderr); resolves with what it printed. */
export async function runCliOk(argv: string[]): Promise<string> {
  const result = await runCli(argv);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return result.stdout;
}

/** The text of the binder.pdf a build wrote into `out`, each run of white space one space (pdftotext breaks lines). */
export async function binderText(out: string): Promise<string> {
  return (await pdfText(readFileSync(path.join(out, "binder.pdf")))).replace(/\s+/g, " ");
}
