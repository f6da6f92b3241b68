// The message picker drawn to HTML for its render tests (issues 38, 39): one place that knows its required props,
// so each test names only what it is about (the listing, the choice, where the export comes from), and the page's
// language put back to English after each test that switched it.
import { afterEach } from "vitest";
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { TMessageChoice, TMessageExportSummary } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { MessagePicker } from "./MessagePicker.tsx";

/** The zone the picker tests' person is in. */
export const ZONE = "America/New_York";

type PickerProps = ComponentProps<typeof MessagePicker>;

/** The picker's HTML for `summary` and `choice`: a phone backup's file name and ZONE unless `props` say otherwise. */
export function renderPicker(
  summary: TMessageExportSummary,
  choice: TMessageChoice | undefined,
  props: Partial<Omit<PickerProps, "summary" | "choice">> = {},
): string {
  return renderToStaticMarkup(
    <MessagePicker
      fileName="sms.xml"
      defaultZone={ZONE}
      onChange={() => undefined}
      {...props}
      summary={summary}
      choice={choice}
    />,
  );
}

/** Registers an afterEach hook that puts the page back into English (a test may switch to Spanish). */
export function backToEnglishAfterEach(): void {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });
}
