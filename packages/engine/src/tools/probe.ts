// Finds out whether the external programs the engine relies on (LibreOffice, qpdf, poppler; tesseract for the kit's
// optional OCR) are installed, and which versions, by running each one's version command with a timeout.
import { execFile } from "node:child_process";

export type ExternalTool = "libreoffice" | "qpdf" | "poppler" | "tesseract";

/** The tools the app needs; tesseract only makes scanned pages searchable, and the kit goes without it. */
export const REQUIRED_TOOLS = ["libreoffice", "qpdf", "poppler"] as const satisfies readonly ExternalTool[];

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
  // tesseract 4 prints its version on stderr, 5 on stdout: "tesseract 5.3.0" (or "tesseract v5.3.0…").
  tesseract: { command: "tesseract", args: ["--version"], version: /tesseract\s+v?([\d.]+)/ },
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
  const [libreoffice, qpdf, poppler, tesseract] = await Promise.all([
    probeTool("libreoffice", timeoutMs),
    probeTool("qpdf", timeoutMs),
    probeTool("poppler", timeoutMs),
    probeTool("tesseract", timeoutMs),
  ]);
  return { libreoffice, qpdf, poppler, tesseract };
}

/**
 * One line naming each tool's version, or that it is missing, for a server's start-up log.
 * @example describeTools(await probeTools()) // → "LibreOffice 7.4.7.2, qpdf 11.3.0, poppler 22.12.0, tesseract 5.3.0"
 */
export function describeTools(status: Record<ExternalTool, ToolStatus>): string {
  const names: Record<ExternalTool, string> = {
    libreoffice: "LibreOffice",
    qpdf: "qpdf",
    poppler: "poppler",
    tesseract: "tesseract",
  };
  return (Object.keys(names) as ExternalTool[])
    .map((tool) => {
      const { available, version } = status[tool];
      return `${names[tool]} ${available ? (version ?? "(version unknown)") : "not found"}`;
    })
    .join(", ");
}
