// The message exports' bench in process (messages.mjs): `generate FILE` writes the 100,000-message SMS backup
// (about 200 MB with its MMS pictures); `list FILE` times reading it and listing its conversations; `render FILE`
// times one 1,000-message transcript. Each prints one JSON line with its seconds and this process's peak memory.
import { statSync } from "node:fs";
import { loadSystemFonts, readMessageExport, renderTranscript, selectTranscript } from "@courtready/engine";
import { makeNoisyJpeg } from "../../packages/engine/src/testing/factories.ts";
import { writeLargeSmsBackup } from "../../packages/engine/src/testing/messages.ts";

const [command, file] = process.argv.slice(2) as [string, string];
const peakMb = () => process.resourceUsage().maxRSS / 1024;

if (command === "generate") {
  // 100 threads, one MMS picture in 33 messages (so each thread has some): about 38 KB of noise each, so the file
  // is about 200 MB.
  const image = await makeNoisyJpeg(250, 250, 38);
  const start = Date.UTC(2024, 0, 1);
  const bytes = await writeLargeSmsBackup(file, 100_000, { threads: 100, mmsEvery: 33, image, start });
  console.log(JSON.stringify({ bytes, imageBytes: image.length }));
} else if (command === "list") {
  const t0 = performance.now();
  const read = await readMessageExport(file, "sms-bench.xml", "sms-backup", { timeZone: "UTC" });
  const seconds = (performance.now() - t0) / 1000;
  const messages = read.conversations.reduce((n, c) => n + c.items.length, 0);
  console.log(
    JSON.stringify({
      seconds,
      peakMb: peakMb(),
      conversations: read.conversations.length,
      messages,
      bytes: statSync(file).size,
    }),
  );
} else if (command === "render") {
  // One thread of the backup holds 1,000 messages (every 100th of 100,000), its pictures (one in 33) kept and drawn.
  const read = await readMessageExport(file, "sms-bench.xml", "sms-backup", {
    timeZone: "UTC",
    keepBytesFor: (_key, title) => title === "Contact 0",
  });
  const conversation = read.conversations.find((c) => c.title === "Contact 0")!;
  const fonts = loadSystemFonts();
  const t0 = performance.now();
  const selected = selectTranscript(conversation, { timeZone: "America/New_York" });
  const { pageCount, pdf } = await renderTranscript(conversation, selected, fonts, {
    timeZone: "America/New_York",
    date: new Date(0),
  });
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    JSON.stringify({ seconds, peakMb: peakMb(), messages: selected.shown, pageCount, bytes: pdf.length }),
  );
} else {
  console.error("usage: messages-worker generate|list|render FILE");
  process.exit(1);
}
