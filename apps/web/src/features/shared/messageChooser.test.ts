// "Choose messages" rules: a conversation absent from `only` shows every message; "None" then ticks build a short
// list; unticking from "all" needs the range's indexes (refused without them, never a silent cut); ticking every
// message again is "all"; the count says how many of the range are shown; an upload id is sent rather than bytes.
import { describe, expect, it } from "vitest";
import type { TMessageChoice } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import {
  chooserSummary,
  exportSource,
  isTicked,
  shownCount,
  tick,
  tickAll,
  tickNone,
} from "./messageChooser.ts";
import type { ExportSource } from "./messageChooser.ts";

const base: TMessageChoice = { conversations: ["a", "b"], timeZone: "UTC", declaration: false };
const RANGE = [2, 3, 4, 5];

describe("choosing single messages", () => {
  it("shows every message of a conversation with no list, and none after None", () => {
    expect(isTicked(base, "a", 3)).toBe(true);
    const none = tickNone(base, "a");
    expect(none.only).toEqual({ a: [] });
    expect(isTicked(none, "a", 3)).toBe(false);
    expect(isTicked(none, "b", 3)).toBe(true);
    expect(tickAll(none, "a")).toEqual(base);
  });

  it("turns 'all' into 'all but this one' with the range's indexes, and refuses without them", () => {
    expect(tick(base, "a", 3, false, RANGE)?.only).toEqual({ a: [2, 4, 5] });
    expect(tick(base, "a", 3, false, undefined)).toBeNull();
    expect(tick(base, "a", 3, true, undefined)).toBe(base);
  });

  it("keeps ticks sorted, and every message ticked again is 'all'", () => {
    let choice = tickNone(base, "a");
    choice = tick(choice, "a", 5, true, RANGE)!;
    choice = tick(choice, "a", 2, true, RANGE)!;
    expect(choice.only).toEqual({ a: [2, 5] });
    expect(shownCount(choice, "a", 4, RANGE)).toBe(2);
    choice = tick(tick(choice, "a", 3, true, RANGE)!, "a", 4, true, RANGE)!;
    expect(choice).toEqual(base);
    expect(shownCount(choice, "a", 4, RANGE)).toBe(4);
  });

  it("counts only ticked messages inside the range", () => {
    const choice = { ...base, only: { a: [1, 2, 9] } };
    expect(shownCount(choice, "a", 4, RANGE)).toBe(1);
  });

  it("says how many are shown, in English and Spanish", () => {
    const en = i18n.getFixedT("en", "messages");
    const es = i18n.getFixedT("es", "messages");
    expect(chooserSummary(12, 40, en, "en-US")).toBe("12 of 40 messages in these days are shown.");
    expect(chooserSummary(40, 40, en, "en-US")).toBe("All 40 messages in these days are shown.");
    expect(chooserSummary(12, 40, es, "es-US")).toBe("Se muestran 12 de 40 mensajes de estos días.");
  });
});

describe("the export a request names", () => {
  const sent = (source: ExportSource | undefined): FormData => {
    if (source?.kind !== "sent") throw new Error(`not sent: ${source?.kind}`);
    const form = new FormData();
    source.append(form);
    return form;
  };

  it("is the finished upload's id when there is one, else the bytes, else the saved file, else nothing", () => {
    const file = new File(["x"], "chat.txt");
    const byId = sent(exportSource({ file, name: "chat.txt" }, "up-1"));
    expect(byId.get("uploadIds")).toBe('["up-1"]');
    expect(byId.get("file")).toBeNull();
    const byBytes = sent(exportSource({ file, name: "chat.txt" }, undefined));
    expect((byBytes.get("file") as File).name).toBe("chat.txt");
    expect(exportSource({ file: null, name: "chat.txt" }, undefined)).toBeUndefined();
    // A reopened saved project's file with no bytes here: the server reads the file it keeps.
    const saved = { file: null, name: "chat.txt", savedFileId: "f1" };
    expect(exportSource(saved, undefined, { projectId: "p1" })).toEqual({
      kind: "saved",
      projectId: "p1",
      fileId: "f1",
    });
    expect(exportSource(saved, undefined, { projectId: null })).toBeUndefined();
  });

  it("carries the case's party name, the phone owner's name in the list, when there is one", () => {
    const file = new File(["x"], "sms.xml");
    expect(exportSource({ file, name: "sms.xml" }, undefined, { ownerName: " Jane Tenant " })).toMatchObject({
      ownerName: "Jane Tenant",
    });
    expect(exportSource({ file, name: "sms.xml" }, undefined, { ownerName: "  " })).toMatchObject({
      ownerName: undefined,
    });
  });
});
