// The picker on an e-mail export, in English and Spanish (issues 38, 39): a mailbox speaks of threads and e-mails
// and offers days; a single e-mail (.msg, .eml) offers no list to search and no days, only the time zone and the
// declaration; the subjects, names and the export app's name stay as they came.
import { describe, expect, it } from "vitest";
import type { TMessageExportSummary } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { backToEnglishAfterEach, renderPicker, ZONE } from "./messagePickerRender.tsx";

const heating = {
  id: "thread-1",
  title: "Re: Heating",
  participants: [{ name: "Bob Landlord", address: "bob@landlord.example" }],
  messages: 3,
  first: "2025-03-03T15:00:00.000Z",
  last: "2025-03-05T15:00:00.000Z",
};
const mailbox: TMessageExportSummary = {
  exportApp: "E-mail mailbox (.mbox)",
  conversations: [heating, { ...heating, id: "thread-2", title: "Party", messages: 1 }],
};
const single: TMessageExportSummary = {
  exportApp: "Microsoft Outlook (.msg)",
  conversations: [{ ...heating, title: "Roof repairs", messages: 1 }],
};
const picked = { conversations: ["thread-1"], timeZone: ZONE, declaration: false };
const render = (summary: TMessageExportSummary) => renderPicker(summary, picked, { fileName: "inbox.mbox" });

backToEnglishAfterEach();

describe("the e-mail picker", () => {
  it("lists a mailbox's threads with days to pick, in English", () => {
    const html = render(mailbox);
    expect(html).toContain("E-mail mailbox (.mbox) · 2 e-mail threads");
    expect(html).toContain("Find a thread by subject, name or address");
    expect(html).toContain("3 e-mails · Mar 3, 2025 – Mar 5, 2025");
    expect(html).toContain("From (first day shown)");
    expect(html).not.toContain("conversation");
  });

  it("offers one e-mail with nothing to pick and no days", () => {
    const html = render(single);
    expect(html).toContain("This is one e-mail.");
    expect(html).not.toContain("From (first day shown)");
    expect(html).not.toContain('type="search"');
    expect(html).toContain("Add a declaration of authenticity");
  });

  it("speaks Spanish, keeping the subjects and the app's name", async () => {
    await i18n.changeLanguage("es");
    const html = render(mailbox);
    expect(html).toContain("E-mail mailbox (.mbox) · 2 hilos de correos");
    expect(html).toContain("Busque un hilo por asunto, nombre o dirección");
    expect(html).toMatch(/3 correos · /);
    expect(html).toContain("Re: Heating");
    expect(html).not.toContain("Find a thread");
    expect(render(single)).toContain("Este es un solo correo.");
  });
});
