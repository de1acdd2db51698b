import type { SolverLanguage } from '../../run/clients/runSource.ts';

/** The learner's code, a draft per language, in localStorage when allowed and in memory anyway. */
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
    // Storage refused: memory below.
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
    // Storage refused: the draft stays in memory for this page.
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

/** A link's code, kept apart from the learner's drafts until the learner keeps it; `showing`: the editor shows it. */
export interface LinkCode {
  language: SolverLanguage;
  code: string;
  showing: boolean;
}

export function loadLinkCode(): LinkCode | null {
  const text = read(`${KEY}.link`);
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<LinkCode>;
    const language = v.language === 'javascript' || v.language === 'python' ? v.language : null;
    return language && typeof v.code === 'string' ? { language, code: v.code, showing: v.showing === true } : null;
  } catch {
    return null;
  }
}

/** Keeps the link's code in its own slot (null: none); a learner's draft is never written here. */
export function saveLinkCode(link: LinkCode | null): void {
  write(`${KEY}.link`, link ? JSON.stringify(link) : '');
}
