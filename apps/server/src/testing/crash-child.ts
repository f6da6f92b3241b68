// A stand-in server process for process-tmp.test.ts: takes its temporary folder as main.ts does, then starts one
// piece of work that leaves sensitive or heavy things on disk while it runs, and says on stdout when it is there, for
// the test to kill it with SIGKILL at that point. Arguments: the job folder (JOBS_TMP_DIR), then "unlock QPDF" (a
// locked PDF is unlocked with that qpdf) or "office FILE" (FILE is converted by the warm LibreOffice, which stays).
import { readFileSync } from "node:fs";
import { createWarmOfficeConverter, unlockPdf } from "@courtready/engine";
import { useProcessTmp } from "../process-tmp.ts";

const [root = "", task, arg = ""] = process.argv.slice(2);
await useProcessTmp(root);
// Keeps the process alive however the work ends, until the test kills it.
setInterval(() => {}, 60_000);
if (task === "unlock") {
  const bytes = new TextEncoder().encode(`%PDF-1.7\n%${process.env.CRASH_SECRET ?? ""}\n%%EOF\n`);
  process.stdout.write("unlocking\n");
  await unlockPdf({ name: "locked.pdf", bytes }, "secret", { qpdfCommand: arg });
} else if (task === "office") {
  const office = createWarmOfficeConverter({ log: () => {} });
  const outcome = await office.convert({ bytes: readFileSync(arg), ext: "fodt" }, "pdf");
  process.stdout.write(outcome.ok ? "converted\n" : `not converted: ${outcome.reason}\n`);
}
