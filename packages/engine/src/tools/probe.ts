// Finds out whether the external programs the engine relies on (LibreOffice, qpdf, poppler) are installed,
// by running each one's version command as a separate process with a timeout.
import { execFile } from "node:child_process";

export type ExternalTool = "libreoffice" | "qpdf" | "poppler";

export interface ToolStatus {
  available: boolean;
  version: string | null;
}

interface ProbeSpec {
  command: string;
  args: string[];
  /** Pulls the version number out of the program's output. */
  version: RegExp;
}

const PROBES: Record<ExternalTool, ProbeSpec> = {
  libreoffice: { command: "soffice", args: ["--version"], version: /LibreOffice\s+([\d.]+)/ },
  qpdf: { command: "qpdf", args: ["--version"], version: /qpdf version\s+([\d.]+)/ },
  // pdfinfo prints its version on stderr; pdftoppm and pdftotext come from the same poppler-utils package.
  poppler: { command: "pdfinfo", args: ["-v"], version: /pdfinfo version\s+([\d.]+)/ },
};

/** Runs one tool's version command; a missing program or a timeout reads as unavailable. */
export function probeTool(tool: ExternalTool, timeoutMs = 15_000): Promise<ToolStatus> {
  const spec = PROBES[tool];
  return new Promise((resolve) => {
    execFile(spec.command, spec.args, { timeout: timeoutMs, windowsHide: true }, (error, stdout, stderr) => {
      const output = `${stdout}\n${stderr}`;
      const match = spec.version.exec(output);
      // pdfinfo -v exits 0 on new poppler and 99 on old ones; trust the version line over the exit code.
      if (match) return resolve({ available: true, version: match[1] ?? null });
      resolve({ available: !error, version: null });
    });
  });
}

/** Probes every tool in parallel. */
export async function probeTools(timeoutMs?: number): Promise<Record<ExternalTool, ToolStatus>> {
  const [libreoffice, qpdf, poppler] = await Promise.all([
    probeTool("libreoffice", timeoutMs),
    probeTool("qpdf", timeoutMs),
    probeTool("poppler", timeoutMs),
  ]);
  return { libreoffice, qpdf, poppler };
}
