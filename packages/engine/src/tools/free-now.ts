// Freeing a large buffer the moment its last use is over (issue 40): the collector frees a buffer some time after
// nothing refers to it, and a build that writes one 100 MB file after another would hold several meanwhile.

/**
 * Frees `bytes`' memory now by detaching its buffer (a transfer to nothing): every view of that buffer is empty
 * afterwards, so only for bytes no one else reads. Only a large buffer: a small one may be Node's shared pool of
 * small buffers (`Buffer.poolSize`), and is not worth it anyway.
 */
export function freeNow(bytes: Uint8Array): void {
  // ES2024's transfer (Node 24 has it; the project's lib predates it, and a SharedArrayBuffer has none). Not
  // `instanceof ArrayBuffer`: a buffer made in another realm (a test's) is one all the same.
  const buffer = bytes.buffer as ArrayBufferLike & { transfer?: (length: number) => ArrayBuffer };
  if (typeof buffer.transfer !== "function" || buffer.byteLength <= Buffer.poolSize) return;
  buffer.transfer(0);
}
