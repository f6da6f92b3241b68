// The preview's scans-or-volumes choice in both languages: shown only over the limit, each choice with the volumes it
// makes, and a plain note when there are no scans to make smaller.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { ScanChoice } from "./ScanChoice.tsx";

const MB = 1024 * 1024;
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const scans = [
  { bytes: 30 * MB, compressedBytes: 4 * MB },
  { bytes: 30 * MB, compressedBytes: 5 * MB },
];
const render = (props: Partial<Parameters<typeof ScanChoice>[0]>) =>
  renderToStaticMarkup(
    <ScanChoice
      exhibits={scans}
      limitBytes={25 * MB}
      compress={false}
      onChange={() => undefined}
      {...props}
    />,
  );

describe("the scans-or-volumes choice", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("tells the volumes each choice makes over the limit", () => {
    const shown = text(render({}));
    expect(shown).toContain("file size limit");
    expect(shown).toContain("about 60 MB");
    expect(shown).toContain("about 3 volumes");
    expect(shown).toContain("Make the scans smaller");
    expect(shown).toContain("About 9 MB: one file.");
    expect(shown).toContain("in 3 volumes");
    // Which option is checked follows the choice: "Split into volumes" until the person picks the other.
    const checked = (html: string) =>
      html
        .split("<label")
        .slice(1)
        .map((label) => label.includes('checked=""'));
    expect(checked(render({}))).toEqual([false, true]);
    expect(checked(render({ compress: true }))).toEqual([true, false]);
  });

  it("shows nothing under the limit or without one", () => {
    expect(render({ limitBytes: 100 * MB })).toBe("");
    expect(render({ limitBytes: null })).toBe("");
  });

  it("says there is nothing to make smaller when no scan would shrink", () => {
    const shown = text(render({ exhibits: [{ bytes: 60 * MB, compressedBytes: 60 * MB }] }));
    expect(shown).toContain("no large scans to make smaller");
    expect(shown).toContain("3 volumes");
    expect(shown).not.toContain("Split into volumes");
  });

  it("speaks Spanish", async () => {
    await i18n.changeLanguage("es");
    const shown = text(render({}));
    expect(shown).toContain("Hacer más pequeños los escaneos");
    expect(shown).toContain("Dividir en volúmenes");
    expect(shown).toContain("unos 3 volúmenes");
    expect(shown).not.toContain("Make the scans smaller");
  });
});
