// The translated-exhibit tests' documents (issue 39 §2): a two-page Spanish letter, a one-page receipt, the
// letter's one-page English translation, the translator who made it, and a PDF as a "files" part.
import { makePdf } from "@courtready/engine/testing";
import type { MultipartFile } from "./harness.ts";

export interface TranslationDocs {
  carta: Uint8Array;
  recibo: Uint8Array;
  english: Uint8Array;
}

export async function translationDocs(): Promise<TranslationDocs> {
  return {
    carta: await makePdf([{ text: "Querido inquilino" }, { text: "Atentamente" }]),
    recibo: await makePdf([{ text: "Recibo de renta" }]),
    english: await makePdf([{ text: "Dear tenant, the rent is due." }]),
  };
}

export const pdfPart = (filename: string, bytes: Uint8Array): MultipartFile => ({
  field: "files",
  filename,
  bytes,
  contentType: "application/pdf",
});

export const translator = {
  translator: "Ana Ruiz",
  qualifications: "Court-certified Spanish interpreter",
  language: "Spanish",
};
