import type { UserSolverRun } from './userSolverRun.ts';
import { formatCount } from '../../app/format.ts';
import { m } from '../../app/i18n/messages.ts';
import type { LineMark } from './codeEditor.ts';
import { illegalText } from './illegalText.ts';

/** How many illegal events the editor lists and marks (a go-on run may flag thousands). */
export const SHOWN_ILLEGAL = 20;

/** The lines to mark in the editor after a run. */
export function solverMarks(run: Pick<UserSolverRun, 'illegal' | 'solverError'> | null): LineMark[] {
  if (!run) return [];
  const marks: LineMark[] = [];
  const e = run.solverError;
  if (e?.line !== undefined) marks.push({ line: e.line, message: e.message, severity: 'error' });
  for (const x of run.illegal.slice(0, SHOWN_ILLEGAL)) {
    if (x.line !== undefined)
      marks.push({
        line: x.line,
        message: m.solver_mark_illegal({ n: formatCount(x.index + 1), message: illegalText(x) }),
        severity: 'error',
      });
  }
  return marks;
}

/** The line to scroll to when a run ends: the error's, else the first illegal event's. */
export function problemLine(run: Pick<UserSolverRun, 'illegal' | 'solverError'> | null): number | null {
  return run?.solverError?.line ?? run?.illegal[0]?.line ?? null;
}

/** Where an illegal event stands on the timeline: none is recorded, so the k-th comes after `index - k` events. */
export function illegalAt(run: Pick<UserSolverRun, 'illegal'>, cursor: number): number {
  const list = run.illegal;
  for (let k = 0; k < list.length; k++) {
    const at = list[k].index - k;
    if (at === cursor) return k;
    if (at > cursor) break;
  }
  return -1;
}
