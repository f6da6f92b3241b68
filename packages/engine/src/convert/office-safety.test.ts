// LibreOffice converts with macros off and no network (issue 42): a document made here links a picture and a
// section from a loopback HTTP server and runs a Basic macro when it opens. Converted cold (office.ts) and warm
// (office-warm.ts), the server counts no request and the macro leaves no trace. The same document in a plain
// LibreOffice profile does fetch, so zero is the profile's doing, not a document that never asks.
import { createServer } from "node:http";
import type { Server } from "node:http";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import { runTool } from "../tools/run.ts";
import { pdfText } from "../testing/converted.ts";
import { convertOffice } from "./office.ts";
import { createWarmOfficeConverter } from "./office-warm.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "courtready-office-safety-"));
/** What the macro would write if it ran. */
const macroTrace = path.join(scratch, "macro-ran");
const requests: string[] = [];
let server: Server;
let port = 0;

/** A flat OpenDocument text: a linked picture and section on the loopback server, and a macro bound to opening. */
function hostileDocument(): Uint8Array {
  const url = `http://127.0.0.1:${port}`;
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
 xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:script="urn:oasis:names:tc:opendocument:xmlns:script:1.0" xmlns:ooo="http://openoffice.org/2004/office"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:scripts>
<office:script script:language="ooo:Basic"><ooo:libraries><ooo:library-embedded ooo:name="Standard">
<ooo:module ooo:name="Module1"><ooo:source-code>Sub Main
  Open "${macroTrace}" For Output As #1
  Print #1, "ran"
  Close #1
End Sub
</ooo:source-code></ooo:module></ooo:library-embedded></ooo:libraries></office:script>
<office:event-listeners><script:event-listener script:language="ooo:script" script:event-name="dom:load"
 xlink:href="vnd.sun.star.script:Standard.Module1.Main?language=Basic&amp;location=document"/></office:event-listeners>
</office:scripts>
<office:body><office:text>
<text:p>A letter with a picture from elsewhere.</text:p>
<text:p><draw:frame draw:name="picture" svg:width="2cm" svg:height="2cm"><draw:image xlink:href="${url}/picture.png"
 xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p>
<text:section text:name="linked"><text:section-source xlink:href="${url}/section.html" xlink:type="simple"/></text:section>
</office:text></office:body></office:document>
`);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? "");
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});

beforeEach(() => {
  requests.length = 0;
  rmSync(macroTrace, { force: true });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

describe("a document that fetches a URL and runs a macro on opening", () => {
  it("fetches in a plain LibreOffice profile: the document does ask", async () => {
    const dir = mkdtempSync(path.join(scratch, "plain-"));
    writeFileSync(path.join(dir, "letter.fodt"), hostileDocument());
    const profile = pathToFileURL(path.join(dir, "profile")).href;
    const args = ["--headless", `-env:UserInstallation=${profile}`, "--convert-to", "pdf", "letter.fodt"];
    const result = await runTool("soffice", args, { timeoutMs: 120_000, cwd: dir });
    expect(result.code).toBe(0);
    expect(requests.length).toBeGreaterThan(0);
  }, 150_000);

  it("converted cold, makes no request and runs no macro", async () => {
    // Named .doc, as an upload would be: LibreOffice knows the document by its content.
    const results = await convertOffice([{ name: "letter.doc", bytes: hostileDocument() }]);
    const converted = results.get("letter.doc");
    if (converted instanceof EngineError || !converted) throw converted ?? new Error("no result");
    expect(await pdfText(converted.pdf)).toContain("A letter with a picture from elsewhere.");
    expect(requests).toEqual([]);
    expect(existsSync(macroTrace)).toBe(false);
  }, 150_000);

  it("converted warm, makes no request and runs no macro", async () => {
    const office = createWarmOfficeConverter({ log: () => {} });
    try {
      const outcome = await office.convert({ bytes: hostileDocument(), ext: "fodt" }, "pdf");
      if (!outcome.ok) throw new Error(`not converted: ${outcome.reason} ${outcome.detail ?? ""}`);
      expect(await pdfText(outcome.bytes)).toContain("A letter with a picture from elsewhere.");
    } finally {
      await office.close();
    }
    expect(requests).toEqual([]);
    expect(existsSync(macroTrace)).toBe(false);
  }, 150_000);
});
