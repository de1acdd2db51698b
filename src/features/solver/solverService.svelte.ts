import { createContext } from 'svelte';
import type { AlgorithmId } from '../../core/index.ts';
import type { BoardSolvers, IllegalMark } from '../../app/context.ts';
import { formatCount } from '../../app/format.ts';
import { m } from '../../app/i18n/messages.ts';
import { partImport } from '../../app/partImport.ts';
import type { RunView } from '../../app/session/RunView.svelte.ts';
import type { Session } from '../../app/session/Session.svelte.ts';
import { hasUserCode, MAX_CODE_CHARS } from './userCodeLink.ts';
import { SolverBoards } from './solverBoards.svelte.ts';
import { UserSolverState } from './userSolverState.svelte.ts';

const LINK_PROBLEMS = {
  language: m.solver_link_problem_language,
  encoding: m.solver_link_problem_encoding,
  length: () => m.solver_link_problem_length({ max: formatCount(MAX_CODE_CHARS) }),
  unpack: m.solver_link_problem_unpack,
};
const importPanel = partImport(() => import('./UserSolverPanel.svelte'));
const importMarks = partImport(() => import('./boardMarks.ts'));

/**
 * "Your solver…" for the page: the learner's code and runs, and what the boards ask of them. The
 * editor (with CodeMirror) and the sandbox's code load the first time a picker chooses it; a link's
 * code runs nothing until the Run button.
 */
export class SolverService implements BoardSolvers {
  readonly state = new UserSolverState();
  readonly boards: SolverBoards;
  private panel: ReturnType<typeof importPanel> | null = null;
  /** Loaded when a board first has a learner's run: the run's own code needs the same chunk, so it is there by then. */
  private marks = $state.raw<Awaited<ReturnType<typeof importMarks>> | null>(null);
  private marksAsked = false;

  constructor(private readonly session: Session) {
    this.boards = new SolverBoards(session, () => (session.message = () => m.part_failed()));
  }

  /** Reads a learner's code from the link that opened the page (read before the address bar follows the session). */
  readLink(search: string): void {
    if (!hasUserCode(search)) return;
    void partImport(() => import('./userCodePack.ts'))().then(async ({ readUserCode }) => {
      const read = await readUserCode(search);
      if (!read) return;
      if ('problem' in read)
        this.session.message = () => m.solver_link_problem({ problem: LINK_PROBLEMS[read.problem]() });
      else this.state.fromLink({ ...read, side: Math.min(read.side, this.session.runs.length - 1) });
    });
  }

  /** The editor's component, loaded once; the sandbox's code is fetched alongside. */
  loadPanel(): ReturnType<typeof importPanel> {
    this.boards.prepare().catch(() => {}); // a failure is said when Run asks for it again
    this.loadMarks();
    return (this.panel ??= importPanel());
  }

  /** The board playing the learner's solver and its run, when there is one. */
  get board(): RunView | undefined {
    return this.state.side === null ? undefined : this.session.runs[this.state.side];
  }
  get run() {
    return this.state.side === null ? null : (this.boards.runs[this.state.side] ?? null);
  }

  isUser(side: number): boolean {
    return this.state.side === side;
  }

  waiting(side: number): boolean {
    return this.state.side === side && !this.boards.runs[side];
  }

  endStatus(side: number) {
    const u = this.boards.runs[side];
    return u ? (this.loadMarks()?.boardStatus(u.phase) ?? null) : null;
  }

  /** One learner's solver at a time (the editor holds one code): the other board gets its built-in back. */
  chooseUser(side: number): void {
    const other = this.state.side;
    if (other !== null && other !== side) this.chooseAlgorithm(other, this.session.algorithms[other]);
    this.state.choose(side);
  }

  chooseAlgorithm(side: number, algo: AlgorithmId): void {
    this.state.release(side);
    this.session.setAlgorithm(side, algo);
  }

  /** The learner's illegal event at this board's cursor, if any: drawn on its cell, its sentence as the caption. */
  illegal(side: number, run: RunView): IllegalMark | null {
    const u = this.boards.runs[side];
    if (this.state.side !== side || !u || run.client !== u) return null;
    void (run.total + Number(run.finished)); // the list grows as the run streams
    const marks = this.loadMarks();
    const k = marks ? marks.illegalAt(u, run.cursor) : -1;
    if (!marks || k < 0) return null;
    const x = u.illegal[k];
    return { cell: x.cell, text: marks.illegalCaption(x), event: marks.illegalEvent(x, this.session.puzzle.n ** 2) };
  }

  private loadMarks() {
    if (!this.marksAsked) {
      this.marksAsked = true;
      importMarks().then(
        (m) => (this.marks = m),
        () => (this.marksAsked = false),
      );
    }
    return this.marks;
  }

  destroy(): void {
    this.boards.destroy();
  }
}

export const [useSolver, provideSolver] = createContext<SolverService>();
