/**
 * Recursion without nested resumes: a `yield*` in a generator the driver resumed hands the child to the driver's own
 * stack, so an event costs O(1) at any depth, and the child's return value or exception comes back at the `yield*`.
 * The driver sets slot 1 of the shared cell before each resume; a generator the learner drives by hand finds 0 and
 * keeps the native `yield*`.
 */

/** A `yield*` handed to the driver: the child to run, and then how it ended. */
export class Delegation {
  /** The child's iterator, until the driver has taken it. */
  iterator: Iterator<unknown> | null;
  value: unknown = undefined;
  failed = false;
  error: unknown = undefined;
  /** Past MAX_DEPTH `hop` throws, so that its stack names the `yield*`'s line. */
  tooDeep = false;
  constructor(
    iterator: Iterator<unknown>,
    /** The line for values from an iterator that is not a tagged generator. */
    readonly line: number,
  ) {
    this.iterator = iterator;
  }
}

/** Deeper than this, a `yield*` throws a RangeError at its line, as a runaway recursion does natively. */
const MAX_DEPTH = 100_000;

/** Slot 1 of the shared cell: set by the driver, taken by the generator it resumed. */
export const DIRECT = 1;

// Every generator object of this realm inherits from it: a prototype walk, not a toString per delegation.
const GENERATOR_PROTOTYPE = Object.getPrototypeOf(function* () {}).prototype as object;
const isGenerator = (it: object): boolean => Object.prototype.isPrototypeOf.call(GENERATOR_PROTOTYPE, it);

function iteratorOf(iterable: unknown): Iterator<unknown> {
  const make = (iterable as { [Symbol.iterator]?: unknown } | null | undefined)?.[Symbol.iterator];
  if (typeof make !== 'function') {
    const shown = iterable === null || iterable === undefined ? String(iterable) : typeof iterable;
    throw new TypeError(`${shown} is not iterable: yield* needs a generator or an array`);
  }
  return make.call(iterable) as Iterator<unknown>;
}

/** The compiled code's `$from$`, bound to the cell it shares with the driver. */
export function delegator(cell: Int32Array): (direct: number, iterable: unknown, line: number) => unknown {
  function* hop(d: Delegation): Generator<Delegation, unknown, unknown> {
    yield d;
    cell[DIRECT] = 0;
    if (d.tooDeep) throw new RangeError('Maximum call stack size exceeded');
    if (d.failed) throw d.error;
    return d.value;
  }
  return (direct, iterable, line) => (direct ? hop(new Delegation(iteratorOf(iterable), line)) : iterable);
}

/** What GeneratorStack.next returns once the first generator has returned. */
export const FINISHED: unique symbol = Symbol('finished');

/**
 * The driver: the learner's generators as an explicit stack, the first at the bottom. `next()` resumes
 * the top one and returns what it yields, pushing on a Delegation, popping (into the parent) on a
 * return or an exception; it throws what the first generator throws.
 */
export class GeneratorStack {
  private readonly parents: Iterator<unknown>[] = [];
  private readonly delegations: Delegation[] = [];
  private readonly tagged: number[] = [];
  private readonly lines: number[] = [];
  private top: Iterator<unknown>;
  /** 1 when the top is one of the learner's generators, which takes the direct flag; 0 for an array and the like. */
  private topTagged = 1;
  private topLine = 0;
  private finished = false;

  constructor(
    root: Iterator<unknown>,
    /** The cell the compiled code shares: [0] the line of the last yield, [1] the direct flag. */
    private readonly cell: Int32Array,
  ) {
    this.top = root;
  }

  get depth(): number {
    return this.parents.length + 1;
  }

  next(): unknown {
    // The fast path, nearly every event: the top generator yields a number.
    const cell = this.cell;
    cell[0] = this.topLine;
    cell[DIRECT] = this.topTagged;
    let r: IteratorResult<unknown>;
    try {
      r = this.top.next();
    } catch (e) {
      return this.settle(e, true);
    }
    cell[DIRECT] = 0;
    if (!r.done && typeof r.value === 'number') return r.value;
    return this.settle(r, false);
  }

  /** Everything else: a Delegation, a return, an exception, and the resumes that follow them. */
  private settle(first: unknown, threw: boolean): unknown {
    const cell = this.cell;
    let outcome = first;
    for (;;) {
      if (threw) {
        const d = this.pop();
        if (d === null) throw outcome;
        d.failed = true;
        d.error = outcome;
      } else {
        const r = outcome as IteratorResult<unknown>;
        if (r.done) {
          const d = this.pop();
          if (d === null) return FINISHED;
          d.value = r.value;
        } else if (r.value instanceof Delegation) this.push(r.value);
        else return r.value;
      }
      cell[0] = this.topLine;
      cell[DIRECT] = this.topTagged;
      threw = false;
      try {
        outcome = this.top.next();
      } catch (e) {
        outcome = e;
        threw = true;
      }
      cell[DIRECT] = 0;
    }
  }

  private push(d: Delegation): void {
    const child = d.iterator!;
    d.iterator = null;
    if (this.parents.length + 1 >= MAX_DEPTH) {
      d.tooDeep = true;
      return;
    }
    this.parents.push(this.top);
    this.delegations.push(d);
    this.tagged.push(this.topTagged);
    this.lines.push(this.topLine);
    this.top = child;
    this.topTagged = isGenerator(child) ? 1 : 0;
    this.topLine = d.line;
  }

  /** Drops the top iterator; returns the Delegation that had pushed it, null for the first. */
  private pop(): Delegation | null {
    if (this.parents.length === 0) {
      this.finished = true;
      return null;
    }
    this.top = this.parents.pop()!;
    this.topTagged = this.tagged.pop()!;
    this.topLine = this.lines.pop()!;
    return this.delegations.pop()!;
  }

  /** Stops every generator on the stack, the innermost first (their `finally` blocks run). */
  close(): void {
    if (this.finished) return;
    this.finished = true;
    const all = [this.top, ...this.parents.reverse()];
    this.parents.length = this.delegations.length = this.tagged.length = this.lines.length = 0;
    for (const it of all) {
      try {
        it.return?.(undefined);
      } catch {
        // A solver whose `finally` throws has nothing more to tell us.
      }
    }
  }
}
