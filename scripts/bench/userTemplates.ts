import { readFileSync } from 'node:fs';
import { solveBatches, type Grid } from '../../src/core/index.ts';

/** A learner's-solver template as the app ships it (src/features/solver/api/templates). */
export const templateSource = (file: string): string =>
  readFileSync(new URL(`../../src/features/solver/api/templates/${file}`, import.meta.url), 'utf8');

/** Compares packed batches with a built-in solver's stream as they come; `difference` is -1 while equal. */
export class StreamComparison {
  private readonly expected: Uint32Array;
  private at = 0;
  difference = -1;

  constructor(grid: Grid, algo: 'naive' | 'mrv' | 'fc') {
    const parts: number[] = [];
    for (const b of solveBatches(grid, algo)) for (const w of b) parts.push(w);
    this.expected = Uint32Array.from(parts);
  }

  add = (batch: Uint32Array): void => {
    for (let i = 0; i < batch.length && this.difference < 0; i++)
      if (batch[i] !== this.expected[this.at + i]) this.difference = this.at + i;
    this.at += batch.length;
  };

  /** -1 when every event matched and none is missing, else the first index that differs. */
  result(): number {
    if (this.difference < 0 && this.at !== this.expected.length) return Math.min(this.at, this.expected.length);
    return this.difference;
  }
}

/**
 * The naive template with its validity scan run twice per check (the second result thrown away):
 * the same events, so the difference in time from the template is what the scan costs (#12: what
 * limits the template's speed).
 */
export function scanTwice(file: 'naive.js' | 'naive.py'): string {
  const source = templateSource(file);
  const [call, twice] =
    file === 'naive.js'
      ? ['const ok = isValid(board, row, col, digit, box);', 'scanSink ^= +isValid(board, row, col, digit, box);']
      : ['ok = is_valid(board, row, col, digit, box)', 'is_valid(board, row, col, digit, box)'];
  if (!source.includes(call)) throw new Error(`${file} no longer has ${call}`);
  const indent = file === 'naive.js' ? '    ' : '        ';
  const doubled = source.replace(call, `${call}\n${indent}${twice}`);
  return file === 'naive.js' ? `let scanSink = 0;\n${doubled}` : doubled;
}
