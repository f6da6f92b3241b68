// A saved project keeps the message choice (issue 38) on SQLite and PostgreSQL, real worker and engine: a mailbox
// file's picked thread, days, time zone and declaration are kept on its row, come back with the project, and the
// project's preview binder shows that thread's e-mails of those days only; only the owner may set the choice.
import { describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { projectFileMessagesUrl } from "@courtready/contracts";
import type { TMessageChoice } from "@courtready/contracts";
import { mboxOf, plainMail } from "@courtready/engine/testing/email";
import { signedInClient } from "../../testing/harness.ts";
import { listMessageExport } from "../builds/builds.messages.ts";
import {
  createProject,
  loadProject,
  previewText,
  savedProjectsApp,
  signedInMember,
} from "../../testing/projects.factories.ts";

const mail = (n: number, subject: string, day: number, refs?: string) =>
  plainMail(
    {
      from: "Bob Landlord <bob@landlord.example>",
      to: "jane@tenant.example",
      subject,
      date: `${day} Mar 2025 10:00:00 -0500`,
      id: `m${n}@example.org`,
      ...(refs ? { refs } : {}),
    },
    `Mail number ${n}`,
  );
const mailbox = mboxOf([
  mail(1, "Heating", 3),
  mail(2, "Re: Heating", 4, "m1@example.org"),
  mail(3, "Re: Heating", 5, "m2@example.org"),
  mail(4, "Party", 4),
]);

describe.each(dialectsUnderTest())("a saved project's message choice on %s", (dialect) => {
  const t = savedProjectsApp(dialect);

  it("keeps a mailbox's picked thread and days, and builds the preview from them", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(client, { projectName: "Heating" }, [
      { field: "files", filename: "inbox.mbox", bytes: mailbox, contentType: "application/mbox" },
    ]);
    const fileId = project.files[0]!.id;
    expect(project.files[0]!.messages).toBeNull();
    // A mailbox of two threads with no choice is a named problem, never a guess.
    const unpicked = await client.post(`/api/projects/${id}/preview`, { fileOrder: [fileId] });
    expect(unpicked.statusCode).not.toBe(200);

    // The thread's id as the builder's file check lists it.
    const listed = await listMessageExport({ name: "inbox.mbox", bytes: mailbox }, "America/New_York");
    const heating = listed!.listing.conversations.find((c) => c.title === "Heating")!.id;
    const choice: TMessageChoice = {
      conversations: [heating],
      from: "2025-03-04",
      to: "2025-03-05",
      timeZone: "America/New_York",
      declaration: true,
    };
    const put = await client.request({
      method: "PUT",
      url: projectFileMessagesUrl(id, fileId),
      payload: choice,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await loadProject(client, id)).files[0]!.messages).toEqual(choice);

    const text = await previewText(client, id, [fileId]);
    expect(text).toContain("Mail number 2");
    expect(text).toContain("Mail number 3");
    expect(text).not.toContain("Mail number 1");
    expect(text).not.toContain("Mail number 4");
    expect(text).toContain("Declaration of Authenticity");

    // As the browser sends it: the JSON text null.
    const cleared = await client.request({
      method: "PUT",
      url: projectFileMessagesUrl(id, fileId),
      headers: { "content-type": "application/json" },
      payload: "null",
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await loadProject(client, id)).files[0]!.messages).toBeNull();
  });

  it("answers 404 for someone else's project or an unknown file, and 400 for a choice of nothing", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(client, { projectName: "Mine" }, [
      { field: "files", filename: "inbox.mbox", bytes: mailbox, contentType: "application/mbox" },
    ]);
    const choice = { conversations: ["m1@example.org"], timeZone: "UTC", declaration: false };
    const stranger = await signedInClient(t().app);
    const url = projectFileMessagesUrl(id, project.files[0]!.id);
    expect((await stranger.client.request({ method: "PUT", url, payload: choice })).statusCode).toBe(404);
    const unknown = projectFileMessagesUrl(id, "nope");
    expect((await client.request({ method: "PUT", url: unknown, payload: choice })).statusCode).toBe(404);
    const empty = { ...choice, conversations: [] };
    expect((await client.request({ method: "PUT", url, payload: empty })).statusCode).toBe(400);
  });
});
