// Pages drawn by the server in batches (the Pages panel's pictures, the redaction panel's pages): which batch holds
// a page, so each batch is asked for once.

/** The first page of the batch of `perBatch` pages that holds `page`: the pictures the server draws in one ask. */
export function batchStart(page: number, perBatch: number): number {
  return Math.floor((Math.max(1, page) - 1) / perBatch) * perBatch + 1;
}
