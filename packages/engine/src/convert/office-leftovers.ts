// Ends the warm LibreOffice instances a dead host left in a folder (issue 42, finding 3). Each instance writes its
// process groups (LibreOffice's and its bridge's) to office.pid in its own folder (office-warm.ts); a host that died
// by SIGKILL never ran close(), and a bridge killed with it never saw its stdin end, so at the next start the host
// hands its swept folder here before removing it. A group is ended only while one of its processes still names the
// instance's folder on its command line, so a process id reused by something else since is never touched.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The file, in an instance's folder, holding its process groups' ids, one a line. */
export const OFFICE_PID_FILE = "office.pid";
/** How each warm instance's folder is named (office-warm.ts makes it with mkdtemp). */
export const OFFICE_WARM_PREFIX = "courtready-office-warm-";

/** How long ending a group may take before the caller goes on regardless (a process stuck in the kernel). */
const GONE_WITHIN_MS = 5_000;

interface ProcessEntry {
  pid: number;
  group: number;
  cmdline: string;
}

/** The machine's live processes (zombies left out: they hold no memory and no files). Empty where there is no /proc. */
async function processes(): Promise<ProcessEntry[]> {
  const names = await readdir("/proc").catch(() => [] as string[]);
  const found: ProcessEntry[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, "utf8");
      // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so fields count from the last ")".
      const [state, , group] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (state === "Z") continue;
      const cmdline = (await readFile(`/proc/${name}/cmdline`, "utf8")).replaceAll("\0", " ");
      found.push({ pid: Number(name), group: Number(group), cmdline });
    } catch {
      // Ended while being read.
    }
  }
  return found;
}

/** The recorded groups still running with a process that names `dir`. */
async function liveGroups(groups: number[], dir: string): Promise<number[]> {
  const running = await processes();
  return groups.filter((group) =>
    running.some((entry) => entry.group === group && entry.cmdline.includes(dir)),
  );
}

/**
 * Kills the LibreOffice and bridge process groups recorded in `folder`'s warm instances, and waits (up to 5 s) until
 * they are gone, so the folder can then be removed without LibreOffice writing its profile back into it.
 * @returns how many groups were ended.
 * @example await endLeftOffice("/data/tmp/jobs/process-host-4242"); await rm(folder, { recursive: true });
 */
export async function endLeftOffice(folder: string): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  let ended = 0;
  for (const name of names.filter((n) => n.startsWith(OFFICE_WARM_PREFIX))) {
    const dir = path.join(folder, name);
    const recorded = await readFile(path.join(dir, OFFICE_PID_FILE), "utf8").catch(() => "");
    const groups = recorded
      .split("\n")
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 1);
    const live = await liveGroups(groups, dir);
    for (const group of live) {
      try {
        process.kill(-group, "SIGKILL");
        ended++;
      } catch {
        // Gone since it was listed.
      }
    }
    // A SIGKILLed process is gone within milliseconds; the wait is for the kernel to reap it, not a retry.
    const deadline = Date.now() + GONE_WITHIN_MS;
    while (live.length && (await liveGroups(live, dir)).length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return ended;
}
