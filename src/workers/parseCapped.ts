import { type ParsedPuzzle, type ParseIssue, PuzzleReader, type ReadEntry } from '../core/parse.ts';
import { splitLines } from '../core/parseLines.ts';
import { MAX_SHOWN_ISSUES } from '../core/parseIssue.ts';
import { type PackedPuzzles, packPuzzles } from './parseMessages.ts';

/** Every puzzle of `text`, packed, with its first problems and the count of the rest. */
export function parseCapped(text: string): PackedPuzzles {
  const reader = new PuzzleReader();
  const puzzles: ParsedPuzzle[] = [];
  const errors: ParseIssue[] = [];
  let issues = 0;
  const take = (entries: ReadEntry[]) => {
    for (const e of entries) {
      if (e.puzzle) puzzles.push(e.puzzle);
      for (const issue of e.issues) if (++issues <= MAX_SHOWN_ISSUES) errors.push(issue);
    }
  };
  for (const line of splitLines(text)) take(reader.push(line));
  take(reader.end());
  if (reader.puzzles === 0) errors.push({ puzzle: 1, line: 1, column: 1, why: { code: 'no-puzzle' } });
  return packPuzzles(puzzles, errors, issues - Math.min(issues, MAX_SHOWN_ISSUES));
}
