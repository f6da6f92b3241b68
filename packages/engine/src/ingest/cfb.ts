// A minimal reader for Microsoft's Compound File Binary format (OLE2): the container of .doc and .xls files and
// of password-protected .docx/.xlsx. Header, FAT, directory and stream reads only, every read bounds-checked and
// every chain walk guarded against loops, so a hostile file ends in CfbError or a short read, never a hang.
import { hasBytes, u16le, u32le } from "./bytes.ts";

export const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;

/** The container is not CFB or is too damaged to read its directory. */
export class CfbError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CfbError";
  }
}

export interface CfbEntry {
  /** Index in the directory. */
  id: number;
  name: string;
  type: "storage" | "stream" | "root";
  start: number;
  size: number;
}

export interface Cfb {
  /** Every used directory entry, in directory order (entry 0 is the root). */
  entries: CfbEntry[];
  /** The streams and storages directly under the root: where WordDocument, Workbook and EncryptionInfo live. */
  topLevel: CfbEntry[];
  /** True when a chain ended early or looped: the file is damaged but what could be read is returned. */
  damaged: boolean;
  /** Up to `maxBytes` of a stream's data (fewer if the file is truncated). */
  read(entry: CfbEntry, maxBytes?: number): Uint8Array;
}

const ENDOFCHAIN = 0xfffffffe;
const FREESECT = 0xffffffff;
const MAXREGSECT = 0xfffffffa;
const MINI_SECTOR = 64;
// The spec fixes the mini-stream cutoff at 4096 bytes; a header that says otherwise is damaged, not a variant.
const MINI_CUTOFF = 4096;

/** Opens a compound file. Throws CfbError when the header or directory cannot be read at all. */
export function openCfb(bytes: Uint8Array): Cfb {
  if (!hasBytes(bytes, 0, CFB_SIGNATURE)) throw new CfbError("not a compound file");
  if (bytes.length < 512) throw new CfbError("compound file header is cut short");
  const shift = u16le(bytes, 0x1e);
  if (shift !== 9 && shift !== 12) throw new CfbError(`unusable sector size 2^${shift}`);
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  // Sector -1 is the header, which takes a whole sector (512 or 4096 bytes).
  const sectorCount = Math.max(0, Math.ceil((bytes.length - sectorSize) / sectorSize));
  const offsetOf = (id: number) => (id + 1) * sectorSize;
  let damaged = false;

  // --- FAT: the header lists the first 109 FAT sectors, DIFAT sectors chain on from there.
  const fatSectorsWanted = u32le(bytes, 0x2c)!;
  // More FAT sectors than needed to describe the whole file would only describe sectors that do not exist.
  const fatSectorsUseful = Math.ceil(sectorCount / perSector) + 1;
  const fatSectorLimit = Math.min(fatSectorsWanted, fatSectorsUseful);
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorLimit; i++) {
    const id = u32le(bytes, 0x4c + i * 4)!;
    if (id === FREESECT || id === ENDOFCHAIN) break;
    fatSectors.push(id);
  }
  let difat = u32le(bytes, 0x44)!;
  const difatSeen = new Set<number>();
  while (fatSectors.length < fatSectorLimit && difat < sectorCount && !difatSeen.has(difat)) {
    difatSeen.add(difat);
    const base = offsetOf(difat);
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatSectorLimit; i++) {
      const id = u32le(bytes, base + i * 4);
      if (id === undefined || id === FREESECT || id === ENDOFCHAIN) break;
      fatSectors.push(id);
    }
    difat = u32le(bytes, base + (perSector - 1) * 4) ?? ENDOFCHAIN;
  }
  if (fatSectors.length < fatSectorLimit) damaged = true;

  const fat = new Uint32Array(fatSectors.length * perSector).fill(FREESECT);
  fatSectors.forEach((sector, k) => {
    if (sector >= sectorCount) {
      damaged = true;
      return;
    }
    const base = offsetOf(sector);
    for (let i = 0; i < perSector; i++) fat[k * perSector + i] = u32le(bytes, base + i * 4) ?? FREESECT;
  });

  /** Follows a chain in a FAT; stops at its end, at a loop, or at an id out of range (marking the file damaged). */
  const walk = (table: Uint32Array, start: number, limit: number, maxLength = Infinity): number[] => {
    const ids: number[] = [];
    const seen = new Uint8Array(limit);
    let id = start;
    while (id !== ENDOFCHAIN && ids.length < maxLength) {
      if (id > MAXREGSECT || id >= limit || id >= table.length || seen[id]) {
        damaged = true;
        break;
      }
      seen[id] = 1;
      ids.push(id);
      id = table[id]!;
    }
    return ids;
  };

  // --- Directory
  const dirSectors = walk(fat, u32le(bytes, 0x30)!, sectorCount);
  const entries: CfbEntry[] = [];
  const links = new Map<number, { left: number; right: number; child: number }>();
  const perDirSector = sectorSize / 128;
  const isVersion3 = u16le(bytes, 0x1a) === 3;
  dirSectors.forEach((sector, k) => {
    for (let j = 0; j < perDirSector; j++) {
      const at = offsetOf(sector) + j * 128;
      if (at + 128 > bytes.length) return;
      const typeByte = bytes[at + 0x42];
      const type = typeByte === 5 ? "root" : typeByte === 1 ? "storage" : typeByte === 2 ? "stream" : null;
      if (!type) continue;
      const nameLength = u16le(bytes, at + 0x40)!;
      // The stored length counts the terminating NUL; names are at most 31 UTF-16 units.
      const units = Math.max(0, Math.floor(Math.min(nameLength, 64) / 2) - 1);
      let name = "";
      for (let c = 0; c < units; c++) name += String.fromCharCode(u16le(bytes, at + c * 2)!);
      const id = k * perDirSector + j;
      const high = u32le(bytes, at + 0x7c)!;
      // Version 3 files may leave garbage in the size's high half; version 4 sizes over 4 GB are damage.
      const size = isVersion3 || high === 0 ? u32le(bytes, at + 0x78)! : 0;
      entries.push({ id, name, type, start: u32le(bytes, at + 0x74)!, size });
      links.set(id, {
        left: u32le(bytes, at + 0x44)!,
        right: u32le(bytes, at + 0x48)!,
        child: u32le(bytes, at + 0x4c)!,
      });
    }
  });
  const root = entries[0];
  if (!root || root.id !== 0 || root.type !== "root")
    throw new CfbError("compound file has no root directory entry");

  // The root's children form a red-black tree linked through left/right siblings; visit each node once.
  const byId = new Map(entries.map((e) => [e.id, e]));
  const topLevel: CfbEntry[] = [];
  const visited = new Set<number>();
  const stack = [links.get(0)!.child];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === FREESECT || visited.has(id)) continue;
    visited.add(id);
    const entry = byId.get(id);
    const link = links.get(id);
    if (!entry || !link) {
      damaged = true;
      continue;
    }
    topLevel.push(entry);
    stack.push(link.right, link.left);
  }
  topLevel.sort((a, b) => a.id - b.id);

  // --- Mini stream: small streams live in 64-byte mini sectors inside the root entry's own chain.
  let mini: { fat: Uint32Array; rootChain: number[] } | undefined;
  const miniStream = () => {
    if (mini) return mini;
    const miniFatSectors = walk(fat, u32le(bytes, 0x3c)!, sectorCount, u32le(bytes, 0x40)!);
    const miniFat = new Uint32Array(miniFatSectors.length * perSector).fill(FREESECT);
    miniFatSectors.forEach((sector, k) => {
      for (let i = 0; i < perSector; i++)
        miniFat[k * perSector + i] = u32le(bytes, offsetOf(sector) + i * 4) ?? FREESECT;
    });
    mini = { fat: miniFat, rootChain: walk(fat, root.start, sectorCount) };
    return mini;
  };

  const read = (entry: CfbEntry, maxBytes = Infinity): Uint8Array => {
    const want = Math.min(entry.size, maxBytes, bytes.length);
    const out = new Uint8Array(want);
    let filled = 0;
    if (entry.type !== "root" && entry.size < MINI_CUTOFF) {
      const { fat: miniFat, rootChain } = miniStream();
      const ids = walk(miniFat, entry.start, miniFat.length, Math.ceil(want / MINI_SECTOR));
      for (const id of ids) {
        const offsetInMini = id * MINI_SECTOR;
        const big = rootChain[Math.floor(offsetInMini / sectorSize)];
        if (big === undefined) break;
        const from = offsetOf(big) + (offsetInMini % sectorSize);
        const n = Math.min(MINI_SECTOR, want - filled, bytes.length - from);
        if (n <= 0) break;
        out.set(bytes.subarray(from, from + n), filled);
        filled += n;
      }
    } else {
      const ids = walk(fat, entry.start, sectorCount, Math.ceil(want / sectorSize));
      for (const id of ids) {
        const from = offsetOf(id);
        const n = Math.min(sectorSize, want - filled, bytes.length - from);
        if (n <= 0) break;
        out.set(bytes.subarray(from, from + n), filled);
        filled += n;
      }
    }
    if (filled < want) damaged = true;
    return out.subarray(0, filled);
  };

  return {
    entries,
    topLevel,
    get damaged() {
      return damaged;
    },
    read,
  };
}
