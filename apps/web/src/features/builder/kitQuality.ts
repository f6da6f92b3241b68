// Reads the enhanced kit's quality verdict out of the ZIP the browser just received, so the builder can say what
// to fix before filing without a second request (the spec's compile answer is the ZIP itself).
import { KIT_QUALITY_REPORT_FILE, ZKitQuality } from "@courtready/contracts";
import type { TKitQuality } from "@courtready/contracts";

/** The report's status and summary, or null when the ZIP has none or it cannot be read (the download still stands). */
export async function readKitQuality(zip: Blob): Promise<TKitQuality | null> {
  try {
    // Loaded only here: most visits never make a kit.
    const { unzipSync } = await import("fflate");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()), {
      filter: (file) => file.name === KIT_QUALITY_REPORT_FILE,
    });
    const bytes = files[KIT_QUALITY_REPORT_FILE];
    if (!bytes) return null;
    const parsed = ZKitQuality.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
