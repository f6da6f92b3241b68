// A file row's upload line (issue 40) in English and Spanish: bytes sent, a progress bar and a cancel that names
// the file while sending; only the finished size once uploaded; nothing for a file that is not uploading.
import { afterAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { i18n } from "../../i18n/index.ts";
import { UploadLine } from "./UploadLine.tsx";

const MB = 1024 * 1024;
const sending = {
  state: "sending" as const,
  sent: 100 * MB,
  total: 200 * MB,
  startedAt: 0,
  startBytes: 0,
  now: 1000,
};
const ignore = () => undefined;

describe("UploadLine", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it("shows bytes sent, the bar and a cancel naming the file while sending; only the size once done", async () => {
    await i18n.changeLanguage("en");
    const html = renderToStaticMarkup(<UploadLine name="scan.pdf" status={sending} onCancel={ignore} />);
    expect(html).toContain("Uploading: 100 MB of 200 MB");
    expect(html).toContain('<progress class="block h-1.5 w-full" max="100" value="50"');
    expect(html).toContain('aria-label="Cancel the upload of scan.pdf and remove it"');
    const done = renderToStaticMarkup(
      <UploadLine
        name="scan.pdf"
        status={{ state: "done", total: 200 * MB, uploadId: "x" }}
        onCancel={ignore}
      />,
    );
    expect(done).toContain("Uploaded (200 MB)");
    expect(done).not.toContain("Cancel");
    expect(renderToStaticMarkup(<UploadLine name="scan.pdf" status={undefined} onCancel={ignore} />)).toBe(
      "",
    );
  });

  it("speaks Spanish", async () => {
    await i18n.changeLanguage("es");
    const html = renderToStaticMarkup(<UploadLine name="scan.pdf" status={sending} onCancel={ignore} />);
    expect(html).toContain("Subiendo: 100 MB de 200 MB");
    expect(html).toContain("Cancelar la subida");
    expect(html).not.toContain("Uploading");
  });
});
