// The `courtready check` command's own entry (issue 36, speed): bin/courtready.mjs loads this small bundle for
// `check` instead of the whole CLI, whose building, conversion and font code a check never runs; loading it was most
// of the command's start-up, which every `check` pays before any tool starts.
import { runCheck } from "./cli-check.ts";
import { courtFiling } from "../cli-court.ts";

/** Runs `courtready check ARGS…` (argv without the command's name); returns the exit code, as cli.ts's main does. */
export async function main(argv: string[]): Promise<number> {
  const result = await runCheck(argv, courtFiling);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  return result.code;
}
