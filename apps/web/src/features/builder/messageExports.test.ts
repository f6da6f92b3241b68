// A message export in the builder (issue 38): one with nothing picked holds Preview and Generate like a file needing
// attention and sends no choice; a describer's words about the raw export are dropped; and a kept export — a saved
// project's file or a library file — comes with its conversations, so its row shows the picker without the file
// being read again, with its saved choice (or, for one conversation, that one picked).
import { describe, expect, it } from "vitest";
import type { TMessageExportSummary, TProjectFile } from "@courtready/contracts";
import { builderReducer, initialBuilderState } from "./builderState.ts";
import { needingAttention } from "./fileChecks.ts";
import { fromLibrary } from "./libraryBridge.ts";
import { buildDescriptions } from "./payload.ts";
import { savedBuilderFile } from "./savedProject.ts";
import { toggleConversation } from "../shared/messagePicker.ts";
import { libraryFile } from "../shared/libraryTestFactories.ts";
import { buildFile } from "./testFactories.ts";
import { ann, backup, bob } from "../shared/messageTestFactories.ts";

const zone = "America/New_York";
const chat: TMessageExportSummary = { exportApp: "WhatsApp (Android)", conversations: [bob] };

const savedFile = (extra: Partial<TProjectFile> = {}): TProjectFile => ({
  id: "f1",
  filename: "sms.xml",
  originalName: "sms.xml",
  fileSize: 2048,
  fileType: "SMS Backup & Restore (Android)",
  mimeType: "application/xml",
  fileUrl: "/api/projects/p1/files/f1",
  exhibitLabel: "1",
  description: "",
  aiDescription: null,
  sortOrder: 0,
  ...extra,
});

describe("a message export in the builder", () => {
  it("holds the build while an export has nothing picked, and sends the choice once it has", () => {
    const check = { state: "messages" as const, summary: backup };
    const waiting = { ...buildFile("sms.xml"), check };
    expect(needingAttention([waiting]).map((f) => f.name)).toEqual(["sms.xml"]);
    expect(buildDescriptions([waiting])[0]).not.toHaveProperty("messages");
    const choice = toggleConversation(undefined, bob.id, true, zone);
    const picked = { ...waiting, messages: choice };
    expect(needingAttention([picked])).toEqual([]);
    expect(buildDescriptions([picked])[0]!.messages).toEqual(choice);
  });

  it("drops a describer's words about the raw export, keeps the person's, and lets no later one in", () => {
    const check = { state: "messages" as const, summary: backup };
    const machine = buildFile("sms.xml", { description: "Text messages", descriptionSource: "file" });
    const own = buildFile("chat.txt", { description: "Texts with my landlord", descriptionSource: "person" });
    let state = { ...initialBuilderState(), files: [machine, own] };
    state = builderReducer(state, { type: "fileChecked", id: machine.id, check });
    state = builderReducer(state, { type: "fileChecked", id: own.id, check });
    state = builderReducer(state, {
      type: "aiDescription",
      id: machine.id,
      description: "A file",
      source: "ai",
    });
    expect(state.files.map((f) => [f.description, f.descriptionSource])).toEqual([
      [undefined, "person"],
      ["Texts with my landlord", "person"],
    ]);
  });
});

describe("a damaged export (issue 38, bad input)", () => {
  it("holds the build until the person agrees to use what was read, and sends that with the choice", () => {
    const summary = { ...backup, damaged: "sms.xml: this backup stops at line 12" };
    const choice = toggleConversation(undefined, bob.id, true, zone);
    const waiting = {
      ...buildFile("sms.xml"),
      check: { state: "messages" as const, summary },
      messages: choice,
    };
    expect(needingAttention([waiting]).map((f) => f.name)).toEqual(["sms.xml"]);
    const agreed = { ...waiting, messages: { ...choice, keepPartial: true } };
    expect(needingAttention([agreed])).toEqual([]);
    expect(buildDescriptions([agreed])[0]!.messages).toMatchObject({ keepPartial: true });
    // A whole export asks nothing of the kind.
    expect(
      needingAttention([{ ...waiting, check: { state: "messages" as const, summary: backup } }]),
    ).toEqual([]);
  });
});

describe("a kept message export brings its conversations (issue 38)", () => {
  it("shows a reopened project's export with its picker and its saved choice", () => {
    const choice = {
      conversations: [ann.id],
      from: "2025-03-02",
      timeZone: "Europe/Madrid",
      declaration: true,
    };
    const reopened = savedBuilderFile(savedFile({ messageExport: backup, messages: choice }), zone);
    expect(reopened.check).toEqual({ state: "messages", summary: backup });
    expect(reopened.messages).toEqual(choice);
    expect(needingAttention([reopened])).toEqual([]);
    expect(buildDescriptions([reopened])[0]!.messages).toEqual(choice);
  });

  it("asks for a pick in a reopened backup of many with no choice, and picks a chat's one conversation", () => {
    const waiting = savedBuilderFile(savedFile({ messageExport: backup }), zone);
    expect(waiting.messages).toBeUndefined();
    expect(needingAttention([waiting]).map((f) => f.name)).toEqual(["sms.xml"]);
    const one = savedBuilderFile(savedFile({ messageExport: chat }), zone);
    expect(one.messages).toEqual({ conversations: [bob.id], timeZone: zone, declaration: false });
    expect(needingAttention([one])).toEqual([]);
  });

  it("leaves a saved file kept without a listing (a document, or an export saved before) as it was", () => {
    const choice = { conversations: [bob.id], timeZone: zone, declaration: false };
    const before = savedBuilderFile(savedFile({ messages: choice }), zone);
    expect(before.check).toBeUndefined();
    expect(before.messages).toEqual(choice);
    const pdf = savedBuilderFile(savedFile({ fileType: "PDF Document", mimeType: "application/pdf" }), zone);
    expect(pdf).not.toHaveProperty("check");
    expect(pdf).not.toHaveProperty("messages");
  });

  it("brings a library export's conversations into the picker without a new check", () => {
    const added = fromLibrary(
      buildFile("sms.xml"),
      libraryFile({ originalFilename: "sms.xml", pageCount: null, messageExport: backup }),
      zone,
    );
    expect(added.check).toEqual({ state: "messages", summary: backup });
    expect(added.libraryFileId).toBe("lib-1");
    expect(needingAttention([added])).toHaveLength(1);
    const picked = builderReducer(
      { ...initialBuilderState(), files: [added] },
      {
        type: "setMessageChoice",
        id: added.id,
        choice: toggleConversation(added.messages, bob.id, true, zone),
      },
    ).files[0]!;
    expect(needingAttention([picked])).toEqual([]);
    const lease = fromLibrary(buildFile("lease.pdf"), libraryFile(), zone);
    expect(lease).not.toHaveProperty("check");
  });
});
