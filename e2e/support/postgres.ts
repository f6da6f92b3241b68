// A PostgreSQL server of one spec's own (scripts/pg-test-cluster.sh, the same throwaway cluster the test run starts),
// for the specs that stop and start it as an outage would: stopping the run's shared server would fail every other
// spec running beside them.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "./server.ts";

const run = promisify(execFile);

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  /** `pg_ctl stop -m fast`: every open connection is ended by the server and new ones are refused. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, as after a restart. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/** The value of `export NAME=value` in the script's output (printf %q leaves these paths and URLs unquoted). */
function exported(output: string, name: string): string {
  const value = new RegExp(`^export ${name}=(.+)$`, "m").exec(output)?.[1];
  if (!value) throw new Error(`pg-test-cluster.sh printed no ${name}:\n${output}`);
  return value.replace(/^'(.*)'$/, "$1");
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const script = path.join(ROOT, "scripts/pg-test-cluster.sh");
  // Without TEST_DATABASE_URL the script starts a new cluster instead of handing back the run's.
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  const { stdout } = await run("bash", [script], { cwd: ROOT, env });
  const url = exported(stdout, "TEST_DATABASE_URL");
  const dir = exported(stdout, "COURTREADY_PG_TEST_DIR");
  // The script writes its server's bin folder in its marker; as root, PostgreSQL runs as the postgres user.
  const bin = readFileSync(path.join(dir, ".courtready-pg-test-cluster"), "utf8").trim();
  const asServer = (command: string, args: string[]) =>
    process.getuid?.() === 0
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args], { cwd: dir })
      : run(path.join(bin, command), args, { cwd: dir });
  const port = new URL(url).port;
  // The settings the script started it with; `pg_ctl start` does not remember them.
  const settings = [
    "-c listen_addresses=127.0.0.1",
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}/sock`,
    "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200",
  ].join(" ");
  return {
    url,
    async stop() {
      await asServer("pg_ctl", ["-D", `${dir}/data`, "stop", "-m", "fast", "-w", "-t", "60"]);
    },
    async start() {
      await asServer("pg_ctl", [
        "-D",
        `${dir}/data`,
        "-l",
        `${dir}/postgres.log`,
        "-w",
        "-t",
        "60",
        "start",
        "-o",
        settings,
      ]);
    },
    async remove() {
      await run("bash", [script, "stop", dir], { cwd: ROOT, env });
    },
  };
}
