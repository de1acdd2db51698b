import { popcount16 } from '../bits.ts';
import { geometry, type BoxSize } from '../geometry.ts';

/**
 * The board state the generator's own solver works on: each cell's candidates as a bit mask (digit d
 * is bit d-1; a placed cell keeps just its digit's bit) and the placed digits. `assign` writes a digit
 * and strikes it from the peers; `propagate` applies naked and hidden singles until none is left.
 * Both report a contradiction (a cell or a unit with no place left for some digit) by returning false.
 */
export interface Workspace {
  readonly n: BoxSize;
  readonly size: number;
  readonly cellCount: number;
  readonly full: number;
  /** peers of cell c: peerList[c * peerCount .. (c + 1) * peerCount). */
  readonly peerList: Int32Array;
  readonly peerCount: number;
  /** units as one array: unitCells[u * size .. (u + 1) * size). */
  readonly unitCells: Int32Array;
  readonly unitCount: number;
  /** Cells that became naked singles and wait to be assigned. */
  readonly queue: Int32Array;
}

const workspaces = new Map<BoxSize, Workspace>();

export function workspace(n: BoxSize): Workspace {
  let w = workspaces.get(n);
  if (!w) {
    const g = geometry(n);
    const peerCount = g.peers[0].length;
    const peerList = new Int32Array(g.cellCount * peerCount);
    g.peers.forEach((p, c) => peerList.set(p, c * peerCount));
    const unitCells = new Int32Array(g.units.length * g.size);
    g.units.forEach((u, i) => unitCells.set(u, i * g.size));
    w = {
      n,
      size: g.size,
      cellCount: g.cellCount,
      full: (1 << g.size) - 1,
      peerList,
      peerCount,
      unitCells,
      unitCount: g.units.length,
      queue: new Int32Array(g.cellCount + 1),
    };
    workspaces.set(n, w);
  }
  return w;
}

/**
 * Writes `digit` into `cell` and removes it from every peer's candidates; peers left with one
 * candidate go on the queue (from index `tail`). Returns the new tail, or -1 on a contradiction.
 */
export function assign(
  w: Workspace,
  masks: Uint16Array,
  cells: Uint8Array,
  cell: number,
  digit: number,
  tail: number,
): number {
  const bit = 1 << (digit - 1);
  if ((masks[cell] & bit) === 0) return -1;
  cells[cell] = digit;
  masks[cell] = bit;
  const peers = w.peerList,
    queue = w.queue,
    pop = popcount16;
  const end = (cell + 1) * w.peerCount;
  for (let i = cell * w.peerCount; i < end; i++) {
    const p = peers[i];
    const m = masks[p];
    if ((m & bit) === 0) continue;
    if (cells[p] !== 0) return -1;
    const left = m & ~bit;
    masks[p] = left;
    if (left === 0) return -1;
    if (pop[left] === 1) queue[tail++] = p;
  }
  return tail;
}

/**
 * Applies naked singles, then hidden singles, until neither finds a cell. False on a contradiction.
 * With `hiddenSingles` false only naked singles are applied (for rating how much logic a puzzle needs).
 */
export function propagate(
  w: Workspace,
  masks: Uint16Array,
  cells: Uint8Array,
  queued: number,
  hiddenSingles = true,
): boolean {
  const queue = w.queue,
    unitCells = w.unitCells,
    size = w.size,
    full = w.full,
    unitCount = w.unitCount;
  let tail = queued;
  for (;;) {
    for (let head = 0; head < tail; head++) {
      const c = queue[head];
      if (cells[c] !== 0) continue;
      tail = assign(w, masks, cells, c, 32 - Math.clz32(masks[c]), tail);
      if (tail < 0) return false;
    }
    tail = 0;
    if (!hiddenSingles) return true;
    // Hidden singles: a digit with exactly one possible cell in a unit. After one is written the scan
    // starts over, so that it never works from masks the assignment made stale.
    let found = false;
    for (let u = 0; u < unitCount && !found; u++) {
      let once = 0,
        twice = 0,
        placed = 0;
      const start = u * size,
        end = start + size;
      for (let i = start; i < end; i++) {
        const c = unitCells[i],
          m = masks[c];
        if (cells[c] !== 0) placed |= m;
        twice |= once & m;
        once |= m;
      }
      if (once !== full) return false;
      let hidden = once & ~twice & ~placed;
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        let cell = -1;
        for (let i = start; i < end; i++) {
          const c = unitCells[i];
          if (cells[c] === 0 && (masks[c] & bit) !== 0) {
            cell = c;
            break;
          }
        }
        // The digit's only cell was just given another digit: no place is left for it.
        if (cell < 0) return false;
        tail = assign(w, masks, cells, cell, 32 - Math.clz32(bit), tail);
        if (tail < 0) return false;
        found = true;
      }
    }
    if (!found) return true;
  }
}

/**
 * Starts a state from a puzzle's givens: every cell's candidates, then each given assigned. The queue
 * holds the naked singles found so far (its length is returned), or -1 when the givens clash.
 */
export function loadGivens(w: Workspace, givens: ArrayLike<number>, masks: Uint16Array, cells: Uint8Array): number {
  masks.fill(w.full);
  cells.fill(0);
  let tail = 0;
  for (let c = 0; c < w.cellCount; c++) {
    const d = givens[c];
    if (d === 0) continue;
    tail = assign(w, masks, cells, c, d, tail);
    if (tail < 0) return -1;
  }
  return tail;
}
