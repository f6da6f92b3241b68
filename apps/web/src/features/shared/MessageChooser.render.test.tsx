// "Choose messages" on the picker, in English and Spanish (issues 38, 39): offered under each picked conversation
// only where the export can be sent (a row with its bytes or its upload), named after the conversation when
// several are picked; nothing is asked of the server until the person opens it.
import { describe, expect, it, vi } from "vitest";
import type { TMessageChoice, TMessageExportSummary } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { backToEnglishAfterEach, renderPicker, ZONE } from "./messagePickerRender.tsx";

const bob = {
  id: "bob",
  title: "Bob Landlord",
  participants: [{ name: "Bob Landlord", address: "+15550100123" }],
  messages: 40,
  first: "2025-03-01T15:00:00.000Z",
  last: "2025-04-02T15:00:00.000Z",
};
const summary: TMessageExportSummary = {
  exportApp: "SMS Backup & Restore (Android)",
  conversations: [bob, { ...bob, id: "ann", title: "Ann Neighbour" }],
};
const render = (choice: TMessageChoice, append?: (form: FormData) => void) =>
  renderPicker(summary, choice, { source: append ? { kind: "sent", append } : undefined });
const one: TMessageChoice = { conversations: ["bob"], timeZone: ZONE, declaration: false };

backToEnglishAfterEach();

describe("Choose messages", () => {
  it("is offered under a picked conversation when the export can be sent, and asks nothing yet", () => {
    const source = vi.fn();
    const html = render(one, source);
    expect(html).toContain(">Choose messages</button>");
    expect(html).not.toContain("data-message-chooser");
    expect(source).not.toHaveBeenCalled();
    expect(render(one)).not.toContain("Choose messages");
  });

  it("is offered on a saved project's file, whose export the server reads from what it keeps", () => {
    const html = renderPicker(summary, one, { source: { kind: "saved", projectId: "p1", fileId: "f1" } });
    expect(html).toContain(">Choose messages</button>");
  });

  it("names each conversation when several are picked", () => {
    const html = render({ ...one, conversations: ["bob", "ann"] }, () => undefined);
    expect(html).toContain("Choose messages in Bob Landlord");
    expect(html).toContain("Choose messages in Ann Neighbour");
  });

  it("speaks Spanish", async () => {
    await i18n.changeLanguage("es");
    const html = render(one, () => undefined);
    expect(html).toContain("Elegir mensajes");
    expect(html).not.toContain("Choose messages");
  });
});
