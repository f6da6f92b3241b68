// Limits the product enforces and the pages state (guide DECISIONS: "Limits", "Data kept, and for how long"). The
// server's defaults are these values; an operator may change them with MAX_FILE_MB, MAX_PHOTO_MB and MAX_BUILD_MB.

/**
 * Largest PDF, office or other document file accepted, in MB (1 MB = 1,048,576 bytes, as the server and engine
 * count). 250 since issue 40: real evidence (a scanned medical record, a bank's statements) is that big, and uploads
 * resume and stream to storage.
 */
export const MAX_FILE_MB = 250;
/** Largest picture accepted, in MB: as before issue 40, since a picture is decoded whole to be placed on a page. */
export const MAX_PHOTO_MB = 30;
const PICTURE_NAME = /\.(jpe?g|png|gif|bmp|tiff?|webp|heic|heif)$/i;

/** True for a picture's file name, which keeps MAX_PHOTO_MB. */
export function isPictureName(name: string): boolean {
  return PICTURE_NAME.test(name);
}

/**
 * The largest a file of this name may be, in MB.
 * @example maxFileMbFor("scan.pdf") // → 250; maxFileMbFor("photo.jpg") // → 30
 */
export function maxFileMbFor(name: string): number {
  return isPictureName(name) ? MAX_PHOTO_MB : MAX_FILE_MB;
}

/** Largest total of all files in one binder build, in MB: room for two of the largest files and the rest. */
export const MAX_BUILD_MB = 600;

/** Pictures printed below this many dots per inch may look blurry: the build warns but does not refuse. */
export const MIN_IMAGE_DPI = 150;
/** The sharpness to aim for when scanning or photographing a paper document. */
export const RECOMMENDED_IMAGE_DPI = 300;

/** Files of a build that is not saved, and the binders built, are deleted this many hours after the build. */
export const TEMPORARY_FILES_RETENTION_HOURS = 24;

/** What a full bucket of work under way says (apps/server modules/limits), before "Try again in …". */
export const UPLOAD_BUSY_MESSAGE =
  "You have several uploads under way already. Wait for one of them to finish, then send this one again.";
export const ADDRESS_BUSY_MESSAGE =
  "Many uploads are under way from your network at once. Wait for some of them to finish, then send this one again.";
export const UNLOCK_BUSY_MESSAGE =
  "Other PDFs are being unlocked for you just now. Wait for them to finish, then unlock this one again.";
