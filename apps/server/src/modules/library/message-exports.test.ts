// Message exports kept by saved projects and the library (issue 38) on SQLite and PostgreSQL, real worker and
// engine: an SMS backup and an Outlook .msg, found by content, are accepted, kept as they came and answered with
// their conversations as the builder's file check lists them; an .xml that is no export is still told by its
// content (kept as text, or refused with the engine's reason), and a call log is refused.
import { describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import type { TProject, TUserFile } from "@courtready/contracts";
import { outlookMsg, ROOF_MSG } from "@courtready/engine/testing/email";
import { bobText, callLogXml, smsBackupXml } from "@courtready/engine/testing/messages";
import { multipartBody } from "../../testing/harness.ts";
import type { MultipartFile, TestClient } from "../../testing/harness.ts";
import { loadProject, savedProjectsApp, signedInMember } from "../../testing/projects.factories.ts";

const day = Date.UTC(2025, 2, 4, 15, 0);
const smsBackup = new TextEncoder().encode(
  smsBackupXml([
    bobText(day, 1, "Rent is due"),
    bobText(day + 60_000, 2, "Paid"),
    {
      kind: "sms",
      address: "+15550100777",
      contact: "Ann Neighbour",
      date: day,
      type: 1,
      body: "Noise again",
    },
  ]),
);
const roofMsg = outlookMsg(ROOF_MSG);
const plainXml = new TextEncoder().encode(
  `<?xml version="1.0" encoding="UTF-8"?>\n<inventory><item>Sofa</item></inventory>\n`,
);
// Word 2003's XML document: refused by the engine's plain check (open it in Word and save it as .docx).
const wordXml = new TextEncoder().encode(
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<?mso-application progid="Word.Document"?>\n` +
    `<w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml"><w:body/></w:wordDocument>\n`,
);
const callLog = new TextEncoder().encode(callLogXml());

function saveProject(client: TestClient, files: MultipartFile[]) {
  const body = multipartBody(
    { projectName: "Rent" },
    files.map((f) => ({ field: "files", ...f })),
  );
  return client.request({ method: "POST", url: "/api/projects", ...body });
}

function addToLibrary(client: TestClient, filename: string, bytes: Uint8Array) {
  return client.request({
    method: "POST",
    url: "/api/user-files",
    ...multipartBody({}, { filename, bytes }),
  });
}

describe.each(dialectsUnderTest())("message exports kept by projects and the library on %s", (dialect) => {
  const t = savedProjectsApp(dialect);

  it("saves an SMS backup and an Outlook .msg in a project, listed as the builder lists them", async () => {
    const { client } = await signedInMember(t());
    const response = await saveProject(client, [
      { filename: "messages.xml", bytes: smsBackup, contentType: "text/xml" },
      { filename: "roof.msg", bytes: roofMsg, contentType: "application/vnd.ms-outlook" },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { id, project } = response.json() as { id: string; project: TProject };
    const [sms, mail] = project.files;
    expect(sms).toMatchObject({ filename: "messages.xml", fileType: "SMS Backup & Restore (Android)" });
    expect(sms!.mimeType).toBe("application/xml");
    expect(sms!.messageExport!.conversations.map((c) => c.title).sort()).toEqual([
      "Ann Neighbour",
      "Bob Landlord",
    ]);
    expect(mail).toMatchObject({ filename: "roof.msg", fileType: "Microsoft Outlook (.msg)" });
    expect(mail!.messageExport!.conversations.map((c) => c.title)).toEqual(["Roof repairs"]);

    // Kept as it came: the same bytes come back, and the saved project still names each file's kind.
    const reloaded = await loadProject(client, id);
    expect(reloaded.files.map((f) => f.fileType)).toEqual([
      "SMS Backup & Restore (Android)",
      "Microsoft Outlook (.msg)",
    ]);
    // Its conversations are kept with it, so a reopened project shows the picker without reading the file again.
    expect(reloaded.files[0]!.messageExport).toEqual(sms!.messageExport);
    expect(reloaded.files[1]!.messageExport!.exportApp).toBe("Microsoft Outlook (.msg)");
    const download = await client.get(reloaded.files[1]!.fileUrl);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, Buffer.from(roofMsg))).toBe(0);
  });

  it("still tells other .xml files by content: text kept as text, Word's XML and a call log refused", async () => {
    const { client } = await signedInMember(t());
    const word = await saveProject(client, [{ filename: "letter.xml", bytes: wordXml }]);
    expect(word.statusCode).toBe(422);
    expect(word.json().message).toContain("letter.xml");
    expect(word.json().message).toContain("saved by Word or Excel");
    const calls = await saveProject(client, [{ filename: "calls.xml", bytes: callLog }]);
    expect(calls.statusCode).toBe(422);
    expect(calls.json().message).toContain("calls.xml");
    expect(calls.json().message).toMatch(/call log/i);
    expect((await client.get("/api/projects")).json()).toEqual([]);

    const text = await saveProject(client, [{ filename: "inventory.xml", bytes: plainXml }]);
    expect(text.statusCode, text.body).toBe(201);
    const [file] = (text.json() as { project: TProject }).project.files;
    expect(file).toMatchObject({ fileType: "Text Document", mimeType: "text/plain" });
    expect(file!.messageExport).toBeUndefined();
    expect(
      (await loadProject(client, (text.json() as { id: string }).id)).files[0]!.messageExport,
    ).toBeUndefined();
  });

  it("adds an SMS backup and an Outlook .msg to the library, listed, with no pages or picture", async () => {
    const { client } = await signedInMember(t());
    const sms = await addToLibrary(client, "messages.xml", smsBackup);
    expect(sms.statusCode, sms.body).toBe(201);
    const smsFile = sms.json() as TUserFile;
    expect(smsFile).toMatchObject({
      fileType: "SMS Backup & Restore (Android)",
      mimeType: "application/xml",
      pageCount: null,
      thumbnailUrl: null,
      fileSize: smsBackup.byteLength,
    });
    expect(smsFile.messageExport!.conversations).toHaveLength(2);
    const msg = await addToLibrary(client, "roof.msg", roofMsg);
    expect(msg.statusCode, msg.body).toBe(201);
    expect(msg.json()).toMatchObject({
      fileType: "Microsoft Outlook (.msg)",
      mimeType: "application/vnd.ms-outlook",
    });
    const download = await client.get((msg.json() as TUserFile).downloadUrl);
    expect(Buffer.compare(download.rawPayload, Buffer.from(roofMsg))).toBe(0);

    const refused = await addToLibrary(client, "letter.xml", wordXml);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain(
      "letter.xml: this file is a web page or XML file saved by Word or Excel",
    );
    const listed = (await client.get("/api/user-files")).json() as { files: TUserFile[] };
    expect(listed.files.map((f) => f.originalFilename).sort()).toEqual(["messages.xml", "roof.msg"]);
    // The library's list carries each export's conversations, for its row and for the builder's picker.
    const listedSms = listed.files.find((f) => f.originalFilename === "messages.xml");
    expect(listedSms!.messageExport).toEqual(smsFile.messageExport);
  });
});
