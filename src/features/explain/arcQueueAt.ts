import { type BoxSize, geometry, type Geometry } from '../../core/index.ts';
import * as P from '../../core/pack.ts';

/** The arc (cell, peer): revising it keeps in `cell` only values that differ from some value of `peer`. */
export interface Arc {
  cell: number;
  peer: number;
}

/** MAC's AC-3 at a cursor: the queue head first, the arc just revised, what it removed and what it queued. */
export interface ArcQueueView {
  waiting: Arc[];
  revising: Arc | null;
  removed: { cell: number; digit: number; wipeout: boolean } | null;
  added: Arc[];
}

const isRevise = (w: number): boolean => P.isExt(w) && P.extKindOf(w) === P.EXT_REVISE;

/**
 * Rebuilds the queue from the events since the last `place` and the board at the cursor (AC-3 writes no digit, so the
 * empty cells are the same all through it); null when no AC-3 is running or its start is not at hand.
 */
export function arcQueueAt(
  n: BoxSize,
  cells: Uint8Array,
  wordAt: (i: number) => number | undefined,
  cursor: number,
  lookback = 1 << 20,
): ArcQueueView | null {
  let start = cursor - 1;
  for (; start >= 0 && cursor - start <= lookback; start--) {
    const w = wordAt(start);
    if (w === undefined) return null;
    const k = P.kindOf(w);
    if (k === P.K_PLACE) break;
    if (!isRevise(w) && k !== P.K_ELIMINATE) return null;
  }
  if (start < 0 || cursor - start > lookback) return null;
  const g = geometry(n);
  const q = new Replay(g, cells);
  q.queueInto(P.cellOf(wordAt(start)!), -1);
  let revising: Arc | null = null;
  let removed: ArcQueueView['removed'] = null;
  let added: Arc[] = [];
  for (let i = start + 1; i < cursor; i++) {
    const w = wordAt(i)!;
    if (isRevise(w)) {
      revising = q.pop();
      [removed, added] = [null, []];
    } else {
      const wipeout = (w & P.WIPEOUT_BIT) !== 0;
      removed = { cell: P.cellOf(w), digit: P.digitOf(w), wipeout };
      added = wipeout ? q.clear() : q.queueInto(removed.cell, revising?.peer ?? -1);
    }
  }
  return { waiting: q.waiting(), revising, removed, added };
}

/** AC-3's queue as the search keeps it: first in, first out, an arc waiting at most once. */
class Replay {
  private arcs: Arc[] = [];
  private head = 0;
  private readonly keys = new Set<number>();
  constructor(
    private readonly g: Geometry,
    private readonly cells: Uint8Array,
  ) {}

  /** Queues the arcs (peer, cell) of every empty peer but `except`, in peer order; returns those not yet waiting. */
  queueInto(cell: number, except: number): Arc[] {
    const added: Arc[] = [];
    for (const p of this.g.peers[cell]) {
      const key = p * 256 + cell;
      if (this.cells[p] !== 0 || p === except || this.keys.has(key)) continue;
      this.keys.add(key);
      const arc = { cell: p, peer: cell };
      this.arcs.push(arc);
      added.push(arc);
    }
    return added;
  }

  pop(): Arc | null {
    const arc = this.arcs[this.head++] ?? null;
    if (arc) this.keys.delete(arc.cell * 256 + arc.peer);
    return arc;
  }

  /** A wipe-out drops the rest of the queue; nothing is added. */
  clear(): Arc[] {
    this.head = this.arcs.length;
    this.keys.clear();
    return [];
  }

  waiting(): Arc[] {
    return this.arcs.slice(this.head);
  }
}
