// How many volumes a binder comes in under a file size limit, estimated before anything is built (issue 37 §3): the
// builder's preview says it with the files as they are and with their scans made smaller, so the person can choose.

/**
 * About how many files a binder of `bytes` makes under `limitBytes` (one with no limit). An estimate: the binder
 * adds its cover and index, and volumes break at exhibit boundaries, so the build may need one more.
 * @example estimatedVolumes(70 * 2 ** 20, 25 * 2 ** 20) // → 3
 */
export function estimatedVolumes(bytes: number, limitBytes: number | null | undefined): number {
  if (!limitBytes || limitBytes <= 0) return 1;
  return Math.max(1, Math.ceil(bytes / limitBytes));
}

/**
 * The sizes the preview estimates for the exhibits shown: as they are and with scans compressed (the preview's
 * `bytes` and `compressedBytes`, each exhibit's own size standing in where the preview gave no estimate).
 */
export function previewBytes(exhibits: readonly { bytes?: number; compressedBytes?: number }[]): {
  bytes: number;
  compressedBytes: number;
} {
  let bytes = 0;
  let compressedBytes = 0;
  for (const e of exhibits) {
    bytes += e.bytes ?? 0;
    compressedBytes += e.compressedBytes ?? e.bytes ?? 0;
  }
  return { bytes, compressedBytes };
}
