import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { Counts } from '../../../src/core/index.ts';
import type { Illegal } from '../../../src/features/solver/api/illegal.ts';
import type { SolverError } from '../../../src/features/solver/api/userRun.ts';
import type { UserSolverPhase, UserSolverSpec } from '../../../src/features/solver/userSolverRun.ts';
import type { RunError } from '../../../src/run/clients/runSource.ts';
import type { SolverBoards } from '../../../src/features/solver/solverBoards.svelte.ts';
import type { Session } from '../../../src/app/session/Session.svelte.ts';

/** A template's source (src/features/solver/api/templates/). */
export const templateSource = (name: string): string =>
  readFileSync(resolve(import.meta.dirname, '../../../src/features/solver/api/templates', name), 'utf8');

/** The 1-based line of the first line of `source` holding `text`. */
export const lineOf = (source: string, text: string): number =>
  source.split('\n').findIndex((l) => l.includes(text)) + 1;

/** What a test reads of a learner's run in the page. */
export interface UserRunState {
  phase: UserSolverPhase;
  total: number;
  cursor: number;
  counts: Counts | null;
  illegal: Illegal[];
  solverError: SolverError | null;
  error: RunError | null;
  /** The line of the event the board shows (the one before the cursor). */
  line: number | undefined;
  sandboxFrames: number;
}

/** Starts a learner's run on board `side` through the page's SolverBoards (App exposes it as `stepdokuSolver`). */
export async function runUserSolver(page: Page, side: number, spec: UserSolverSpec): Promise<void> {
  await page.waitForFunction(() => 'stepdokuSolver' in globalThis);
  await page.evaluate(
    ([side, spec]) =>
      (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.runUserSolver(side, spec),
    [side, spec] as const,
  );
}

/** Stops board `side`'s learner's run where it is, as Cancel does. */
export function cancelUserSolver(page: Page, side: number): Promise<void> {
  return page.evaluate(
    (side) => (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.cancelUserSolver(side),
    side,
  );
}

export function userRunState(page: Page, side: number): Promise<UserRunState> {
  return page.evaluate((side) => {
    const run = (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.runs[side];
    if (!run) throw new Error(`board ${side} runs no learner's solver`);
    const tl = run.timeline;
    return {
      phase: run.phase,
      total: tl.total,
      cursor: tl.cursor,
      counts: tl.result?.counts ?? null,
      illegal: [...run.illegal],
      solverError: run.solverError,
      error: run.error,
      line: tl.cursor > 0 ? run.lineAt(tl.cursor - 1) : undefined,
      sandboxFrames: document.querySelectorAll('iframe[data-sandbox]').length,
    };
  }, side);
}

/** Waits until board `side`'s learner's run has ended, and returns its state. */
export async function waitUserRunEnded(page: Page, side: number, timeout = 60_000): Promise<UserRunState> {
  await page.waitForFunction(
    (side) =>
      (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.runs[side]?.phase.kind === 'ended',
    side,
    { timeout, polling: 50 },
  );
  return userRunState(page, side);
}

/** Waits until board `side`'s learner's code is running (for Python: Pyodide has loaded). */
export async function waitUserRunRunning(page: Page, side: number, timeout = 120_000): Promise<void> {
  await page.waitForFunction(
    (side) =>
      (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.runs[side]?.phase.kind === 'running',
    side,
    { timeout, polling: 50 },
  );
}

/** Calls a Session command in the page. */
export function sessionCall<K extends keyof Session>(
  page: Page,
  name: K,
  ...args: Session[K] extends (...a: infer A) => unknown ? A : never
): Promise<void> {
  return page.evaluate(
    ([name, args]) => {
      const s = (globalThis as unknown as { stepdokuSession: Record<string, (...a: unknown[]) => unknown> })
        .stepdokuSession;
      s[name](...args);
    },
    [name as string, args as unknown[]] as const,
  );
}

/**
 * Presses the solver panel's Run (`label` in the page's language) and waits for that run to end; its
 * status. The last run's "ended" stays on the panel until the new run starts, so the wait is for a new
 * run id as well as for the end.
 */
export async function pressRun(page: Page, label = 'Run'): Promise<string> {
  const panel = page.locator('.solver-panel');
  const before = Number(await panel.getAttribute('data-run'));
  await panel.getByRole('button', { name: label, exact: true }).click();
  await page.waitForFunction(
    (before) => {
      const el = document.querySelector<HTMLElement>('.solver-panel');
      return Number(el?.dataset.run) !== before && el?.dataset.phase === 'ended';
    },
    before,
    { timeout: 100_000, polling: 100 },
  );
  return (await panel.getAttribute('data-status')) ?? '';
}
