// The API's one error shape: a full disk or database is said as such (507, the out-of-space message), whatever
// module it surfaces in; other server errors stay a generic 500 that leaks nothing.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { OUT_OF_SPACE_MESSAGE } from "@courtready/contracts";
import { HttpError, registerErrorHandling } from "./errors.ts";

async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get("/fail", async () => {
    throw error;
  });
  const response = await app.inject({ method: "GET", url: "/fail" });
  await app.close();
  return { status: response.statusCode, body: response.json() as { message: string } };
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("registerErrorHandling", () => {
  it("answers a full disk, a disk quota, a full SQLite or PostgreSQL database with 507 and the out-of-space message", async () => {
    for (const error of [
      withCode("ENOSPC: no space left on device, write", "ENOSPC"),
      withCode("EDQUOT: disk quota exceeded", "EDQUOT"),
      withCode("database or disk is full", "SQLITE_FULL"),
      withCode("could not extend file: No space left on device", "53100"),
      new HttpError(507, "anything"),
    ])
      expect(await answerTo(error), error.message).toEqual({
        status: 507,
        body: { message: OUT_OF_SPACE_MESSAGE },
      });
  });

  it("keeps other server errors generic", async () => {
    const answer = await answerTo(withCode("connection refused to 10.0.0.5", "ECONNREFUSED"));
    expect(answer.status).toBe(500);
    expect(answer.body.message).not.toContain("10.0.0.5");
  });
});
