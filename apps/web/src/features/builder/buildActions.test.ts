// The build actions' decisions (useBuildActions runs them): when a build may start, saved files fetched first and a
// build never sent with one missing, and each answer read into what the page shows, failures named by the spec.
import { describe, expect, it, vi } from "vitest";
import { BUILDER_MESSAGES } from "@courtready/contracts";
import { NetworkError } from "./buildRequest.ts";
import type { MultipartResult } from "./buildRequest.ts";
import {
  OFFLINE_HINT,
  SAVED_FILE_HINT,
  failureToast,
  generateSnapshot,
  lostBuildMessage,
  sendBuild,
  startStop,
  withAllBytes,
} from "./buildActions.ts";
import type { BuildSteps } from "./buildActions.ts";
import type { BuilderFile } from "./builderState.ts";
import { buildFile, buildState } from "./testFactories.ts";
import { i18n } from "../../i18n/index.ts";

const answer = (status: number, body: unknown, blob: Blob | null = null): MultipartResult => ({
  status,
  ok: status >= 200 && status < 300,
  text: typeof body === "string" ? body : JSON.stringify(body),
  blob,
});

const exhibit = (label: string) => ({
  label,
  filename: `${label}.pdf`,
  fileType: "PDF Document",
  pageCount: 1,
  previewImage: "data:image/jpeg;base64,",
  warnings: [],
});

const previewBody = (count: number) => ({
  success: true,
  preview: {
    caseInfo: {},
    totalFiles: count,
    estimatedPages: count,
    role: "plaintiff",
    preset: null,
    exhibits: Array.from({ length: count }, (_, index) => exhibit(`Exhibit ${index + 1}`)),
  },
});

const twoFiles = buildState({ files: [buildFile("a.pdf"), buildFile("b.pdf")] });

describe("startStop", () => {
  const gate = { message: BUILDER_MESSAGES.membershipRequired, redirect: "/membership" as const };

  it("lets a build start with files, no build running and nothing at the gate", () => {
    expect(startStop({ busy: false, gate: null, files: 2, attention: [] })).toBeNull();
  });

  it("says busy first, then the gate with its page, then no files", () => {
    expect(startStop({ busy: true, gate, files: 0, attention: [] })).toEqual({
      message: BUILDER_MESSAGES.busy,
    });
    expect(startStop({ busy: false, gate, files: 0, attention: [] })).toEqual({
      message: BUILDER_MESSAGES.membershipRequired,
      redirect: "/membership",
    });
    expect(startStop({ busy: false, gate: null, files: 0, attention: [] })).toEqual({
      message: BUILDER_MESSAGES.noFiles,
    });
  });

  it("stops while files need attention, saying how many and pointing at the first", () => {
    expect(startStop({ busy: false, gate: null, files: 3, attention: ["b", "c"] })).toEqual({
      message: {
        title: "2 files need attention",
        description: "Fix or remove them in step 2 (marked in red), then try again.",
      },
      fileId: "b",
    });
  });
});

describe("withAllBytes", () => {
  it("does not fetch when every file holds its bytes", async () => {
    const ensureBytes = vi.fn<BuildSteps["ensureBytes"]>();
    expect(await withAllBytes("preview", twoFiles, ensureBytes)).toEqual({ ok: true, snapshot: twoFiles });
    expect(ensureBytes).not.toHaveBeenCalled();
  });

  it("fetches saved files and builds with the fetched ones", async () => {
    const savedOne = buildFile("saved.pdf", { file: null, url: "/api/files/1", isSaved: true });
    const fetched = buildFile("saved.pdf");
    const ensureBytes = vi.fn<BuildSteps["ensureBytes"]>().mockResolvedValue({
      ok: true,
      files: [fetched],
      fetched: { [savedOne.id]: fetched.file! },
    });
    const result = await withAllBytes("render", buildState({ files: [savedOne] }), ensureBytes);
    expect(result.ok && result.snapshot.files).toEqual([fetched]);
  });

  it("stops with the file's name and what to do when a saved file cannot be fetched", async () => {
    const savedOne = buildFile("lease.pdf", { file: null, url: "/api/files/1", isSaved: true });
    const result = await withAllBytes(
      "render",
      buildState({ files: [savedOne] }),
      vi.fn<BuildSteps["ensureBytes"]>().mockResolvedValue({ ok: false, name: "lease.pdf" }),
    );
    expect(result.ok).toBe(false);
    if (result.ok || result.outcome.type !== "failed") throw new Error("expected a failure");
    expect(result.outcome.shown.kind).toBe("render");
    expect(result.outcome.shown.failure.message.description).toContain("lease.pdf");
    expect(result.outcome.shown.hint).toBe(SAVED_FILE_HINT);
  });
});

describe("sendBuild", () => {
  it("reads a preview with one card per file", async () => {
    const outcome = await sendBuild("preview", twoFiles, async () => answer(200, previewBody(2)));
    expect(outcome.type).toBe("preview");
    if (outcome.type === "preview")
      expect(outcome.summary.exhibits.map((e) => e.label)).toEqual(["Exhibit 1", "Exhibit 2"]);
  });

  it("refuses a preview whose cards do not match the files", async () => {
    const outcome = await sendBuild("preview", twoFiles, async () => answer(200, previewBody(1)));
    expect(outcome.type === "failed" && outcome.shown.failure.message).toEqual(
      BUILDER_MESSAGES.invalidPreview,
    );
  });

  it("reads the page view's pages, and says a lost one failed (it uses nothing, so there is nothing to find)", async () => {
    const body = {
      success: true,
      pagesUrl: "/api/builds/b1/pages",
      pageCount: 3,
      exhibits: [{ label: "A", first: 3, last: 3 }],
    };
    const outcome = await sendBuild("pages", twoFiles, async () => answer(200, body));
    expect(outcome.type === "pages" && outcome.response.pagesUrl).toBe("/api/builds/b1/pages");
    const garbled = await sendBuild("pages", twoFiles, async () => answer(200, { success: true }));
    expect(garbled.type).toBe("failed");
    const offline = await sendBuild("pages", twoFiles, () => Promise.reject(new NetworkError(false)));
    expect(offline.type).toBe("failed");
  });

  it("reads a binder's links", async () => {
    const body = {
      success: true,
      zip: "/z",
      pdf: "/p",
      expiresAt: "2026-11-25T16:00:00.000Z",
      pageCount: 3,
      warnings: [],
      deadlines: [],
      filing_check: null,
    };
    const outcome = await sendBuild("render", twoFiles, async () => answer(200, body));
    expect(outcome.type === "render" && outcome.response.zip).toBe("/z");
  });

  it("passes the enhanced kit's bytes on, and fails without them", async () => {
    const blob = new Blob(["zip"]);
    expect(await sendBuild("compile", twoFiles, async () => answer(200, "", blob))).toMatchObject({
      type: "compile",
      blob,
    });
    const empty = await sendBuild("compile", twoFiles, async () => answer(200, ""));
    expect(empty.type === "failed" && empty.shown.failure.message.title).toBe(
      BUILDER_MESSAGES.enhancedError.title,
    );
  });

  it("shows the server's error and the files it refused", async () => {
    const body = {
      success: false,
      code: "FILES_REJECTED",
      error: "1 file could not be used",
      files: [{ name: "b.pdf", reason: "This PDF is empty." }],
    };
    const outcome = await sendBuild("preview", twoFiles, async () => answer(422, body));
    if (outcome.type !== "failed") throw new Error("expected a failure");
    expect(outcome.shown.failure.message).toEqual({
      title: BUILDER_MESSAGES.previewError.title,
      description: "1 file could not be used",
    });
    expect(outcome.shown.failure.files).toEqual([{ name: "b.pdf", reason: "This PDF is empty." }]);
  });

  it("says the server could not be reached when offline, and nothing when the build was cancelled", async () => {
    const offline = await sendBuild("preview", twoFiles, () => Promise.reject(new NetworkError(false)));
    expect(offline.type === "failed" && offline.shown.hint).toBe(OFFLINE_HINT);
    // A binder's answer lost on the way is not a failure: the build may still finish, and the builder asks.
    const lost = await sendBuild("render", twoFiles, () => Promise.reject(new NetworkError(false)));
    expect(lost).toEqual({ type: "lost", kind: "render" });
    const cancelled = await sendBuild("render", twoFiles, () => Promise.reject(new NetworkError(true)));
    expect(cancelled).toEqual({ type: "aborted" });
  });
});

describe("failureToast", () => {
  it("is one short line when the build named files, and the failure's own words otherwise", () => {
    const message = { title: "Preview Error", description: "2 files could not be used: a.pdf: this PDF is…" };
    const named = { message, code: "FILES_REJECTED", redirect: null, files: [{ name: "a", reason: "r" }] };
    expect(failureToast(named)).toEqual({
      title: "Preview Error",
      description: "1 file could not be used; each is marked in step 2.",
    });
    expect(failureToast({ ...named, files: [] })).toEqual(message);
  });
});

describe("generateSnapshot", () => {
  const files = [buildFile("a.pdf"), buildFile("b.pdf"), buildFile("c.pdf")];
  const state = buildState({ files });
  const reordered = [files[2]!.id, files[0]!.id, files[1]!.id];
  const steps = (answer: boolean, start = true) => {
    const dispatch = vi.fn();
    const confirm = vi.fn((_files: readonly BuilderFile[]) => Promise.resolve(answer));
    return { dispatch, confirm, mayStart: () => start };
  };

  it("keeps the preview's order when the description question is answered with Add Descriptions (issue 37)", async () => {
    const s = steps(false);
    expect(await generateSnapshot(state, reordered, s)).toBeNull();
    expect(s.dispatch).toHaveBeenCalledWith({ type: "applyOrder", ids: reordered });
    // The question was asked about the files in the order the person made.
    expect(s.confirm.mock.calls[0]![0].map((f) => f.name)).toEqual(["c.pdf", "a.pdf", "b.pdf"]);
  });

  it("keeps the order too when the build may not start, and builds in it when it may", async () => {
    const stopped = steps(true, false);
    expect(await generateSnapshot(state, reordered, stopped)).toBeNull();
    expect(stopped.dispatch).toHaveBeenCalledWith({ type: "applyOrder", ids: reordered });
    const going = steps(true);
    const snapshot = await generateSnapshot(state, reordered, going);
    expect(snapshot?.files.map((f) => f.name)).toEqual(["c.pdf", "a.pdf", "b.pdf"]);
  });

  it("changes nothing from step 3, where there is no preview order", async () => {
    const s = steps(true);
    expect(await generateSnapshot(state, undefined, s)).toBe(state);
    expect(s.dispatch).not.toHaveBeenCalled();
  });
});

describe("build messages in Spanish", () => {
  const es = i18n.getFixedT("es", "builder");

  it("counts the refused files and says the lost connection in Spanish", () => {
    const failure = {
      message: { title: "Preview Error", description: "2 files could not be used" },
      code: "FILES_REJECTED",
      files: [
        { name: "a.pdf", reason: "x" },
        { name: "b.pdf", reason: "y" },
      ],
      redirect: null,
    };
    expect(failureToast(failure, es).description).toBe(
      "No se pudieron usar 2 archivos; cada uno está marcado en el paso 2.",
    );
    expect(failureToast({ ...failure, files: [failure.files[0]!] }, es).description).toBe(
      "No se pudo usar 1 archivo; está marcado en el paso 2.",
    );
    expect(lostBuildMessage(es).title).toBe("Se perdió la conexión");
    expect(lostBuildMessage().title).toBe("Connection lost");
  });

  it("says an unreachable server in Spanish", async () => {
    const outcome = await sendBuild("preview", twoFiles, () => Promise.reject(new NetworkError(false)), es);
    expect(outcome.type === "failed" && outcome.shown.hint).toBe(
      "No se pudo conectar con CourtReady. Revise su conexión a internet y vuelva a intentarlo.",
    );
  });
});
