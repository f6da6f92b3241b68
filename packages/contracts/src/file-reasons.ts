// Why the engine refuses a file, in the words a person reads on the file's row (issue 39): the engine throws these
// English constants (its CLI and the binder's records stay English), and the server's catalogue (i18n/en.ts
// `fileReasons`, i18n/es.ts) pairs each with its Spanish by its key, so the builder's check says them in the
// person's language. A reason not listed here (a rarer refusal) is shown in English as the engine wrote it.

export const FILE_REASONS = {
  emptyFile: "this file is empty (0 bytes); upload the original file again",
  emptyText: "this file is empty (0 bytes); check that you picked the right file",
  pdfPassword:
    "this PDF is protected by a password; open it, save or print a copy without the password, and upload that copy",
  pdfDamaged:
    "this PDF is damaged and cannot be repaired; if it opens on your computer, print it to a new PDF and upload " +
    "that copy, otherwise ask whoever sent it for a new copy",
  pdfBrotli:
    "this PDF uses a new kind of compression (Brotli) that PDF programs cannot read yet; open it in the program " +
    "that made it, save or print it as an ordinary PDF, and upload that copy",
  officeFailed:
    "LibreOffice could not open this file; it may be damaged or in an old format. Open it in Word or Excel and " +
    "save it again as .docx/.xlsx, or print it to PDF, and upload that",
  officePassword:
    "this file is protected by a password; open it in Word or Excel, remove the password, save it, and upload " +
    "that copy",
  imageUnreadable:
    "this image could not be read (the file may be damaged); open it on your device, save or export a new copy, " +
    "and upload that",
  heicAdvice:
    "iPhone photos in HEIC format can't be converted here; on the iPhone choose " +
    "Settings › Camera › Formats › Most Compatible, or share the photo as JPEG, and upload it again",
} as const;
