// The dashboard's account panels in Spanish: data and deletion, and the list of signed-in sessions with its dates
// written the Spanish way; the device names are the server's and come as they are.
import { describe, expect, it } from "vitest";
import { SESSIONS_URL } from "@courtready/contracts";
import { renderMarkup } from "../shared/renderInLanguage.tsx";
import { AccountPanel } from "./AccountPanel.tsx";
import { SessionsPanel } from "./SessionsPanel.tsx";
import { expectText } from "@courtready/contracts/testing";

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
    expectText(html, {
      has: ["Su cuenta y sus datos", "Descargar todos mis datos", "Borrar mi cuenta"],
      lacks: ["Delete my account"],
    });
  });

  it("list the sessions in Spanish", async () => {
    const html = await renderMarkup(<SessionsPanel />, "es", SESSIONS);
    expectText(html, {
      has: [
        "Dónde tiene la sesión iniciada",
        "Este dispositivo",
        "Dirección no registrada",
        "Último uso: ninguno desde entonces",
        "Desde 203.0.113.9",
      ],
    });
    expect(html).toMatch(/Inició sesión el \d+ nov 2026/);
    expectText(html, { has: ["Cerrar sesión en todas partes"], lacks: ["Sign out", "This device"] });
  });

  it("read as before in English", async () => {
    const html = await renderMarkup(<SessionsPanel />, "en", SESSIONS);
    expectText(html, {
      has: [
        "Address not recorded · Signed in ",
        "Last used not since",
        "From 203.0.113.9",
        ">Sign out all other devices</button>",
      ],
    });
  });
});
