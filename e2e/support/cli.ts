// The `courtready` command as a person runs it: the bin npm links for `npx courtready`, run directly so npm's own
// notices stay out of stderr, with its exit code and both streams whatever the outcome.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "./server.ts";

const run = promisify(execFile);

export async function courtready(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(ROOT, "node_modules/.bin/courtready"), ...args],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
