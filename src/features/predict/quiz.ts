import type { Question, Verdict } from './questions/index.ts';

/** One board's questions at the moment the player stands before, and the verdicts given so far. */
export interface Quiz {
  side: number;
  questions: Question[];
  verdicts: Verdict[];
}

export interface Score {
  asked: number;
  right: number;
  streak: number;
  best: number;
}

export const NO_SCORE: Score = { asked: 0, right: 0, streak: 0, best: 0 };

/** The quiz whose question waits for an answer, or null once the truth is shown or its board moved away. */
export function activeQuiz(
  quizzes: readonly Quiz[],
  revealed: boolean,
  cursorOf: (side: number) => number | undefined,
): Quiz | null {
  if (revealed) return null;
  const quiz = quizzes.find((q) => q.verdicts.length < q.questions.length) ?? null;
  return quiz && cursorOf(quiz.side) === quiz.questions[0].at ? quiz : null;
}

export function currentQuestion(quiz: Quiz | null): Question | null {
  return quiz ? quiz.questions[quiz.verdicts.length] : null;
}

/** The cell a question is about, where marking it gives nothing away; else -1. */
export function markedCell(q: Question | null): number {
  if (q?.kind === 'wipeout') return q.placed;
  return q && q.kind !== 'cell' && q.kind !== 'backTo' && q.kind !== 'constraint' ? q.cell : -1;
}

/** The quizzes with `verdict` added to `quiz`. */
export function withVerdict(quizzes: readonly Quiz[], quiz: Quiz, verdict: Verdict): Quiz[] {
  const updated = { ...quiz, verdicts: [...quiz.verdicts, verdict] };
  return quizzes.map((q) => (q === quiz ? updated : q));
}

export function allAnswered(quizzes: readonly Quiz[]): boolean {
  return quizzes.every((q) => q.verdicts.length === q.questions.length);
}

/** Where showing the truth of every question ends: just past the last event that answers one. */
export function truthEnd(quizzes: readonly Quiz[], earlier = 0): number {
  return Math.max(earlier, ...quizzes.flatMap((q) => q.questions.map((x) => x.shownAt + 1)));
}

export function scored(score: Score, right: boolean): Score {
  const streak = right ? score.streak + 1 : 0;
  return {
    asked: score.asked + 1,
    right: score.right + Number(right),
    streak,
    best: Math.max(score.best, streak),
  };
}

/** The keyboard's cell moved by (dx, dy) on a size×size board, from the centre when none is chosen. */
export function movedCell(from: number, dx: number, dy: number, size: number): number {
  const start = from >= 0 ? from : Math.floor((size * size) / 2);
  const r = Math.min(size - 1, Math.max(0, Math.floor(start / size) + dy));
  const c = Math.min(size - 1, Math.max(0, (start % size) + dx));
  return r * size + c;
}
