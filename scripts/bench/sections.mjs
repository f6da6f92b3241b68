// The bench's sections that run against the built app, each a script of its own in its own process: one loop that
// says why a section was skipped (no server build, no web build, no LibreOffice) and records a crash by its name.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Runs each section in turn and prints its report (or why it was skipped), a blank line before each.
 * @param {{ name: string, script: string, timeout: number, server?: boolean, web?: boolean, office?: boolean,
 *   quick?: boolean }[]} sections
 * @param {{ root: string, here: string, crashes: string[], office: boolean }} context
 */
export function runSections(sections, { root, here, crashes, office }) {
  const serverBuilt = existsSync(path.join(root, "apps/server/dist/main.js"));
  const webBuilt = existsSync(path.join(root, "apps/web/dist/index.html"));
  for (const section of sections) {
    console.log("");
    const missing = [
      section.server && !serverBuilt ? "no server build; run npm run build first" : null,
      section.web && !webBuilt ? "no web build; run npm run build first" : null,
      section.office && !office ? "LibreOffice is not installed" : null,
    ].filter(Boolean);
    if (missing.length) {
      console.log(`${section.name}: skipped (${missing.join("; ")})`);
      continue;
    }
    const r = spawnSync(
      process.execPath,
      [path.join(here, section.script), ...(section.quick ? ["--quick"] : [])],
      {
        encoding: "utf8",
        timeout: section.timeout,
      },
    );
    if (r.status === 0) console.log(r.stdout.trimEnd());
    else crashes.push(`${section.name}: ${r.stderr.trim() || r.status}`);
  }
}
