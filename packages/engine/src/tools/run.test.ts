// The tool runner: output, exit codes, missing programs and timeouts that kill the whole process group.
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { runTool, withTempDir } from "./run.ts";

describe("runTool", () => {
  it("captures output and the exit code", async () => {
    const result = await runTool("sh", ["-c", "echo out; echo err >&2; exit 3"], { timeoutMs: 5000 });
    expect(result).toMatchObject({
      code: 3,
      stdout: "out\n",
      stderr: "err\n",
      timedOut: false,
      missing: false,
    });
  });

  it("hands over each line whole, a long line cut over many chunks and a last line without its newline", async () => {
    // 300,000 characters on one line arrive in several pipe chunks; empty lines and a split multi-byte letter too.
    const script =
      'process.stdout.write("a\\n\\n" + "x".repeat(300000) + "é\\nb\\n" + "y".repeat(70000) + "\\nlast")';
    const lines: string[] = [];
    const result = await runTool(process.execPath, ["-e", script], {
      timeoutMs: 10_000,
      onStdoutLine: (line) => lines.push(line),
    });
    expect(result.code).toBe(0);
    expect(lines).toEqual(["a", "", `${"x".repeat(300000)}é`, "b", "y".repeat(70000), "last"]);
  });

  it("hands over the whole output as text in pieces, a letter cut between chunks decoded whole", async () => {
    const script = 'process.stdout.write("é".repeat(200000) + "\\nend")';
    const pieces: string[] = [];
    const result = await runTool(process.execPath, ["-e", script], {
      timeoutMs: 10_000,
      onStdoutText: (text) => pieces.push(text),
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("");
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe(`${"é".repeat(200000)}\nend`);
  });

  it("reports a missing program without throwing", async () => {
    const result = await runTool("no-such-program-xyz", [], { timeoutMs: 5000 });
    expect(result.missing).toBe(true);
  });

  it("kills a hanging program and its children at the timeout", async () => {
    // The child sleeps in a grandchild too: both must die, or the call would wait on the grandchild's pipes for
    // 30 s and the test would hit its own timeout instead.
    const result = await runTool("sh", ["-c", "sleep 30 & sleep 30"], { timeoutMs: 300 });
    expect(result.timedOut).toBe(true);
    expect(result.code).toBeNull();
  });

  it("removes the temporary folder even when the work fails", async () => {
    let seen = "";
    await expect(
      withTempDir("t", async (dir) => {
        seen = dir;
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(seen).not.toBe("");
    expect(existsSync(seen)).toBe(false);
  });
});
