// The built server as `npm start` runs it: serves the app and API, and stops cleanly on SIGTERM and SIGINT.
import { describe, expect, it } from "vitest";
import { startServer } from "../support/server.ts";

describe("server process", () => {
  it.each(["SIGTERM", "SIGINT"] as const)("serves pages and the API, then exits 0 on %s", async (signal) => {
    const server = await startServer();
    const page = await fetch(`${server.url}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: { available: true, dialect: "sqlite" } });
    expect(await server.stop(signal)).toBe(0);
    expect(server.output()).toContain("shutting down");
  });
});
