import type { SolverLanguage } from '../../player/clients/userSolverRun.ts';

/**
 * The learner's code, one draft per language, kept while the editor is closed and across reloads
 * (as the paste box keeps its text: pasteDraft.ts), so nothing typed is lost. localStorage when the
 * browser allows it, and in memory for this page anyway. The language last used is kept too.
 */
const KEY = 'stepdoku.userSolver';
const inMemory = new Map<string, string>();
/** Keys storage refused to take (a full quota): memory has the newer text. */
const unstored = new Set<string>();

function read(key: string): string | null {
  try {
    const storage = globalThis.localStorage;
    // Storage that answers is the truth (a draft cleared there is gone); memory stands in only without it.
    if (storage && !unstored.has(key)) return storage.getItem(key);
  } catch {
    // Storage refused (privacy settings): memory below.
  }
  return inMemory.get(key) ?? null;
}

function write(key: string, value: string): void {
  inMemory.set(key, value);
  try {
    globalThis.localStorage?.setItem(key, value);
    unstored.delete(key);
  } catch {
    unstored.add(key);
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
