// Configuration: working defaults with nothing set, overrides honoured, empty values ignored, bad values named.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("needs no variables: port 3000, SQLite and files under ./data", () => {
    const config = loadConfig({ NODE_ENV: "development" }, "/srv/app");
    expect(config).toMatchObject({
      port: 3000,
      host: "localhost",
      databaseUrl: undefined,
      sqlitePath: path.join("/srv/app", "data", "courtready.db"),
      filesDir: path.join("/srv/app", "data", "files"),
      webDistDir: path.join("/srv/app", "apps", "web", "dist"),
      payments: "test",
      publicBaseUrl: "http://localhost:3000",
      https: false,
      maxFileBytes: 250 * 1024 * 1024,
      maxPhotoBytes: 30 * 1024 * 1024,
      maxBuildBytes: 600 * 1024 * 1024,
      sessionTtlDays: 30,
    });
  });

  it("reads overrides and treats empty strings as unset", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        PAYMENTS: "free",
        DATABASE_URL: "postgres://u@127.0.0.1/db",
        PUBLIC_BASE_URL: "https://courtready.example.org/",
        MAX_FILE_MB: "",
        TRUST_PROXY: "loopback",
      },
      "/srv/app",
    );
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe("postgres://u@127.0.0.1/db");
    expect(config.publicBaseUrl).toBe("https://courtready.example.org");
    expect(config.https).toBe(true);
    expect(config.trustProxy).toEqual(["loopback"]);
    expect(config.maxFileBytes).toBe(250 * 1024 * 1024);
  });

  it("reads the operations settings of issue 41: the lease, the sweep, the threads kept for checks, the pool", () => {
    const defaults = loadConfig({ NODE_ENV: "development" }, "/srv/app");
    expect(defaults.queue).toMatchObject({ heartbeatSeconds: 30, monitorSeconds: 15 });
    expect(defaults.checkWorkers).toBe(1);
    expect(defaults.databasePoolSize).toBe(10);
    expect(defaults.dependencyRetrySeconds).toBe(90);
    expect(defaults.recycleAfterBuilds).toBe(20);
    expect(defaults.recycleAboveBytes).toBe(400 * 1024 * 1024);
    const set = loadConfig(
      {
        NODE_ENV: "development",
        QUEUE_HEARTBEAT_SECONDS: "20",
        QUEUE_MONITOR_SECONDS: "5",
        CHECK_WORKERS: "0",
        DATABASE_POOL_SIZE: "6",
        DEPENDENCY_RETRY_SECONDS: "0",
        JOB_RECYCLE_AFTER_BUILDS: "0",
        JOB_RECYCLE_ABOVE_MB: "256",
      },
      "/srv/app",
    );
    expect(set.queue).toMatchObject({ heartbeatSeconds: 20, monitorSeconds: 5 });
    expect(set.checkWorkers).toBe(0);
    expect(set.databasePoolSize).toBe(6);
    expect(set.dependencyRetrySeconds).toBe(0);
    expect(set.recycleAfterBuilds).toBe(0);
    expect(set.recycleAboveBytes).toBe(256 * 1024 * 1024);
    expect(() => loadConfig({ NODE_ENV: "development", JOB_RECYCLE_ABOVE_MB: "10" })).toThrow(
      /JOB_RECYCLE_ABOVE_MB/,
    );
  });

  it("trusts no proxy by default, only the listed ones otherwise, and never every hop", () => {
    expect(loadConfig({ NODE_ENV: "development" }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(
      loadConfig({ NODE_ENV: "development", TRUST_PROXY: "10.0.0.1, 192.168.0.0/16" }).trustProxy,
    ).toEqual(["10.0.0.1", "192.168.0.0/16"]);
    for (const refused of ["true", "1", "2", "everyone"])
      expect(() => loadConfig({ NODE_ENV: "development", TRUST_PROXY: refused }), refused).toThrow(
        /TRUST_PROXY must list the proxies/,
      );
  });

  it("names every invalid variable in one error", () => {
    expect(() => loadConfig({ NODE_ENV: "development", PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL/,
    );
  });

  describe("production (the default NODE_ENV) states how people pay and where the app lives (issue 22)", () => {
    const SITE = { PUBLIC_BASE_URL: "https://courtready.example.org" };

    it("refuses to start without PUBLIC_BASE_URL, naming it with an example", () => {
      expect(() => loadConfig({ PAYMENTS: "free" })).toThrow(
        /PUBLIC_BASE_URL: required in production.*e\.g\. PUBLIC_BASE_URL=https:\/\/courtready\.example\.org/,
      );
    });

    it("refuses the test checkout unless PAYMENTS=test is chosen, and Stripe without its keys", () => {
      expect(() => loadConfig(SITE)).toThrow(/PAYMENTS: required in production.*PAYMENTS=test/);
      expect(loadConfig({ ...SITE, PAYMENTS: "test" }).payments).toBe("test");
      expect(() => loadConfig({ ...SITE, PAYMENTS: "stripe" })).toThrow(
        /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
      );
      expect(() => loadConfig({ ...SITE, PAYMENTS: "cash" })).toThrow(/PAYMENTS/);
    });

    it("hashes passwords at the standard cost and refuses the tests' low cost", () => {
      const production = { ...SITE, PAYMENTS: "free" };
      expect(loadConfig(production).passwordHashCost).toBe("standard");
      expect(loadConfig({ ...production, PASSWORD_HASH_COST: "standard" }).passwordHashCost).toBe("standard");
      for (const NODE_ENV of [undefined, "production", "development"]) {
        expect(() =>
          loadConfig({ ...production, PASSWORD_HASH_COST: "low", ...(NODE_ENV ? { NODE_ENV } : {}) }),
        ).toThrow(/PASSWORD_HASH_COST: "low" is for tests only \(NODE_ENV=test\)/);
      }
      expect(loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "low" }).passwordHashCost).toBe("low");
      expect(() => loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "cheap" })).toThrow(
        /PASSWORD_HASH_COST/,
      );
    });

    it("takes Stripe when both keys are set, and free when asked", () => {
      const stripe = loadConfig({
        ...SITE,
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
      });
      expect(stripe.payments).toBe("stripe");
      expect(stripe.stripe?.secretKey).toBe("sk_test_1");
      const free = loadConfig({
        ...SITE,
        PAYMENTS: "free",
        STRIPE_SECRET_KEY: "sk_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
      });
      expect(free.payments).toBe("free");
      expect(free.stripe).toBeNull();
    });

    it("defaults to the test checkout and localhost only outside production", () => {
      expect(loadConfig({ NODE_ENV: "development", PORT: "3107" })).toMatchObject({
        payments: "test",
        publicBaseUrl: "http://localhost:3107",
        https: false,
      });
    });
  });
  it("runs web and worker in one process by default, and apart only on a shared PostgreSQL and CSRF secret", () => {
    expect(loadConfig({ NODE_ENV: "development" })).toMatchObject({
      services: { web: true, worker: true },
      queue: { kind: "local" },
    });
    const apart = {
      NODE_ENV: "development",
      DATABASE_URL: "postgres://u@127.0.0.1/db",
      CSRF_SECRET: "a-secret-shared-by-every-web-process!!",
    };
    expect(loadConfig({ ...apart, COURTREADY_SERVICES: "web" })).toMatchObject({
      services: { web: true, worker: false },
      queue: { kind: "pg-boss", heartbeatSeconds: 30 },
    });
    expect(loadConfig({ ...apart, COURTREADY_SERVICES: " worker ", WORKER_PORT: "4001" })).toMatchObject({
      services: { web: false, worker: true },
      workerPort: 4001,
    });
    expect(() => loadConfig({ NODE_ENV: "development", COURTREADY_SERVICES: "worker" })).toThrow(
      /COURTREADY_SERVICES: running web and worker as separate processes needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: "development", DATABASE_URL: apart.DATABASE_URL, COURTREADY_SERVICES: "web" }),
    ).toThrow(/CSRF_SECRET: web processes behind a load balancer must share one/);
    expect(() => loadConfig({ ...apart, COURTREADY_SERVICES: "api" })).toThrow(
      /COURTREADY_SERVICES must be web, worker or web,worker/,
    );
    expect(() => loadConfig({ ...apart, QUEUE_HEARTBEAT_SECONDS: "5" })).toThrow(/QUEUE_HEARTBEAT_SECONDS/);
  });
});
