/** Predict mode's questions: when a run asks, what, the true answer and the check. */
export * from './question.ts';
export { offeredKinds, momentKinds, wantedAt, findMoment, type WordLog, type MomentScan } from './moments.ts';
export { askAt } from './ask.ts';
export { checkAnswer, trueAnswer } from './checkAnswer.ts';
export { candidateMasks, clashesOf, openConstraints, sameConstraint, digitsOf, countOf } from './boardFacts.ts';
