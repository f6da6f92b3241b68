// What the multi-process benchmarks share (scale-out.mjs, operations.mjs): a fresh database on the bench's
// PostgreSQL cluster, one web process and N worker processes on it with one files folder, and one binder build
// through the API.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, migrate, root, startProcess, stopProcess } from "./server.mjs";

/**
 * A throwaway PostgreSQL cluster and work folder for one benchmark, with its deployments; `close()` kills what was
 * started, stops the cluster and removes the folder.
 */
export function benchCluster(prefix) {
  const work = mkdtempSync(path.join(os.tmpdir(), prefix));
  const cluster = execFileSync("bash", [path.join(root, "scripts/pg-test-cluster.sh")], { encoding: "utf8" });
  const adminUrl = /TEST_DATABASE_URL=(\S+)/.exec(cluster)?.[1];
  const clusterDir = /COURTREADY_PG_TEST_DIR=(\S+)/.exec(cluster)?.[1];
  const running = [];
  const asPostgres = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  const pgCtl = (...args) => {
    const bin = execFileSync("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1"], {
      encoding: "utf8",
    }).trim();
    const [command, ...rest] = [
      ...asPostgres,
      path.join(bin, "pg_ctl"),
      "-D",
      path.join(clusterDir, "data"),
      ...args,
    ];
    execFileSync(command, rest, { stdio: "ignore" });
  };
  return {
    work,
    running,
    ...deployments({ adminUrl, work, running }),
    /** Stops PostgreSQL (fast: connections are cut) until `restart()`, which starts it again on the same port. */
    stopDatabase: () => pgCtl("stop", "-m", "fast", "-w"),
    startDatabase: () =>
      pgCtl(
        "-l",
        path.join(clusterDir, "postgres.log"),
        "-w",
        "start",
        "-o",
        `-c listen_addresses=127.0.0.1 -c port=${new URL(adminUrl).port} -c unix_socket_directories=${clusterDir}/sock -c fsync=off -c max_connections=200`,
      ),
    async close() {
      for (const p of running) await stopProcess(p, "SIGKILL");
      if (clusterDir)
        execFileSync("bash", [path.join(root, "scripts/pg-test-cluster.sh"), "stop", clusterDir]);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * Deployments on the cluster at `adminUrl`, their folders under `work`; every started process is pushed to
 * `running`, so the caller stops them all.
 */
export function deployments({ adminUrl, work, running }) {
  async function freshDatabase(name) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** A worker process of deployment `name`, numbered `i`, with `env` over the deployment's own. */
  async function startWorker(common, name, i, env = {}) {
    const worker = await startProcess({
      ...common,
      WORKER_PORT: String(await freePort()),
      DATA_DIR: path.join(work, name, `worker-${i}`),
      COURTREADY_SERVICES: "worker",
      // As docs/deploy.md starts workers: glibc keeps few arenas, so recycled threads' memory is reused.
      MALLOC_ARENA_MAX: "2",
      ...env,
    });
    running.push(worker);
    return worker;
  }

  /** One web process and `workers` worker processes on a new database and one shared files folder. */
  async function deployment(workers, name, extraEnv = {}) {
    const databaseUrl = await freshDatabase(name);
    const port = await freePort();
    const common = {
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PAYMENTS: "test",
      DATABASE_URL: databaseUrl,
      CSRF_SECRET: "bench-scale-out-secret-bench-scale-out",
      FILES_DIR: path.join(work, name, "files"),
      JOB_WORKERS: "1",
      ...extraEnv,
    };
    migrate(common);
    const web = await startProcess({
      ...common,
      PORT: String(port),
      DATA_DIR: path.join(work, name, "web"),
      COURTREADY_SERVICES: "web",
    });
    running.push(web);
    const workerProcesses = [];
    for (let i = 0; i < workers; i++) workerProcesses.push(await startWorker(common, name, i));
    return {
      base: `http://127.0.0.1:${port}`,
      env: common,
      web,
      workers: workerProcesses,
      workerPids: workerProcesses.map((w) => w.child.pid),
      addWorker: (i, env) => startWorker(common, name, i, env),
    };
  }

  return { deployment };
}

/** One binder of `blobs` through POST /api/binders/render; resolves with the answer's status. */
export async function buildBinder(base, who, index, blobs, buildId) {
  const form = new FormData();
  form.set("type_slug", "small_claims");
  form.set("role", "plaintiff");
  form.set("payload", JSON.stringify({ caseName: `Bench v. Scale ${index}` }));
  if (buildId) form.set("buildId", buildId);
  for (const { name, blob } of blobs) form.append("files", blob, name);
  const response = await fetch(`${base}/api/binders/render`, {
    method: "POST",
    headers: { cookie: who.cookie, "x-csrf-token": who.csrf, origin: base },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}
