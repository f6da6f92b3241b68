// The bench's typical binder (issue 23): 10 corpus files — 3 photos, 2 Word, 1 Excel, 4 PDFs — shared by the web
// app's measurement (typical.mjs) and the CLI's filing-check overhead (check-generate.mjs).
import path from "node:path";
import { root } from "./server.mjs";

export const corpus = process.env.COURTREADY_CORPUS ?? path.resolve(root, "../shared/corpus");
export const OFFICE = ["office/testWORD.docx", "office/testWORD_various.docx", "office/testEXCEL.xlsx"];
export const FILES = [
  "image/testJPEG_EXIF.jpg",
  "image/hopper_orientation_6.jpg",
  "image/icc_profile_big.jpg",
  ...OFFICE,
  "pdf/tracemonkey.pdf",
  "pdf/sizes.pdf",
  "pdf/issue7229.pdf",
  "pdf/form-filled-by-acrobat.pdf",
];
