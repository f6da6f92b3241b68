// The dashboard's account panels in Spanish: data and deletion, and the list of signed-in sessions with its dates
// written the Spanish way; the device names are the server's and come as they are.
import { describe, expect, it } from "vitest";
import { SESSIONS_URL } from "@courtready/contracts";
import { renderMarkup } from "../shared/renderInLanguage.tsx";
import { AccountPanel } from "./AccountPanel.tsx";
import { SessionsPanel } from "./SessionsPanel.tsx";

const SESSIONS = [
  [
    [SESSIONS_URL],
    {
      sessions: [
        {
          id: "s1",
          device: "Firefox on Windows",
          ipAddress: null,
          startedAt: "2026-11-02T15:30:00Z",
          lastUsedAt: null,
          current: true,
        },
        {
          id: "s2",
          device: "Safari on iPhone",
          ipAddress: "203.0.113.9",
          startedAt: "2026-11-03T15:30:00Z",
          lastUsedAt: "2026-11-04T15:30:00Z",
          current: false,
        },
      ],
    },
  ],
] as const;

describe("the account panels", () => {
  it("offer the data and the deletion in Spanish", async () => {
    const html = await renderMarkup(<AccountPanel />, "es");
    expect(html).toContain("Su cuenta y sus datos");
    expect(html).toContain("Descargar todos mis datos");
    expect(html).toContain("Borrar mi cuenta");
    expect(html).not.toContain("Delete my account");
  });

  it("list the sessions in Spanish", async () => {
    const html = await renderMarkup(<SessionsPanel />, "es", SESSIONS);
    expect(html).toContain("Dónde tiene la sesión iniciada");
    expect(html).toContain("Este dispositivo");
    expect(html).toContain("Dirección no registrada");
    expect(html).toContain("Último uso: ninguno desde entonces");
    expect(html).toContain("Desde 203.0.113.9");
    expect(html).toMatch(/Inició sesión el \d+ nov 2026/);
    expect(html).toContain("Cerrar sesión en todas partes");
    expect(html).not.toContain("Sign out");
    expect(html).not.toContain("This device");
  });

  it("read as before in English", async () => {
    const html = await renderMarkup(<SessionsPanel />, "en", SESSIONS);
    expect(html).toContain("Address not recorded · Signed in ");
    expect(html).toContain("Last used not since");
    expect(html).toContain("From 203.0.113.9");
    expect(html).toContain(">Sign out all other devices</button>");
  });
});
