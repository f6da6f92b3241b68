// Configuration: working defaults with nothing set, overrides honoured, empty values ignored, bad values named.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("needs no variables: port 3000, SQLite and files under ./data", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config).toMatchObject({
      port: 3000,
      host: "localhost",
      databaseUrl: undefined,
      sqlitePath: path.join("/srv/app", "data", "courtready.db"),
      filesDir: path.join("/srv/app", "data", "files"),
      webDistDir: path.join("/srv/app", "apps", "web", "dist"),
      cookieSecure: "auto",
      maxFileBytes: 30 * 1024 * 1024,
      maxBuildBytes: 100 * 1024 * 1024,
      sessionTtlDays: 30,
    });
  });

  it("reads overrides and treats empty strings as unset", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        DATABASE_URL: "postgres://u@127.0.0.1/db",
        COOKIE_SECURE: "true",
        MAX_FILE_MB: "",
        TRUST_PROXY: "loopback",
      },
      "/srv/app",
    );
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe("postgres://u@127.0.0.1/db");
    expect(config.cookieSecure).toBe(true);
    expect(config.trustProxy).toEqual(["loopback"]);
    expect(config.maxFileBytes).toBe(30 * 1024 * 1024);
  });

  it("trusts no proxy by default, only the listed ones otherwise, and never every hop", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16" }).trustProxy).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
    ]);
    for (const refused of ["true", "1", "2", "everyone"])
      expect(() => loadConfig({ TRUST_PROXY: refused }), refused).toThrow(
        /TRUST_PROXY must list the proxies/,
      );
  });

  it("names every invalid variable in one error", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL/,
    );
  });
});
