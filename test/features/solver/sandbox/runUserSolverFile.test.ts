import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zeroCounts } from '../../../../src/core/index.ts';
import { runUserSolverFile, userRunProblem } from '../../../../src/features/solver/sandbox/runUserSolverFile.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';
import { pe96 } from '../../../helpers/puzzleSets.ts';

const TEMPLATES = 'src/features/solver/api/templates';
const FIXTURES = 'test/fixtures/usersolver';

describe('runUserSolverFile (what the CLI calls for --algo ./my_solver.js)', () => {
  it('runs a .js file and counts as the built-in does', async () => {
    const result = await runUserSolverFile(`${TEMPLATES}/mrv.js`, pe96()[0].grid);
    expect(result).toMatchObject({ status: 'solved', counts: { placements: 49, solutions: 1 } });
    expect(userRunProblem('mrv.js', result)).toBeNull();
  });

  it('runs a .js file saved as UTF-16 (Windows Notepad, PowerShell 5) as the same code', async () => {
    const text = '\ufeff' + readFileSync(`${TEMPLATES}/mrv.js`, 'utf8');
    const path = join(mkdtempSync(join(tmpdir(), 'stepdoku-utf16-')), 'mrv.js');
    writeFileSync(path, Buffer.from(text, 'utf16le'));
    const result = await runUserSolverFile(path, pe96()[0].grid);
    expect(result).toMatchObject({ status: 'solved', counts: { placements: 49, solutions: 1 } });
  });

  it('hands every batch of packed events to onBatch', async () => {
    let events = 0;
    const result = await runUserSolverFile(`${TEMPLATES}/naive.js`, pe96()[0].grid, {
      batchSize: 100,
      onBatch: (b) => (events += b.length),
    });
    expect(events).toBe(result.yielded);
  });

  it('reports an illegal event as FILE:LINE: why', async () => {
    const result = await runUserSolverFile(`${FIXTURES}/forgets_box.js`, gridFromLine('1...........2...'));
    expect(userRunProblem('forgets_box.js', result)).toBe(
      'forgets_box.js:8: event 17 is illegal: check(1, 1, 1) said 1 fits, but its box already has 1, at (0, 0).',
    );
  });

  it('reports an exception and a syntax error as FILE:LINE: message', () => {
    const failed = (kind: 'syntax' | 'exception', line?: number) => ({
      status: 'error' as const,
      counts: zeroCounts(),
      yielded: 0,
      illegal: [],
      illegalCount: 0,
      error: { kind, message: 'NameError: name "bord" is not defined', line },
    });
    expect(userRunProblem('s.py', failed('exception', 30))).toBe('s.py:30: NameError: name "bord" is not defined');
    expect(userRunProblem('s.py', failed('syntax'))).toBe('s.py: NameError: name "bord" is not defined');
  });

  it('refuses a file that is neither .py nor .js, saying why', async () => {
    await expect(runUserSolverFile('solver.rb', gridFromLine('1...........2...'))).rejects.toThrow(
      'solver.rb: a solver file ends in .py (Python) or .js (JavaScript), not ".rb"',
    );
  });
});
