// The picker on a damaged export, in English and Spanish (issue 38, "Bad input"): it says where the file stops,
// holds the build until the person agrees to use what was read (a checkbox beside the declaration), and a whole
// export shows no such checkbox.
import { describe, expect, it } from "vitest";
import type { TMessageChoice, TMessageExportSummary } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { backToEnglishAfterEach, renderPicker as render, ZONE } from "./messagePickerRender.tsx";
import { backup, bob } from "./messageTestFactories.ts";

const damaged: TMessageExportSummary = {
  ...backup,
  damaged: "sms.xml: this backup stops at line 12, after message 4",
};
const picked: TMessageChoice = { conversations: [bob.id], timeZone: ZONE, declaration: false };

backToEnglishAfterEach();

describe("the picker on a damaged export", () => {
  it("asks the person to agree before what was read is used, and stops asking once they have", () => {
    const asking = render(damaged, picked);
    expect(asking).toContain("stops at line 12, after message 4");
    expect(asking).toContain("Say below whether to use the messages read before it stops.");
    expect(asking).toMatch(
      /<input type="checkbox" class="[^"]*"\/><span><span[^>]*>Use the messages read before/,
    );
    const agreed = render(damaged, { ...picked, keepPartial: true });
    expect(agreed).not.toContain("Say below whether");
    expect(agreed).toMatch(
      /<input type="checkbox" class="[^"]*" checked=""\/><span><span[^>]*>Use the messages/,
    );
  });

  it("shows no such checkbox for a whole export", () => {
    expect(render(backup, picked)).not.toContain("Use the messages read before");
  });

  it("asks in Spanish where the interface is Spanish", async () => {
    await i18n.changeLanguage("es");
    const html = render(damaged, picked);
    expect(html).toContain("Usar los mensajes leídos antes de que termine el archivo");
    expect(html).not.toContain("Use the messages read before");
  });
});
