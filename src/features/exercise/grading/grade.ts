import { popcount16 } from '../../../core/bits.ts';
import { candidateMasks } from '../../../core/candidates.ts';
import { geometry, type BoxSize } from '../../../core/geometry.ts';
import { emptyPeers } from '../../../core/solvers/emptyPeers.ts';
import { gradeLogic } from './gradeLogic.ts';
import type { Move, Step } from './move.ts';
import { RIGHT, wrong, type Reason, type Verdict } from './reason.ts';
import { rightReason } from './rightReason.ts';
import type { ExerciseRules } from './rules.ts';

/** The board before the model's step, and the placement whose propagation is being crossed out. */
export interface GradeContext {
  readonly n: BoxSize;
  readonly cells: Uint8Array;
  readonly rules: ExerciseRules;
  readonly placed: { readonly cell: number; readonly digit: number } | null;
}

/** Checks the learner's move against the model's step; a wrong one says what the algorithm does instead and why. */
export function grade(step: Step, move: Move, ctx: GradeContext): Verdict {
  if (move.kind === 'back' && step.kind !== 'back') return wrong({ code: 'not_dead', step });
  if (step.kind === 'pattern' || step.kind === 'technique') return gradeLogic(step, move, ctx.rules);
  if (ctx.rules.algo === 'logic' && (step.kind === 'prune' || step.kind === 'place'))
    return gradeLogic(step, move, ctx.rules);
  if (move.kind === 'prune' && (step.kind === 'choose' || step.kind === 'place') && ctx.placed)
    return wrong(
      ctx.rules.algo === 'mac'
        ? { code: 'ac3_done', step }
        : { code: 'no_prune', digit: ctx.placed.digit, placed: ctx.placed.cell, step },
    );
  switch (step.kind) {
    case 'choose':
      if (move.kind === 'choose' && move.cell === step.cell) return RIGHT;
      return wrong(chooseReason(step, move.kind === 'choose' ? move.cell : -1, ctx));
    case 'place':
      return gradePlace(step, move, ctx);
    case 'clash':
      return gradeClash(step, move, ctx);
    case 'prune':
      if (move.kind === 'prune' && move.cell === step.cell && (move.digit ?? step.digit) === step.digit) return RIGHT;
      return wrong(because(step, ctx));
    case 'back':
      return gradeBack(step, move, ctx);
  }
}

const because = (step: Step, ctx: GradeContext): Reason => rightReason(step, ctx.rules, ctx.placed?.cell ?? -1);

function gradeBack(step: Step & { kind: 'back' }, move: Move, ctx: GradeContext): Verdict {
  if (move.kind === 'back' && move.cell === step.cell) return RIGHT;
  if (move.kind === 'back') return wrong({ code: 'back_latest', cell: step.cell, digit: step.digit });
  return wrong(because(step, ctx));
}

function gradePlace(step: Step & { kind: 'place' }, move: Move, ctx: GradeContext): Verdict {
  const { cell, digit } = step;
  if (move.kind === 'place') {
    if (move.cell !== cell) return wrong(cellReason(cell, ctx));
    if (move.digit === digit) return RIGHT;
    return wrong(
      ctx.rules.algo === 'naive' ? { code: 'next_digit', cell, digit } : { code: 'next_candidate', cell, digit },
    );
  }
  if (move.kind === 'clash' && ctx.cells[move.peer] !== digit && ctx.rules.algo === 'naive')
    return wrong({ code: 'next_digit', cell, digit });
  return wrong(because(step, ctx));
}

function gradeClash(step: Step & { kind: 'clash' }, move: Move, ctx: GradeContext): Verdict {
  const { cell, digit, peer, unit } = step;
  if (move.kind === 'clash') {
    const held = ctx.cells[move.peer];
    // Any peer holding the digit is a right answer; the event names the first in scan order.
    if (held === digit && geometry(ctx.n).peers[cell].includes(move.peer)) return RIGHT;
    if (held !== 0 && held !== digit) return wrong({ code: 'next_digit', cell, digit });
    return wrong({ code: 'clash_peer', cell, digit, peer, unit });
  }
  if (move.kind === 'place') {
    if (move.cell !== cell) return wrong(cellReason(cell, ctx));
    if (move.digit !== digit) return wrong({ code: 'next_digit', cell, digit });
  }
  return wrong(because(step, ctx));
}

function cellReason(cell: number, ctx: GradeContext): Reason {
  return ctx.rules.chooses === 'first' ? { code: 'first_empty', cell } : { code: 'chosen_cell', cell };
}

/** Why the order takes `step.cell` rather than the learner's cell (-1: the learner chose none). */
function chooseReason(step: Step & { kind: 'choose' }, yours: number, ctx: GradeContext): Reason {
  const { cell, count } = step;
  if (yours < 0 || ctx.cells[yours] !== 0) return because(step, ctx);
  const cand = candidateMasks(ctx.n, ctx.cells);
  if (popcount16[cand[yours]] !== count) return because(step, ctx);
  if (ctx.rules.chooses === 'degree') {
    const peers = geometry(ctx.n).peers;
    const degree = emptyPeers(ctx.cells, peers[cell]);
    const yoursDegree = emptyPeers(ctx.cells, peers[yours]);
    if (yoursDegree < degree) return { code: 'tie_degree', cell, count, degree, yours, yoursDegree };
  }
  return { code: 'tie_first', cell, count, yours };
}
