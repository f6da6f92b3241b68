// Issue 40 "Bad input": a 250 MB file of garbage sent as a project's file, a library upload or a file to check is
// refused once its first bytes are sniffed — answered while most of it is unsent, nothing of it left in storage —
// and the refusal says what the file seems to be, as the full check would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { CSRF_COOKIE, CSRF_HEADER } from "@courtready/contracts";
import { buildTestApp, signedInClient, storedKeys } from "../testing/harness.ts";
import type { TestApp } from "../testing/harness.ts";
import { sendLargeBody } from "../testing/large-body.ts";

const MB = 1024 * 1024;
const DECLARED = 250 * MB;

describe("uploads refused by their first bytes", () => {
  let t: TestApp;
  let port: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp("sqlite", { MAX_FILE_MB: "250", MAX_BUILD_MB: "300" });
    const { client } = await signedInClient(t.app);
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    headers = {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE) ?? "",
    };
  });
  afterAll(async () => {
    // The refused bodies' sockets are paused mid-body on the server's side (it stopped reading them), so they would
    // wait for the server's request timeout; closing them is the point of stopping, not something to wait out.
    t.app.server.closeAllConnections();
    await t.close();
  });

  // Random bytes: no signature, not text.
  const garbage = randomBytes(256 * 1024);

  it.each([
    ["a project save", "/api/projects", "files", 422],
    ["a library upload", "/api/user-files", "file", 422],
    ["a file check", "/api/inspect-file", "file", 200],
  ])("stops %s of 250 MB of garbage after its first bytes", async (_what, url, field, status) => {
    const answer = await sendLargeBody(port, url, headers, DECLARED, { field, filler: garbage });
    expect(answer.status).toBe(status);
    // Answered with most of the body unsent (socket buffers hold a few MB at most).
    expect(answer.sentWhenAnswered).toBeLessThan(32 * MB);
    // Nothing of it is kept: the staging area is gone.
    expect((await storedKeys(t, "users")).filter((key) => key.includes("/uploads/"))).toEqual([]);
  });
});
