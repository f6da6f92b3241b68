// Embeds a source page into the binder as a Form XObject that carries the page's own encoded content bytes.
// pdf-lib's embedPages decodes every content stream, deflates it again and leaves the copied originals behind as
// unused objects: most of the assembly time and about 60% extra output size on a text-heavy binder. Here a page
// with one content stream (nearly every page) keeps its bytes and filter untouched; only the rare page whose
// content is split over several streams is joined (decoded, then compressed once).
import {
  PDFArray,
  PDFContentStream,
  PDFName,
  PDFObjectCopier,
  PDFRawStream,
  PDFStream,
  decodePDFRawStream,
} from "@cantoo/pdf-lib";
import type { PDFDocument, PDFObject, PDFPage, PDFRef } from "@cantoo/pdf-lib";
import type { Box } from "./layout.ts";

/** One copier per source document, so resources its pages share (fonts, images) are copied once. */
export function pageCopier(source: PDFDocument, target: PDFDocument): PDFObjectCopier {
  return PDFObjectCopier.for(source.context, target.context);
}

/**
 * Registers `page`'s content, clipped to `box`, as a Form XObject in `target`; the form's origin is the box's
 * lower-left corner (as pdf-lib's embedded pages), so it is drawn with the same transform.
 */
export function embedPageAsForm(
  target: PDFDocument,
  copier: PDFObjectCopier,
  page: PDFPage,
  box: Box,
): PDFRef {
  const context = target.context;
  // Read as stored: pdf-lib's normalizedEntries() would wrap the content in two extra q/Q streams.
  const node = page.node;
  const resources = node.getInheritableAttribute(PDFName.of("Resources"));
  const contents = node.get(PDFName.of("Contents"));
  const dict = {
    Type: "XObject",
    Subtype: "Form",
    FormType: 1,
    BBox: [box.x, box.y, box.x + box.width, box.y + box.height],
    Matrix: [1, 0, 0, 1, -box.x, -box.y],
    Resources: resources ? copier.copy(resources) : context.obj({}),
  };
  const streams = contentStreams(node.context.lookup(contents));
  const only = streams.length === 1 ? streams[0] : undefined;
  if (only instanceof PDFRawStream) {
    const form = context.obj(dict);
    for (const key of ["Filter", "DecodeParms"]) {
      const value = only.dict.get(PDFName.of(key));
      if (value !== undefined) form.set(PDFName.of(key), copier.copy(value));
    }
    return context.register(PDFRawStream.of(form, only.contents));
  }
  const parts = streams.map((stream) =>
    stream instanceof PDFRawStream
      ? decodePDFRawStream(stream).decode()
      : stream instanceof PDFContentStream
        ? stream.getUnencodedContents()
        : new Uint8Array(),
  );
  // Content split over several streams may break between any two tokens: join with a newline, as viewers do.
  const joined = new Uint8Array(parts.reduce((n, part) => n + part.length + 1, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    joined[offset + part.length] = 0x0a;
    offset += part.length + 1;
  }
  return context.register(context.flateStream(joined, dict));
}

/** The page's content streams in order; a page without /Contents (a blank page) has none. */
function contentStreams(contents: PDFObject | undefined): PDFStream[] {
  if (contents instanceof PDFStream) return [contents];
  if (!(contents instanceof PDFArray)) return [];
  const out: PDFStream[] = [];
  for (let i = 0; i < contents.size(); i++) {
    // Anything but a stream here (a null, a damaged reference) draws nothing in a viewer either.
    const stream = contents.lookup(i);
    if (stream instanceof PDFStream) out.push(stream);
  }
  return out;
}
