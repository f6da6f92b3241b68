// The project editor's rows in the shared file list (HTML from the server renderer): named "Files in exhibit
// order", the person's own description over a machine one (marked with who wrote it), "With English translation"
// on a translated file, "Not saved yet" on a file added since the last save and, once the project was filed,
// "Filed" or "Not filed yet"; a saved message export shows its choice and the picker to change it (issue 38); each
// saved file's Pages panel (issue 37 §3), which then says itself whether its pages are edited.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { NEW_FILE_ID_PREFIX } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { readList, rowControls } from "../shared/testMarkup.ts";
import { UploadLine } from "../shared/UploadLine.tsx";
import { ProjectFileList } from "./ProjectFileList.tsx";
import { ProjectFilePages } from "./ProjectFilePages.tsx";
import type { ProjectFileListProps } from "./ProjectFileList.tsx";
import type { EditFile } from "./projectRules.ts";

const file = (id: string, name: string, overrides: Partial<EditFile> = {}): EditFile => ({
  id,
  filename: name,
  originalName: name,
  exhibitLabel: "",
  description: "",
  aiDescription: null,
  sortOrder: 0,
  fileUrl: null,
  fileType: "application/pdf",
  ...overrides,
});

describe("the project editor's file list", () => {
  const files = [
    file("f1", "lease.pdf", { description: "Lease I signed", aiDescription: "A lease" }),
    file("f2", "receipt.pdf", { aiDescription: "A receipt for the deposit", translated: true }),
    file("new-1", "notice.pdf"),
    file("f3", "IMG_0001.jpg", { aiDescription: "Photo taken March 3, 2025", aiDescriptionSource: "file" }),
    file("f4", "invoice.pdf", {
      aiDescription: "Plumbing invoice",
      aiDescriptionSource: "ai",
      pagesEdited: true,
    }),
  ];
  const render = (
    filedIds?: ReadonlySet<string>,
    describing?: ReadonlySet<string>,
    translation?: ProjectFileListProps["translation"],
    pages?: ProjectFileListProps["pages"],
  ) =>
    readList(
      <ProjectFileList
        files={files}
        labels={["A", "B", "C", "D", "E"]}
        onMove={() => undefined}
        onRemove={() => undefined}
        onDescribe={() => undefined}
        filedIds={filedIds}
        describing={describing}
        translation={translation}
        pages={pages}
      />,
    );

  it("is the list the e2e specs read, with the shared controls", () => {
    const { list, buttons } = render();
    expect(list).toBe("Files in exhibit order");
    expect(buttons).toEqual([
      ...rowControls("lease.pdf", true, false),
      ...rowControls("receipt.pdf", false, false),
      ...rowControls("notice.pdf", false, false),
      ...rowControls("IMG_0001.jpg", false, false),
      ...rowControls("invoice.pdf", false, true),
    ]);
  });

  it("shows the person's own description over a machine one, says who wrote that, and marks a file not saved yet", () => {
    const { rows } = render();
    expect(rows[0]).toMatch(/Exhibit APosition 1lease\.pdf/);
    expect(rows[0]).toContain("Lease I signed");
    expect(rows[0]).not.toMatch(/AI|From the file/);
    // Saved before its source was kept: reads as it did, AI.
    expect(rows[1]).toContain("Suggested by AI:A receipt for the deposit");
    expect(rows[3]).toContain("From the file:Photo taken March 3, 2025");
    expect(rows[4]).toContain("Suggested by AI:Plumbing invoice");
    expect(rows[2]).toMatch(/Exhibit CPosition 3Not saved yetnotice\.pdf/);
    expect(rows.join()).not.toMatch(/Filed|Not filed yet/);
  });

  it("says which files have an English translation (issue 39 §2)", () => {
    const { rows } = render();
    expect(rows[1]).toMatch(/Position 2With English translationreceipt\.pdf/);
    expect(rows.filter((row) => row.includes("With English translation"))).toHaveLength(1);
  });

  it("gives each row its translation line when the editor offers one, in place of the badge", () => {
    const { rows } = render(undefined, undefined, (f) => <p>Translation line of {f.originalName}</p>);
    expect(rows[1]).toContain("Translation line of receipt.pdf");
    expect(rows[0]).toContain("Translation line of lease.pdf");
    // The line says it (ProjectTranslation): the badge is not shown twice.
    expect(rows[1]).not.toMatch(/Position 2With English translation/);
  });

  it("says which files have their pages edited in the builder (issue 37 §3)", () => {
    const { rows } = render();
    expect(rows[4]).toMatch(/Position 5Pages editedinvoice\.pdf/);
    expect(rows.filter((row) => row.includes("Pages edited"))).toHaveLength(1);
  });

  it("gives each saved file its Pages button, none to a file not saved yet, and says once which are edited", () => {
    const pageEdits = { byFile: new Map([["f4", { remove: [2] }]]), set: () => undefined };
    const { rows, buttons } = render(undefined, undefined, undefined, (f) => (
      <ProjectFilePages file={f} projectId="p1" pageEdits={pageEdits} />
    ));
    expect(buttons.filter((b) => b.startsWith("Pages of "))).toEqual([
      "Pages of lease.pdf: turn, remove or reorder",
      "Pages of receipt.pdf: turn, remove or reorder",
      "Pages of IMG_0001.jpg: turn, remove or reorder",
      "Pages of invoice.pdf: turn, remove or reorder",
    ]);
    // The panel says it (its count is read when it opens): the badge is not shown twice.
    expect(rows[4]).not.toMatch(/Position 5Pages edited/);
    expect(rows[4]).toContain("PagesPages edited");
    expect(rows.filter((row) => row.includes("Pages edited"))).toHaveLength(1);
    expect(rows[2]).not.toContain("Pages");
  });

  it("once filed, marks each file Filed or Not filed yet", () => {
    const { rows } = render(new Set(["f1"]));
    expect(rows[0]).toMatch(/Exhibit APosition 1Filedlease\.pdf/);
    expect(rows[1]).toContain("Not filed yet");
  });

  it("says a file added here is being described, as the builder does (issue 37)", () => {
    const { rows } = render(undefined, new Set(["new-1"]));
    expect(rows[2]).toContain("Writing a short description…");
    expect(rows[1]).not.toContain("Writing a short description…");
  });

  it("shows a message export's saved choice on its row, in English and Spanish (issue 38)", async () => {
    const mailbox = file("f9", "inbox.mbox", {
      messages: {
        conversations: ["thread-1"],
        from: "2025-03-04",
        to: "2025-03-05",
        timeZone: "America/New_York",
        declaration: true,
      },
    });
    const one = () =>
      readList(
        <ProjectFileList
          files={[mailbox, files[0]!]}
          labels={["A", "B"]}
          onMove={() => undefined}
          onRemove={() => undefined}
          onDescribe={() => undefined}
        />,
      ).rows;
    const [row, other] = one();
    expect(row).toContain("Messages chosen: 1 conversation · Mar 4, 2025 – Mar 5, 2025");
    expect(row).toContain("with a declaration of authenticity");
    expect(other).not.toContain("Messages chosen");
    await i18n.changeLanguage("es");
    try {
      const [spanish] = one();
      expect(spanish).toContain("Mensajes elegidos: 1 conversación");
      expect(spanish).not.toContain("Messages chosen");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("a saved message export's picker in the project editor (issue 38)", () => {
  const backup = file("f7", "sms.xml", {
    fileType: "SMS Backup & Restore (Android)",
    messageExport: {
      exportApp: "SMS Backup & Restore (Android)",
      conversations: [
        {
          id: "+15550100123",
          title: "Bob Landlord",
          participants: [{ name: "Bob Landlord", address: "+15550100123" }],
          messages: 42,
          first: "2025-03-01T17:00:00.000Z",
          last: "2025-04-02T17:00:00.000Z",
        },
        { id: "+15550100777", title: "Ann", participants: [{ name: "Ann" }], messages: 2 },
      ],
    },
    messages: {
      conversations: ["+15550100123"],
      from: "2025-03-04",
      timeZone: "America/Chicago",
      declaration: false,
    },
  });
  const render = (files: EditFile[], onMessages?: () => void, projectId?: string) =>
    renderToStaticMarkup(
      <ProjectFileList
        files={files}
        labels={files.map(() => "A")}
        onMove={() => undefined}
        onRemove={() => undefined}
        onDescribe={() => undefined}
        onMessages={onMessages}
        projectId={projectId}
        timeZone="America/Chicago"
      />,
    );

  it("offers Choose messages on a saved export when the project's id is given (read from the kept file)", () => {
    expect(render([backup], () => undefined, "p1")).toContain(">Choose messages</button>");
    expect(render([backup], () => undefined)).not.toContain("Choose messages");
  });

  it("shows the picker with the saved choice on a saved export's row", () => {
    const html = render([backup], () => undefined);
    expect(html).toContain("data-message-picker");
    expect(html).toContain("SMS Backup &amp; Restore (Android) · 2 conversations");
    expect(html).toMatch(
      /<input type="checkbox"[^>]*checked=""[^>]*\/><span class="min-w-0"><span[^>]*>Bob Landlord/,
    );
    expect(html).toContain('value="2025-03-04"');
    expect(html).toContain("Messages chosen: 1 conversation");
    // No description: the index line is made from the choice, as the builder says.
    expect(html).toContain("Made for you from the messages you pick");
    expect(html).not.toContain("No description yet");
  });

  it("shows none on a file not saved yet, on a file with no kept conversations, or without a way to keep a change", () => {
    expect(render([{ ...backup, id: `${NEW_FILE_ID_PREFIX}1` }], () => undefined)).not.toContain(
      "data-message-picker",
    );
    expect(render([{ ...backup, messageExport: undefined }], () => undefined)).not.toContain(
      "data-message-picker",
    );
    expect(render([backup])).not.toContain("data-message-picker");
  });

  it("speaks Spanish where the interface does", async () => {
    await i18n.changeLanguage("es");
    try {
      const html = render([backup], () => undefined);
      expect(html).toContain("2 conversaciones");
      expect(html).not.toContain("2 conversations");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("a new file's upload line (issue 40)", () => {
  it("shows the resumable upload's bytes and cancel on the row that is uploading, nothing on the others", () => {
    const MB = 1024 * 1024;
    const html = renderToStaticMarkup(
      <ProjectFileList
        files={[file("new-big", "scan.pdf"), file("f1", "lease.pdf")]}
        labels={["A", "B"]}
        onMove={() => undefined}
        onRemove={() => undefined}
        onDescribe={() => undefined}
        upload={(row) =>
          row.id === "new-big" ? (
            <UploadLine
              name={row.originalName}
              status={{
                state: "sending",
                sent: 50 * MB,
                total: 200 * MB,
                startedAt: 0,
                startBytes: 0,
                now: 1,
              }}
              onCancel={() => undefined}
            />
          ) : null
        }
      />,
    );
    expect(html).toContain("Uploading: 50 MB of 200 MB");
    expect(html.match(/Cancel the upload of /g)).toEqual(["Cancel the upload of "]);
    expect(html).toContain("Cancel the upload of scan.pdf and remove it");
  });
});
