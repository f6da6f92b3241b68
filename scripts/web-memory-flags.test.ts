// Issue 40: a web process starts with V8's young generation capped (--max-semi-space-size=4), so the Buffers each
// upload's bytes arrive in are collected within a few MB instead of after about 100 MB (docs/decisions.md, "Issue 40:
// the web process's memory under concurrent uploads"). The flag is a start-up choice, so it must be on every way a web
// process is started: `npm start` (scripts/start.sh), the systemd unit and the Procfile of docs/deploy.md, and the
// benchmarks that measure it (scripts/bench/server.mjs); a worker keeps V8's defaults.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const FLAG = "--max-semi-space-size=4";
const startsMain = (line: string) => /\bnode\b.*apps\/server\/dist\/main\.js/.test(line);

describe("the web process's start-up flags", () => {
  it("are on npm start's server, with glibc's arenas capped for its job threads", () => {
    const lines = read("scripts/start.sh").split("\n");
    const exec = lines.filter((line) => line.startsWith("exec ") && startsMain(line));
    expect(exec).toEqual([`exec node ${FLAG} apps/server/dist/main.js`]);
    expect(lines).toContain('export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"');
  });

  it("are on docs/deploy.md's web unit and Procfile line, and not on its workers'", () => {
    const lines = read("docs/deploy.md").split("\n");
    const web: string[] = [];
    const worker: string[] = [];
    let role = "";
    for (const line of lines) {
      const named = /COURTREADY_SERVICES=(web|worker)\b/.exec(line)?.[1];
      if (named) role = named;
      if (!startsMain(line) || !role) continue;
      (role === "web" ? web : worker).push(line);
      role = "";
    }
    // The systemd unit and the Procfile, for each role.
    expect(web).toHaveLength(2);
    expect(worker).toHaveLength(2);
    for (const line of web) expect(line).toContain(`node ${FLAG} apps/server/dist/main.js`);
    for (const line of worker) expect(line).not.toContain("--max-semi-space-size");
  });

  it("are what the benchmarks start a web or one-process server with", () => {
    expect(read("scripts/bench/server.mjs")).toContain(
      `return env.COURTREADY_SERVICES === "worker" ? [] : ["${FLAG}"];`,
    );
  });
});
