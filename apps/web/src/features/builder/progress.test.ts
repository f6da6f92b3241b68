// Tests of the progress bar's state: upload first, then the server's stages, never backwards.
import { describe, expect, it } from "vitest";
import {
  IDLE_PROGRESS,
  RECONNECTING_LABEL,
  STAGE_WORDS,
  UPLOADING_LABEL,
  progressReducer,
  progressReducerIn,
  progressWords,
} from "./progress.ts";
import type { ProgressEvent, ProgressState } from "./progress.ts";
import { i18n } from "../../i18n/index.ts";

function run(events: ProgressEvent[]): ProgressState {
  return events.reduce(progressReducer, IDLE_PROGRESS);
}

describe("build progress", () => {
  it("fills the first 30% with the upload, saying so in words", () => {
    expect(run([{ type: "start" }])).toEqual({ phase: "uploading", percent: 0, label: UPLOADING_LABEL });
    expect(run([{ type: "start" }, { type: "upload", loaded: 50, total: 100 }])).toEqual({
      phase: "uploading",
      percent: 15,
      label: UPLOADING_LABEL,
    });
    expect(run([{ type: "start" }, { type: "uploaded" }])).toEqual({
      phase: "server",
      percent: 30,
      label: STAGE_WORDS.queued,
    });
  });

  it("then follows the server's fraction and message, with words for an empty message", () => {
    const state = run([
      { type: "start" },
      { type: "uploaded" },
      {
        type: "server",
        progress: { stage: "converting", fraction: 0.5, message: "Converting lease.docx (1 of 2)" },
      },
    ]);
    expect(state).toEqual({ phase: "server", percent: 65, label: "Converting lease.docx (1 of 2)" });
    const quiet = progressReducer(state, {
      type: "server",
      progress: { stage: "assembling", fraction: 0.8, message: " " },
    });
    expect(quiet).toEqual({ phase: "server", percent: 86, label: STAGE_WORDS.assembling });
    expect(
      progressReducer(quiet, { type: "server", progress: { stage: "done", fraction: 0, message: "" } })
        .percent,
    ).toBe(100);
  });

  it("never goes backwards, and ignores upload reports once the server has taken over", () => {
    const server = run([
      { type: "start" },
      { type: "server", progress: { stage: "converting", fraction: 0.5, message: "" } },
    ]);
    expect(server.percent).toBe(65);
    expect(progressReducer(server, { type: "upload", loaded: 1, total: 100 })).toBe(server);
    const lower = progressReducer(server, {
      type: "server",
      progress: { stage: "queued", fraction: 0, message: "" },
    });
    expect(lower.percent).toBe(65);
  });

  it("ignores reports that arrive after the build ended", () => {
    const ended = run([{ type: "start" }, { type: "finish" }]);
    expect(ended).toBe(IDLE_PROGRESS);
    expect(
      progressReducer(ended, { type: "server", progress: { stage: "done", fraction: 1, message: "" } }),
    ).toBe(IDLE_PROGRESS);
  });

  it("says it is reconnecting while the server cannot answer, keeping its place, until the next report", () => {
    const converting: ProgressEvent = {
      type: "server",
      progress: { stage: "converting", fraction: 0.5, message: "Converting a.docx" },
    };
    const lost = run([{ type: "start" }, { type: "uploaded" }, converting, { type: "reconnecting" }]);
    expect(lost).toEqual({ phase: "server", percent: 65, label: RECONNECTING_LABEL });
    expect(progressReducer(lost, converting).label).toBe("Converting a.docx");
    // While the browser still sends the files, its own upload progress is what counts.
    expect(run([{ type: "start" }, { type: "reconnecting" }]).label).toBe(UPLOADING_LABEL);
  });
});

describe("the bar's words in Spanish", () => {
  const words = progressWords(i18n.getFixedT("es", "builder"), "es");
  const step = (state: ProgressState, event: ProgressEvent) => progressReducerIn(words, state, event);

  it("says the upload and the server's stage in Spanish, never the server's English message", () => {
    const started = step(IDLE_PROGRESS, { type: "start" });
    expect(started.label).toBe("Subiendo sus archivos");
    const server = step(step(started, { type: "uploaded" }), {
      type: "server",
      progress: { stage: "converting", fraction: 0.5, message: "Converting lease.pdf" },
    });
    expect(server).toEqual({ phase: "server", percent: 65, label: "Convirtiendo sus documentos a PDF" });
    expect(step(server, { type: "reconnecting" }).label).toBe(
      "Volviendo a conectar con el servidor. Su carpeta se sigue creando.",
    );
  });

  it("keeps the server's own message in English", () => {
    const english = progressWords(i18n.getFixedT("en", "builder"), "en");
    const started = progressReducerIn(english, IDLE_PROGRESS, { type: "start" });
    const server = progressReducerIn(english, progressReducerIn(english, started, { type: "uploaded" }), {
      type: "server",
      progress: { stage: "converting", fraction: 0.5, message: "Converting lease.pdf" },
    });
    expect(server.label).toBe("Converting lease.pdf");
  });
});
