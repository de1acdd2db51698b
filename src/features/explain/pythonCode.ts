import { type SolverEvent, UNIT_BOX, UNIT_COL, UNIT_ROW, type UnitKind } from '../../core/index.ts';
import { eventKey } from './pseudocode.ts';

/** The Python view of a built-in: the "your solver" template itself, its yield lines found by reading the code. */
export interface PythonLine {
  /** The line's number in the file, 1-based: what the harness and an editor call it. */
  number: number;
  code: string;
  /** Leading spaces (four a level). */
  indent: number;
}

export interface PythonCode {
  source: string;
  /** The lines shown: the file without its opening comment. */
  lines: readonly PythonLine[];
  /** Event key (pseudocode.ts's `eventKey`) → index in `lines` of the line that yields it. */
  yields: Readonly<Record<string, number>>;
  /** Index in `lines` of the line that decided a check: `fits` for a digit that fits, `clashIn[unit]` for a clash. */
  verdicts: { fits?: number; clashIn: Readonly<Partial<Record<UnitKind, number>>> };
}

/** The event keys each helper call yields: `check(...)` both verdicts, `select(...)` with or without candidates. */
const HELPER_KEYS: Record<string, readonly string[]> = {
  check: ['check-ok', 'check-fail'],
  place: ['place'],
  backtrack: ['backtrack'],
  select: ['select', 'select-none'],
  solution: ['solution'],
  eliminate: ['eliminate', 'wipeout'],
};

export function pythonCode(source: string): PythonCode {
  const all = source.split('\n').map((text, i) => ({
    number: i + 1,
    code: text.trim(),
    indent: text.length - text.trimStart().length,
  }));
  while (all.length > 0 && all.at(-1)!.code === '') all.pop();
  // The file's opening comment is for the editor's reader; the panel has the algorithm's title.
  let first = 0;
  while (first < all.length && (all[first].code.startsWith('#') || all[first].code === '')) first++;
  const lines = all.slice(first);
  const yields: Record<string, number> = {};
  lines.forEach((line, i) => {
    const call = /^yield (\w+)\(/.exec(line.code);
    for (const key of (call && HELPER_KEYS[call[1]]) ?? []) {
      if (key in yields) throw new Error(`two lines yield ${key}: ${yields[key] + 1} and ${i + 1} of the shown code`);
      yields[key] = i;
    }
  });
  return { source, lines, yields, verdicts: verdictLines(lines) };
}

/**
 * In the tutorials' `is_valid`, the first `return False` answers for the row and the column (one loop
 * scans both) and the second for the box; `return True` for a digit that fits. The built-ins name the
 * row's clash first, then the column's, then the box's, so the unit of a failed check says which
 * return made the verdict.
 */
function verdictLines(lines: readonly PythonLine[]): PythonCode['verdicts'] {
  const start = lines.findIndex((l) => /^def is_valid\(/.test(l.code));
  if (start < 0) return { clashIn: {} };
  let end = lines.findIndex((l, i) => i > start && l.indent === 0 && l.code !== '');
  if (end < 0) end = lines.length;
  const returns = (value: string) =>
    lines
      .slice(start, end)
      .map((l, i) => (l.code === `return ${value}` ? start + i : -1))
      .filter((i) => i >= 0);
  const [lineAndColumn, box] = returns('False');
  const [fits] = returns('True');
  return { fits, clashIn: { [UNIT_ROW]: lineAndColumn, [UNIT_COL]: lineAndColumn, [UNIT_BOX]: box } };
}

/** The lines the event lights, the yield first; empty for no event or one this code never yields. */
export function pythonLinesFor(code: PythonCode, e: SolverEvent | null): number[] {
  if (!e) return [];
  const at = code.yields[eventKey(e)];
  if (at === undefined) return [];
  if (e.type !== 'check') return [at];
  const verdict = e.ok ? code.verdicts.fits : code.verdicts.clashIn[e.unit];
  return verdict === undefined ? [at] : [at, verdict];
}
