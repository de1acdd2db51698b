import type { SolverLanguage } from '../../run/clients/runSource.ts';
import type { UserSolverSpec } from './userSolverRun.ts';
import type { UserCodeLink } from './userCodeLink.ts';
import { m } from '../../app/i18n/messages.ts';
import { partImport } from '../../app/partImport.ts';
import {
  type LinkCode,
  loadLinkCode,
  loadSolverDraft,
  loadSolverLanguage,
  saveLinkCode,
  saveSolverDraft,
  saveSolverLanguage,
} from './solverDraft.ts';

/** The link follows the code this long after the last keystroke. */
const LINK_DELAY_MS = 250;

/** What runs a learner's solver on a board: SolverBoards, or a test's stand-in. */
export interface UserSolverRunner<R = unknown> {
  runUserSolver(side: number, spec: UserSolverSpec): R;
  cancelUserSolver(side: number): void;
}

/** The "Your solver…" state of the page; a link's code is shown, never run: only the Run button calls `start()`. */
export class UserSolverState {
  /** The board whose picker chose "Your solver…". */
  side = $state<number | null>(null);
  /** The editor can be hidden while the board keeps the learner's run. */
  open = $state(false);
  language = $state<SolverLanguage>('python');
  code = $state('');
  /** At most this many events a run; undefined: the runner's default. */
  maxEvents = $state<number | undefined>(undefined);
  goOn = $state(false);
  /** Said once above the editor: where the code came from, or why a link's code was not read. */
  note = $state.raw<(() => string) | null>(null);
  /** A link's code in a slot of its own, so the learner's draft stays until the learner keeps the link's code. */
  private link = $state.raw<LinkCode | null>(null);

  /** The code's link fields while a board is the learner's; null otherwise or when too long (`linkTooLong`). */
  linkParams = $state<string | null>(null);
  linkTooLong = $state(false);
  private linkTimer: ReturnType<typeof setTimeout> | undefined;
  private linkVersion = 0;
  /** The code `linkParams` holds, to tell when it no longer is the editor's. */
  private linked: string | null = null;

  constructor() {
    this.link = loadLinkCode();
    this.language = loadSolverLanguage();
    this.code = this.draftOf(this.language);
  }

  /** The editor shows a link's code, not the learner's draft. */
  get onLink(): boolean {
    return this.link?.showing === true && this.link.language === this.language;
  }

  /** Packs the code for the link a moment after the last change (compression is async). */
  private refreshLink(): void {
    clearTimeout(this.linkTimer);
    const version = ++this.linkVersion;
    const link =
      this.side === null || this.code === '' ? null : { side: this.side, language: this.language, code: this.code };
    const key = link && JSON.stringify(link);
    // Stale code leaves the address at once: a reload before the new packing would read it as a link's code.
    if (key !== this.linked) {
      this.linkParams = null;
      this.linked = null;
      this.linkTooLong = false;
    }
    if (!link) return;
    this.linkTimer = setTimeout(async () => {
      const { userCodeParams } = await partImport(() => import('./userCodePack.ts'))();
      const params = await userCodeParams(link);
      if (version !== this.linkVersion) return;
      this.linkParams = params;
      this.linked = params === null ? null : key;
      this.linkTooLong = params === null;
    }, LINK_DELAY_MS);
  }

  /** The editor's code for `language`: the link's while shown, else the draft, or '' on a first visit. */
  private draftOf(language: SolverLanguage): string {
    if (this.link?.showing && this.link.language === language) return this.link.code;
    return loadSolverDraft(language) ?? '';
  }

  choose(side: number): void {
    this.side = side;
    this.open = true;
    this.refreshLink();
  }

  /** The picker chose a built-in again: the board is no longer the learner's; the draft stays. */
  release(side: number): void {
    if (this.side !== side) return;
    this.side = null;
    this.open = false;
    this.refreshLink();
  }

  /** Edits, kept at once: in the link's slot while its code is shown, else the draft. */
  edit(code: string): void {
    this.code = code;
    if (this.onLink) this.setLink({ ...this.link!, code });
    else saveSolverDraft(this.language, code);
    this.refreshLink();
  }

  setLanguage(language: SolverLanguage): void {
    if (language === this.language) return;
    this.language = language;
    saveSolverLanguage(language);
    this.code = this.draftOf(language);
    this.refreshLink();
  }

  /** Code from a file or a template, kept as its language's draft. */
  load(language: SolverLanguage, code: string): void {
    if (language !== this.language) {
      this.language = language;
      saveSolverLanguage(language);
    }
    if (this.onLink) this.setLink({ ...this.link!, showing: false });
    this.edit(code);
  }

  /** A link's code: shown on its board, not run, in its own slot; the learner's own draft (a reload) stays a draft. */
  fromLink(link: UserCodeLink): void {
    const linkShown = this.link?.showing === true && this.link.language === link.language;
    if (link.code === loadSolverDraft(link.language) && !linkShown) {
      this.setLanguage(link.language);
      this.choose(link.side);
      return;
    }
    this.setLink({ language: link.language, code: link.code, showing: true });
    this.language = link.language;
    this.code = link.code;
    this.side = link.side;
    this.open = true;
    this.note = m.solver_note_link;
    this.refreshLink();
  }

  /** The link's code stays in its slot. */
  backToDraft(): void {
    if (!this.onLink) return;
    this.setLink({ ...this.link!, showing: false });
    this.note = null;
    this.code = this.draftOf(this.language);
    this.refreshLink();
  }

  keepLinkCode(): void {
    if (!this.onLink) return;
    const code = this.code;
    this.setLink(null);
    this.note = null;
    saveSolverDraft(this.language, code);
  }

  private setLink(link: LinkCode | null): void {
    this.link = link;
    saveLinkCode(link);
  }

  /** Starts the code on the learner's board: the Run button's only. */
  start<R>(runner: UserSolverRunner<R>): R | null {
    if (this.side === null) return null;
    this.note = null;
    return runner.runUserSolver(this.side, {
      language: this.language,
      code: this.code,
      ...(this.maxEvents === undefined ? {} : { maxEvents: this.maxEvents }),
      goOn: this.goOn,
    });
  }

  cancel(runner: UserSolverRunner): void {
    if (this.side !== null) runner.cancelUserSolver(this.side);
  }
}
