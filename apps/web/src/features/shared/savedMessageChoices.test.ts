// Which saved files' message choices are sent: only a change since the last send or the project's load, a cleared
// choice as null, and never a file not saved yet.
import { describe, expect, it } from "vitest";
import { choicesToSend, sentOfProject } from "./savedMessageChoices.ts";

const choice = { conversations: ["thread-1"], timeZone: "America/New_York", declaration: false };

describe("a saved project's message choices", () => {
  it("sends nothing for a project just opened, and a change once it is made", () => {
    const sent = sentOfProject([
      { id: "saved-1", messages: choice },
      { id: "saved-2", messages: null },
    ]);
    const files = [
      { id: "a", savedFileId: "saved-1", messages: choice },
      { id: "b", savedFileId: "saved-2" },
    ];
    expect(choicesToSend(files, sent)).toEqual([]);
    const dated = { ...choice, from: "2025-03-04" };
    expect(choicesToSend([{ ...files[0]!, messages: dated }, files[1]!], sent)).toEqual([
      { fileId: "saved-1", choice: dated, text: JSON.stringify(dated) },
    ]);
  });

  it("clears a saved choice with null, and waits for a new file to be saved", () => {
    const sent = sentOfProject([{ id: "saved-1", messages: choice }]);
    expect(choicesToSend([{ id: "a", savedFileId: "saved-1" }], sent)).toEqual([
      { fileId: "saved-1", choice: null, text: "null" },
    ]);
    expect(
      choicesToSend([{ id: "a", savedFileId: "saved-1", messages: { ...choice, conversations: [] } }], sent),
    ).toHaveLength(1);
    expect(choicesToSend([{ id: "new", messages: choice }], {})).toEqual([]);
    // Saved at last: its choice goes.
    expect(choicesToSend([{ id: "new", savedFileId: "saved-9", messages: choice }], {})).toHaveLength(1);
  });
});
