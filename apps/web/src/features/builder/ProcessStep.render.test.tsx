// Step 3 in both languages: the progress bar while a binder is built, and the finished binder with its links, the
// English warnings and reminders the binder carries, and the note that the binder itself is English.
import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { TRenderResponse } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { ProcessStep } from "./ProcessStep.tsx";
import type { ProgressState } from "./progress.ts";
import { IDLE_PROGRESS } from "./progress.ts";

const result: TRenderResponse = {
  success: true,
  zip: "/api/files/b/output.zip",
  pdf: "/api/files/b/binder.pdf",
  expiresAt: "2026-04-05T15:04:00Z",
  pageCount: 12,
  warnings: ["lease.pdf: page 2 is rotated."],
  deadlines: [{ due_date: "2026-04-01", label: "Serve your exhibits on the other side" }],
  filing_check: null,
};

function render(job: "render" | null, progress: ProgressState, shown: TRenderResponse | null): string {
  const noop = () => undefined;
  return renderToStaticMarkup(
    <ProcessStep
      job={job}
      progress={progress}
      failure={null}
      result={shown}
      resultStale={false}
      kitQuality={null}
      filingCheck={null}
      fixing={null}
      checksFiling={false}
      enhancedOn={false}
      saving={false}
      resultRef={createRef()}
      failureRef={createRef()}
      filingCheckRef={createRef()}
      onPreview={noop}
      onGenerate={noop}
      onDownload={noop}
      onSave={noop}
      onEnhanced={noop}
      onClear={noop}
      onFix={noop}
    />,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("the process step", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("says the finished binder in English", () => {
    const text = render(null, IDLE_PROGRESS, result);
    expect(text).toContain("Your binder is ready");
    expect(text).toContain("12 pages in all.");
    expect(text).toContain("Wednesday, April 1, 2026");
    expect(text).not.toContain("US courts take filings in English");
  });

  it("shows the build's progress in Spanish", async () => {
    await i18n.changeLanguage("es");
    const text = render("render", { phase: "server", percent: 40, label: "Armando su carpeta" }, null);
    expect(text).toContain("Creando su carpeta…");
    expect(text).toContain("Deje esta página abierta hasta que termine.");
    expect(text).toContain("Crear la carpeta");
    expect(text).not.toContain("Generate Binder");
  });

  it("says the finished binder in Spanish, the binder's own warnings and reminders staying English", async () => {
    await i18n.changeLanguage("es");
    const text = render(null, IDLE_PROGRESS, result);
    expect(text).toContain("Su carpeta está lista");
    expect(text).toContain("12 páginas en total.");
    expect(text).toContain("miércoles, 1 de abril de 2026");
    expect(text).toContain("Serve your exhibits on the other side");
    expect(text).toContain("las cortes de EE. UU. reciben los documentos en inglés");
    expect(text).not.toContain("Your binder is ready");
  });

  it("says how much smaller the scans were made, in both languages, and nothing when they were not", async () => {
    const smaller = { ...result, scans: { beforeBytes: 2_831_155, afterBytes: 320_614 } };
    expect(render(null, IDLE_PROGRESS, smaller)).toContain(
      "Your scans were made smaller: 2.7 MB before, 313.1 KB after.",
    );
    expect(render(null, IDLE_PROGRESS, result)).not.toContain("scans were made smaller");
    await i18n.changeLanguage("es");
    expect(render(null, IDLE_PROGRESS, smaller)).toContain(
      "Sus escaneos se hicieron más pequeños: 2.7 MB antes, 313.1 KB después.",
    );
  });
});
