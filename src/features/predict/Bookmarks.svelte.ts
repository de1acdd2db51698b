import { type Bookmark, cleanBookmarkName, type LoopRange, MAX_BOOKMARKS } from './predictParams.ts';
import { m } from '../../app/i18n/messages.ts';

/** Named moments and an A–B range to loop, kept in the link; positions are the boards' shared event position. */
export class Bookmarks {
  list = $state.raw<Bookmark[]>([]);
  /** The A–B range; `to` undefined while only A is set. */
  range = $state.raw<{ from: number; to?: number; speed?: number } | null>(null);
  /** Looping the range now (the link's range starts off: the teacher presses Loop). */
  looping = $state(false);

  constructor(initial: { bookmarks?: Bookmark[]; loop?: LoopRange } = {}) {
    this.list = initial.bookmarks ?? [];
    this.range = initial.loop ?? null;
  }

  /** The range when both ends are set, for the link and the loop. */
  get loop(): LoopRange | null {
    const r = this.range;
    return r && r.to !== undefined ? { from: r.from, to: r.to, speed: r.speed } : null;
  }

  /** Marks `at` once, named in the page's language as the link will keep it; returns its index, or -1 when full. */
  add(at: number, name = this.defaultName()): number {
    const same = this.list.findIndex((b) => b.at === at);
    if (same >= 0) return same;
    if (this.list.length >= MAX_BOOKMARKS) return -1;
    const list = [...this.list, { at, name: cleanBookmarkName(name) || this.defaultName() }];
    list.sort((a, b) => a.at - b.at);
    this.list = list;
    return list.findIndex((b) => b.at === at);
  }

  private defaultName(): string {
    return m.bookmark_default_name({ n: this.list.length + 1 });
  }

  rename(i: number, name: string): void {
    const clean = cleanBookmarkName(name);
    if (!clean || !this.list[i]) return;
    this.list = this.list.map((b, j) => (j === i ? { ...b, name: clean } : b));
  }

  remove(i: number): void {
    this.list = this.list.filter((_, j) => j !== i);
  }

  next(position: number): number | null {
    return this.list.find((b) => b.at > position)?.at ?? null;
  }

  previous(position: number): number | null {
    let at: number | null = null;
    for (const b of this.list) if (b.at < position) at = b.at;
    return at;
  }

  /** A at `position` (B kept when it is still after A). */
  setA(position: number): void {
    const to = this.range?.to;
    this.range = { from: position, to: to !== undefined && to > position ? to : undefined, speed: this.range?.speed };
  }

  /** B at `position`, after A (A at the start when it was not set). */
  setB(position: number): void {
    const from = this.range?.from ?? 0;
    if (position <= from) return;
    this.range = { from, to: position, speed: this.range?.speed };
  }

  setLoopSpeed(speed: number | undefined): void {
    if (this.range) this.range = { ...this.range, speed };
  }

  clearRange(): void {
    this.range = null;
    this.looping = false;
  }
}
