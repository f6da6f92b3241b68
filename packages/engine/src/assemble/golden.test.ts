// The cover, the index and a stamped exhibit page look as approved (golden PNGs in ./golden, updated only with
// UPDATE_GOLDEN=1 after a person has looked at them).
import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makeJpeg, makePdf, sampleAssembleOptions } from "../testing/factories.ts";
import { compareWithGolden, renderPage } from "../testing/golden.ts";
import { assembleBinder } from "./binder.ts";

describe("binder pages match their approved look", async () => {
  const binder = await assembleBinder(
    [
      {
        source: "lease.pdf",
        description: "Lease agreement signed 3/1/2024",
        typeLabel: "PDF Document",
        content: {
          kind: "pdf",
          pdf: await makePdf([{ text: "LEASE page one" }, { text: "LEASE page two", rotate: 90 }]),
        },
      },
      {
        source: "photo of mold.jpg",
        typeLabel: "Image",
        content: {
          kind: "images",
          pages: [{ bytes: await makeJpeg(400, 300), format: "jpeg", widthPt: 400, heightPt: 300 }],
        },
      },
    ],
    loadSystemFonts(),
    sampleAssembleOptions(),
  );

  it.each([
    ["cover", 1],
    ["index", 2],
    ["stamped-first-page", 3],
    ["rotated-page", 4],
  ] as const)("%s", async (name, page) => {
    const difference = await compareWithGolden(import.meta.dirname, name, renderPage(binder.pdf, page));
    expect(difference).toBeLessThan(0.002);
  });
});
