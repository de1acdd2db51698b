import type { SolverLanguage } from '../../player/clients/userSolverRun.ts';

/**
 * The learner's code, one draft per language, kept while the editor is closed and across reloads
 * (as the paste box keeps its text: pasteDraft.ts), so nothing typed is lost. localStorage when the
 * browser allows it, and in memory for this page anyway. The language last used is kept too.
 */
const KEY = 'stepdoku.userSolver';
const inMemory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? inMemory.get(key) ?? null;
  } catch {
    return inMemory.get(key) ?? null;
  }
}

function write(key: string, value: string): void {
  inMemory.set(key, value);
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage refused (quota, privacy settings): the draft stays kept in memory for this page.
  }
}

/** The draft in `language`, or null when none was ever written. */
export function loadSolverDraft(language: SolverLanguage): string | null {
  return read(`${KEY}.${language}`);
}

export function saveSolverDraft(language: SolverLanguage, code: string): void {
  write(`${KEY}.${language}`, code);
}

export function loadSolverLanguage(): SolverLanguage {
  return read(`${KEY}.language`) === 'javascript' ? 'javascript' : 'python';
}

export function saveSolverLanguage(language: SolverLanguage): void {
  write(`${KEY}.language`, language);
}
