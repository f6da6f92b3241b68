// The script `mutool run` executes to redact a PDF (issue 43), as text written beside the job at run time. MuPDF's
// page redaction removes the glyphs, pixels and line art under each box from the page's content; the script also
// removes annotations and form fields under a box or holding a value, rewrites bookmarks and the information
// dictionary, drops XMP metadata holding a value, draws the court's look, and saves without unused objects.
// It is ES5 for MuPDF's JavaScript (mujs); its input is redact-job.json (apply.ts#RedactJob), its output one JSON line.
export const MUTOOL_SCRIPT = String.raw`
var job = JSON.parse(read(scriptArgs[0]));
var doc = new PDFDocument(scriptArgs[1]);
var report = { pages: {}, bookmarks: 0, info: 0, xmp: false, fields: 0, pageData: 0, attachments: 0 };

function norm(s) { return String(s).replace(/[^A-Za-z0-9]/g, "").toLowerCase(); }
var needles = [];
for (var i = 0; i < job.values.length; i++) {
  var n = norm(job.values[i]);
  if (n.length >= 4) needles.push(n);
}
function holds(s) {
  var n = norm(s);
  for (var i = 0; i < needles.length; i++) if (n.indexOf(needles[i]) >= 0) return true;
  return false;
}
function clean(s) {
  var out = String(s);
  for (var i = 0; i < job.values.length; i++) {
    var chars = String(job.values[i]).replace(/[^A-Za-z0-9]/g, "");
    if (chars.length < 4) continue;
    var parts = [];
    for (var j = 0; j < chars.length; j++) parts.push(chars.charAt(j));
    out = out.replace(new RegExp(parts.join("[^A-Za-z0-9]*"), "gi"), "[REDACTED]");
  }
  return out;
}
// A dictionary's entry, or null when missing (MuPDF gives undefined or a PDF null).
function g(o, key) {
  if (!o || !o.isDictionary()) return null;
  var v = o.get(key);
  return v === undefined || v === null || v.isNull() ? null : v;
}
function str(obj) { return obj && obj.isString() ? obj.asString() : ""; }
function num(obj) { return obj.isIndirect() ? obj.asIndirect() : -1; }
function pageCount(p) {
  var key = String(p + 1);
  if (!report.pages[key]) report.pages[key] = { boxes: 0, annotations: 0 };
  return report.pages[key];
}
function inherited(pageObj, key) {
  for (var o = pageObj; o; o = g(o, "Parent")) {
    var v = g(o, key);
    if (v) return v;
  }
  return null;
}

// 1. Form fields holding a value, wherever they are: removed with their widgets.
var removed = {};
var acro = g(g(doc.getTrailer(), "Root"), "AcroForm");
function walkFields(arr, parentHolds) {
  for (var i = arr.length - 1; i >= 0; i--) {
    var f = arr.get(i);
    var bad = parentHolds || holds(str(g(f, "V"))) || holds(str(g(f, "DV"))) || holds(str(g(f, "TU")));
    var kids = g(f, "Kids");
    if (kids && kids.isArray()) walkFields(kids, bad);
    if (!bad) continue;
    removed[num(f)] = true;
    arr.delete(i);
    // A field's widgets are its kids without names; the named field is what the person sees as one field.
    if (g(f, "T")) report.fields++;
  }
}
if (g(acro, "Fields") && g(acro, "Fields").isArray()) walkFields(g(acro, "Fields"), false);

// 2. Annotations under a box, holding a value, or belonging to a removed field.
function rotation(pageObj) {
  var r = inherited(pageObj, "Rotate");
  return r ? ((r.valueOf() % 360) + 360) % 360 : 0;
}
// MuPDF 1.21's buffers index as bytes and have no text method; XMP is UTF-8, whose ASCII digits are what is searched.
function bufferText(buf) {
  var s = "";
  for (var i = 0; i < buf.length; i++) s += String.fromCharCode(buf[i]);
  return s;
}
function boxesOf(p) { return job.pages[String(p + 1)] || []; }
for (var p = 0; p < doc.countPages(); p++) {
  var boxes = boxesOf(p);
  var pageObj = doc.findPage(p);
  var annots = g(pageObj, "Annots");
  if (!annots || !annots.isArray()) continue;
  var crop = inherited(pageObj, "CropBox") || inherited(pageObj, "MediaBox");
  var rotated = rotation(pageObj) !== 0;
  for (var i = annots.length - 1; i >= 0; i--) {
    var a = annots.get(i);
    var gone = removed[num(a)] || (g(a, "Parent") && removed[num(g(a, "Parent"))]);
    if (!gone) gone = holds(str(g(a, "Contents"))) || holds(str(g(a, "V"))) || holds(str(g(a, "RC")));
    // An attached file cannot be searched (compressed, any format): it may be the original itself, so it goes.
    if (!gone && g(a, "Subtype") && g(a, "Subtype").asName() === "FileAttachment") { gone = true; report.attachments++; }
    if (!gone && boxes.length && (rotated || !crop)) gone = !g(a, "Subtype") || g(a, "Subtype").asName() !== "Link";
    if (!gone && boxes.length && g(a, "Rect") && g(a, "Rect").isArray()) {
      var r = g(a, "Rect");
      var top = Math.max(crop.get(1), crop.get(3));
      var left = Math.min(crop.get(0), crop.get(2));
      var ax0 = Math.min(r.get(0), r.get(2)) - left, ax1 = Math.max(r.get(0), r.get(2)) - left;
      var ay0 = top - Math.max(r.get(1), r.get(3)), ay1 = top - Math.min(r.get(1), r.get(3));
      for (var b = 0; b < boxes.length && !gone; b++) {
        var bx = boxes[b];
        gone = ax0 < bx.x1 && bx.x0 < ax1 && ay0 < bx.y1 && bx.y0 < ay1;
      }
    }
    if (gone) { annots.delete(i); pageCount(p).annotations++; }
  }
}

// 3. The page content under each box: glyphs, image pixels and line art removed by MuPDF.
var font = null;
for (var p = 0; p < doc.countPages(); p++) {
  var boxes = boxesOf(p);
  if (!boxes.length) continue;
  var page = doc.loadPage(p);
  for (var b = 0; b < boxes.length; b++) {
    var annot = page.createAnnotation("Redact");
    annot.setRect([boxes[b].x0, boxes[b].y0, boxes[b].x1, boxes[b].y1]);
    annot.update();
  }
  var pageObj = doc.findPage(p);
  var crop = inherited(pageObj, "CropBox") || inherited(pageObj, "MediaBox");
  var plain = rotation(pageObj) === 0 && crop;
  // An X-per-character page draws its own white boxes; without a plain page to draw on, black boxes it is.
  var xStyle = job.style === "x-per-character" && plain;
  page.applyRedactions(!xStyle, 2);
  pageCount(p).boxes += boxes.length;
  if (!plain) continue;
  var top = Math.max(crop.get(1), crop.get(3));
  var left = Math.min(crop.get(0), crop.get(2));
  var ops = "Q q\n";
  for (var b = 0; b < boxes.length; b++) {
    var bx = boxes[b];
    var w = bx.x1 - bx.x0, h = bx.y1 - bx.y0;
    var x = left + bx.x0, y = top - bx.y1;
    if (xStyle) ops += "1 g " + x + " " + y + " " + w + " " + h + " re f\n";
    if (!bx.text) continue;
    var size = Math.min(h * 0.8, w / (0.62 * bx.text.length));
    var text = bx.text.replace(/[\\()]/g, "\\$&").replace(/[^\x20-\x7e]/g, "?");
    ops += (xStyle ? "0 g" : "1 g") + " BT /CRredact " + size + " Tf " + (x + 1) + " " + (y + (h - size) / 2 + size * 0.2) + " Td (" + text + ") Tj ET\n";
  }
  if (!font) font = doc.addSimpleFont(new Font("Helvetica"), "Latin");
  var res = inherited(pageObj, "Resources");
  if (!res) { res = doc.newDictionary(); pageObj.put("Resources", res); }
  if (!g(res, "Font")) res.put("Font", doc.newDictionary());
  res.get("Font").put("CRredact", font);
  var contents = g(pageObj, "Contents");
  var list = doc.newArray();
  list.push(doc.addStream("q\n", null));
  if (contents && contents.isArray()) for (var i = 0; i < contents.length; i++) list.push(contents.get(i));
  else if (contents) list.push(contents);
  list.push(doc.addStream(ops + "Q\n", null));
  pageObj.put("Contents", list);
}

// 4. Bookmarks, the information dictionary and XMP metadata.
function walkOutline(item) {
  for (var o = item; o; o = g(o, "Next")) {
    var t = str(g(o, "Title"));
    if (holds(t)) { o.put("Title", doc.newString(clean(t))); report.bookmarks++; }
    walkOutline(g(o, "First"));
  }
}
var root = g(doc.getTrailer(), "Root");
walkOutline(g(g(root, "Outlines"), "First"));
var info = g(doc.getTrailer(), "Info");
if (info && info.isDictionary()) {
  // MuPDF hands the key first, then the value.
  info.forEach(function (key, value) {
    if (value.isString() && holds(value.asString())) { info.put(key, doc.newString(clean(value.asString()))); report.info++; }
  });
}
var xmp = g(root, "Metadata");
if (xmp && xmp.isStream() && holds(bufferText(xmp.readStream()))) { root.delete("Metadata"); report.xmp = true; }

// 5. Per-page XMP (/Metadata) and application data (/PieceInfo: an editor's private copy of the page, which may be the
// page before redaction): dropped from every page with a box, and from any page where they hold a value.
function streamHolds(o) { return o && o.isStream() && holds(bufferText(o.readStream())); }
function pieceHolds(o) {
  if (!o) return false;
  if (o.isStream()) return streamHolds(o);
  if (o.isString()) return holds(o.asString());
  var found = false;
  if (o.isDictionary()) o.forEach(function (key, value) { if (!found) found = pieceHolds(value); });
  if (o.isArray()) for (var i = 0; i < o.length && !found; i++) found = pieceHolds(o.get(i));
  return found;
}
for (var p = 0; p < doc.countPages(); p++) {
  var pageObj = doc.findPage(p);
  var boxed = boxesOf(p).length > 0;
  if (g(pageObj, "Metadata") && (boxed || streamHolds(g(pageObj, "Metadata")))) { pageObj.delete("Metadata"); report.pageData++; }
  if (g(pageObj, "PieceInfo") && (boxed || pieceHolds(g(pageObj, "PieceInfo")))) { pageObj.delete("PieceInfo"); report.pageData++; }
}

// 6. Embedded files (the catalog's /EmbeddedFiles name tree, and the associated files /AF of PDF 2.0 that pdf-lib
// also writes, on the catalog or a page): none is kept, for the reason given in step 2.
var names = g(root, "Names");
if (g(names, "EmbeddedFiles")) { names.delete("EmbeddedFiles"); report.attachments++; }
if (g(root, "AF")) root.delete("AF");
for (var p = 0; p < doc.countPages(); p++) if (g(doc.findPage(p), "AF")) doc.findPage(p).delete("AF");

doc.save(scriptArgs[2], "garbage=4,compress");
print(JSON.stringify(report));
`;
