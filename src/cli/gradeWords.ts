import type { LinkProblem, ResultProblem } from '../features/exercise/resultProblem.ts';

type Words<P extends { problem: string }> = { [K in P['problem']]: (p: Extract<P, { problem: K }>) => string };

const word = (right: boolean) => (right ? 'right' : 'wrong');

/** What the grader says about a field, after its path. */
const FIELD_WORDS: Words<ResultProblem> = {
  'not-a-result-file': () => 'is not "stepdoku-exercise": not a result file',
  'other-version': (p) => `is ${JSON.stringify(p.version)}; this stepdoku reads version 1 of the result file`,
  'not-a-name': (p) => `is not a text of at most ${p.max} characters`,
  'not-a-puzzle': () => 'is not a puzzle of 16, 81 or 256 cells without clashes',
  'not-a-recipe': () => 'is neither null nor a generator recipe (SIDE.GRADE.MIN-MAX.SYMMETRY.SEED)',
  'order-not-taken': (p) => `is not an order ${p.algorithm} can take`,
  'not-an-object': (p) => (p.path ? 'is not an object' : 'the file is not a JSON object'),
  'not-a-list': () => 'is not a list',
  'not-a-text': () => 'is not a text',
  'not-true-or-false': () => 'is not true or false',
  'not-seconds': () => 'is not a number ≥ 0',
  'not-a-whole-number': (p) =>
    `is not a whole number ${p.max === undefined ? `≥ ${p.min}` : `from ${p.min} to ${p.max}`}`,
  'not-one-of': (p) => `is not one of ${p.choices.join(', ')}`,
  'not-the-assignments-puzzle': () => "is not the assignment's puzzle (was it from a New attempt?)",
  'other-kind-of-puzzle': (p) => `is not a puzzle of the assignment's: ${p.side}×${p.side}, from a seed`,
  'seed-out-of-range': (p) => `has seed ${p.seed}, outside the assignment's ${p.from}-${p.to}`,
  'not-the-seeds-puzzle': (p) => `is not the puzzle seed ${p.seed} makes`,
  'not-the-assignments': (p) => `is ${String(p.found)}, but the assignment's is ${p.expected}`,
  'after-the-end': () => 'comes after the attempt was over',
  'other-event': (p) => `is ${p.at}, but replayed, the model's next step is at event ${p.modelAt}`,
  'other-verdict': (p) => `says ${word(p.said)}, but replayed, the move is ${word(p.replayed)}`,
  'other-mistake': (p) => `is not the mistake the moves make: ${p.reason} at event ${p.at}`,
  'other-mistake-count': (p) => `lists ${p.listed}, but the moves make ${p.made}`,
  'other-right-count': (p) => `is ${p.said}, but replayed, the moves make ${p.made} right`,
  'other-graded-count': (p) => `is ${p.said}, but replayed, the moves grade ${p.made} steps`,
};

const LINK_WORDS: Words<LinkProblem> = {
  'link-too-long': () => 'the link is too long for the page to read',
  'link-unreadable': () => 'the link cannot be read',
  'link-fields-unusable': (p) => `the link's ${p.fields.join(', ')} cannot be used`,
  'link-holds-no-assignment': () => 'the link holds no assignment (ex=MODE.STEPS[.SIZE.FROM-TO], docs/teaching.md)',
  'algorithm-not-graded': (p) => `the link's first board runs ${p.algorithm}, which Be the solver does not grade`,
  'values-not-ascending': () =>
    "the link's first board tries values out of ascending order, which Be the solver does not grade",
};

/** A result file's problem in one line: the field's path, then what is wrong with it. */
export function resultProblemText(p: ResultProblem): string {
  const why = (FIELD_WORDS[p.problem] as (p: ResultProblem) => string)(p);
  return p.path ? `${p.path} ${why}` : why;
}

export function linkProblemText(p: LinkProblem): string {
  return (LINK_WORDS[p.problem] as (p: LinkProblem) => string)(p);
}
