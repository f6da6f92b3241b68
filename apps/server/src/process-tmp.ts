// The process's own temporary folder, inside the swept job folder (JOBS_TMP_DIR), and the sweep of those a crash
// left (issue 42, findings 2 and 3). TMPDIR points at it from start-up on, so every temporary file this process and
// its threads and tools make lands there: an unlocked PDF's decrypted copy, LibreOffice's profile and documents, the
// tools' scratch folders. A process killed outright (SIGKILL, the OOM killer, power loss) cannot remove its folder;
// the next process on the machine ends the LibreOffice recorded in it and removes it, decrypted bytes included.
import { mkdir, readdir, rm } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { endLeftOffice } from "@courtready/engine";

/** How a process folder's name starts: "process-HOST-PID". The job sweep (builds.recovery.ts) leaves these alone. */
export const PROCESS_DIR_PREFIX = "process-";

/** This process's folder name: the host too, since JOBS_TMP_DIR may be on a disk several machines share. */
export function processDirName(pid: number = process.pid, host: string = hostname()): string {
  return `${PROCESS_DIR_PREFIX}${host}-${pid}`;
}

/** Whether a process with this id runs on this machine (one we may not signal runs too). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes, under `root`, the folders of this machine's processes that no longer run, after ending the LibreOffice
 * recorded in them. With `ownIdToo`, this process's own id counts as left over: a folder with it was made by an
 * earlier process given the same id (a container's server is pid 1 every time), never by this one, which has not
 * made its own yet.
 * @returns the folders removed.
 */
export async function sweepLeftProcessDirs(root: string, ownIdToo = false): Promise<string[]> {
  const names = await readdir(root).catch(() => [] as string[]);
  const prefix = `${PROCESS_DIR_PREFIX}${hostname()}-`;
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (pid === process.pid ? !ownIdToo : running(pid)) continue;
    const dir = path.join(root, name);
    await endLeftOffice(dir);
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/**
 * At start-up, before any thread or tool starts: sweeps what dead processes left under `root`, makes this process's
 * folder (readable by the server's user only) and points TMPDIR at it, which worker threads and child processes
 * inherit from then on.
 * @returns the folder, for the caller to remove on a clean shutdown.
 */
export async function useProcessTmp(root: string): Promise<string> {
  await sweepLeftProcessDirs(root, true);
  const dir = path.join(root, processDirName());
  await mkdir(dir, { recursive: true, mode: 0o700 });
  process.env.TMPDIR = dir;
  return dir;
}
