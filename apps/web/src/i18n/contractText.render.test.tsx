// Contracts messages shown by the shared field and toast components follow the interface's language (issue 39):
// Spanish when it is Spanish, the English constants unchanged otherwise, and a text no catalogue holds as it is.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@courtready/contracts";
import { TextField } from "../components/ui/text-field.tsx";
import { i18n } from "./index.ts";

const field = (error: string) => renderToStaticMarkup(<TextField label="Password" error={error} />);

describe("contracts messages in the interface's language", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("shows a field's contracts error in English as the contract words it", () => {
    expect(field(AUTH_MESSAGES.passwordMismatch)).toContain("Passwords don&#x27;t match");
  });

  it("shows it in Spanish when the interface is Spanish, and leaves an uncatalogued text as it is", async () => {
    await i18n.changeLanguage("es");
    const html = field(AUTH_MESSAGES.passwordMismatch);
    expect(html).toContain("Las contraseñas no coinciden");
    expect(html).not.toContain("match");
    expect(field("Enter your first name")).toContain("Enter your first name");
  });
});
