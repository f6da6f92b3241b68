// The upload row's words in both languages, and the time left from the rate of this session's sending only.
import { afterAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { secondsLeft, uploadLine } from "./uploadProgress.ts";

const MB = 1024 * 1024;

describe("uploadProgress", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it("estimates the time left from what this session sent, not what was already on the server", () => {
    // 100 MB were on the server after a resume; 20 MB more went in 10 s: 80 MB left at 2 MB/s is 40 s.
    expect(
      secondsLeft({ sent: 120 * MB, total: 200 * MB, startedAt: 0, startBytes: 100 * MB, now: 10_000 }),
    ).toBe(40);
    // Too early to say.
    expect(secondsLeft({ sent: 10 * MB, total: 200 * MB, startedAt: 0, startBytes: 0, now: 500 })).toBeNull();
  });

  it("says bytes sent and minutes left in English and Spanish", () => {
    const status = {
      state: "sending" as const,
      sent: 50 * MB,
      total: 250 * MB,
      startedAt: 0,
      startBytes: 0,
      now: 60_000,
    };
    expect(uploadLine(status, i18n.getFixedT("en", "uploads"))).toBe(
      "Uploading: 50 MB of 250 MB · about 4 minutes left",
    );
    const es = uploadLine(status, i18n.getFixedT("es", "uploads"));
    expect(es).toBe("Subiendo: 50 MB de 250 MB · faltan cerca de 4 minutos");
    expect(uploadLine({ state: "done", total: 2 * MB, uploadId: "x" }, i18n.getFixedT("en", "uploads"))).toBe(
      "Uploaded (2 MB)",
    );
  });
});
