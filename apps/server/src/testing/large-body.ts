// A large upload sent over a raw socket, the way a browser sends one: headers declaring the whole body, then the
// body in chunks, as fast as the server takes it. It tells whether the server answered before it had read the
// body: how many bytes had gone when the answer came, and how much this process's memory grew meanwhile.
import net from "node:net";
import type { EventEmitter } from "node:events";
import { once } from "node:events";
import { setImmediate as nextTurn } from "node:timers/promises";

const CHUNK = 64 * 1024;

export interface LargeBodyAnswer {
  /** The answer's status, or null when the connection closed without one. */
  status: number | null;
  /** Bytes of the body written to the socket when the answer arrived. */
  sentWhenAnswered: number;
  declared: number;
  /** Growth of this process's heap and buffers from the first byte sent to the answer (the server runs here). */
  memoryGrowth: number;
}

/** Resolves at the first of `names` on `emitter`, then stops listening. */
function nextEvent(emitter: EventEmitter, names: string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const name of names) emitter.off(name, done);
      resolve();
    };
    for (const name of names) emitter.on(name, done);
  });
}

const memoryInUse = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/**
 * POSTs a multipart body of `declared` bytes (one file part, never finished) to `url` on 127.0.0.1:`port` with
 * `headers` (cookie, CSRF token). Writes until the server answers or the whole body is sent, yielding between
 * chunks so an early answer is seen when it comes.
 */
export async function sendLargeBody(
  port: number,
  url: string,
  headers: Record<string, string>,
  declared: number,
  /** The file part's field (default "files") and what its bytes are (default "%" repeated: text). */
  options: { field?: string; filler?: Buffer } = {},
): Promise<LargeBodyAnswer> {
  const boundary = "----courtready-large-body";
  const partHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? "files"}"; filename="large.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const filler = options.filler ?? Buffer.alloc(CHUNK, 0x25);
  const socket = net.connect({ host: "127.0.0.1", port });
  let reply = "";
  let closed = false;
  socket.on("data", (data: Buffer) => {
    reply += data.toString("latin1");
  });
  socket.on("close", () => {
    closed = true;
  });
  // The server may reset the connection once it has answered; the answer (or its absence) is what is reported.
  socket.on("error", () => undefined);
  await once(socket, "connect");
  const answered = () => reply.includes("\r\n\r\n") || closed;

  const before = memoryInUse();
  const head = [
    `POST ${url} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${declared}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "",
    "",
  ].join("\r\n");
  socket.write(head);
  socket.write(partHead);
  let sent = partHead.length;
  while (sent < declared && !answered()) {
    const size = Math.min(filler.length, declared - sent);
    const flushed = socket.write(size === filler.length ? filler : filler.subarray(0, size));
    sent += size;
    // A turn of the event loop between chunks, so an answer already here is read before more is sent.
    if (flushed) await nextTurn();
    else if (!answered()) await nextEvent(socket, ["drain", "data", "close"]);
  }
  while (!answered()) await nextEvent(socket, ["data", "close"]);
  const memoryGrowth = memoryInUse() - before;
  socket.destroy();
  const status = /^HTTP\/1\.1 (\d{3})/.exec(reply);
  return { status: status ? Number(status[1]) : null, sentWhenAnswered: sent, declared, memoryGrowth };
}
