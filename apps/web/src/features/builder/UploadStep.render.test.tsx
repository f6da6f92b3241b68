// The builder's "not added" note (issue 40): a picture over the photo limit is told MAX_PHOTO_MB and a document over
// the file limit MAX_FILE_MB, each with its own advice, in English and Spanish.
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { MAX_FILE_MB, MAX_PHOTO_MB } from "@courtready/contracts";
import { renderMarkup } from "../shared/renderInLanguage.tsx";
import { UploadStep } from "./UploadStep.tsx";

const ignore = () => undefined;

const step = (tooLarge: string[]) => (
  <UploadStep
    files={[]}
    missing={[]}
    skipped={{ unsupported: [], tooLarge }}
    onFiles={ignore}
    onBlocked={ignore}
    onFocusField={ignore}
    browseRef={createRef<HTMLButtonElement>()}
  >
    {null}
  </UploadStep>
);

describe("UploadStep's too-large note", () => {
  it("names the photo limit for a picture and the file limit for a document", async () => {
    const html = await renderMarkup(step(["scan.pdf", "photo.jpg"]), "en");
    expect(html).toContain(`each file can be at most ${MAX_FILE_MB} MB:`);
    expect(html).toContain(`each picture can be at most ${MAX_PHOTO_MB} MB:`);
    const onlyPhoto = await renderMarkup(step(["photo.jpg"]), "en");
    expect(onlyPhoto).not.toContain("each file can be at most");
    expect(onlyPhoto).toContain("photo.jpg");
  });

  it("says the same in Spanish", async () => {
    const html = await renderMarkup(step(["foto.png"]), "es");
    expect(html).toContain(`cada foto puede tener como máximo ${MAX_PHOTO_MB} MB:`);
  });
});
