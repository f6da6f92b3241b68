// The programs the bench finds and asks: where a tool is on PATH, its version, and what pdfimages says of a binder's
// pictures — optional tools, so each answer says when one is missing rather than failing the run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** The first program of that name on PATH, or null: the tools are optional and the report says which ran. */
export function which(name) {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/** A tool's version as `pattern` reads it from `command args`, or "not installed". */
export function versionOf(command, args, pattern) {
  try {
    const out = execFileSync(command, args, {
      encoding: "utf8",
      timeout: 60_000,
      stdio: ["ignore", "pipe", "ignore"],
    });
    return pattern.exec(out)?.[1] ?? out.trim().split("\n")[0];
  } catch {
    return "not installed";
  }
}

/** The lowest pixel density of any image at its printed size (`pdfimages -list`: x-ppi, y-ppi columns). */
export function minImagePpi(pdf) {
  const out = execFileSync("pdfimages", ["-list", pdf], { encoding: "utf8", timeout: 120_000 });
  const ppis = out
    .split("\n")
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 14)
    .flatMap((cols) => [Number(cols[12]), Number(cols[13])])
    .filter((n) => Number.isFinite(n) && n > 0);
  return ppis.length ? Math.min(...ppis) : null;
}
