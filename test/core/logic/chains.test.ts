import { describe, expect, it } from 'vitest';
import { findSimpleColouring } from '../../../src/core/logic/simpleColouring.ts';
import { findXChain } from '../../../src/core/logic/xChain.ts';
import { findXYChain } from '../../../src/core/logic/xyChain.ts';
import { applyStep, type CandidateGrid } from '../../../src/core/logic/candidateGrid.ts';
import type { Technique } from '../../../src/core/logic/technique.ts';
import { blankBoard, boardFromMarks, keepOnly, named, rc, rowCells } from '../../helpers/pencilMarks.ts';

/*
 * Positions from SudokuWiki's strategy pages (Singles Chains, X-Cycles, XY-Chains), as transcribed with their
 * candidates in joeseibel/sudoku-solver's tests (SudokuSolver_Kotlin/src/test/.../logic). The pages list every
 * elimination the pattern makes; a technique returns one chain or cluster at a time, so its step is a part of them.
 */
const COLOUR_WRAP = `{145}{15}7{25}836{149}{1249} {145}397{25}68{14}{124} 826419753 64{25}19{25}387
  {159}8{12}367{245}{149}{1459} {19}73{25}48{25}6{19} 39{15}87{14}{45}26 7649{25}{25}138 2{15}863{14}97{45}`;
const COLOUR_TRAP = `{145}{15}7{25}836{149}{1249} {145}397{25}68{14}{124} 826419753 64{25}19{25}387
  {159}8{125}367{245}{149}{1459} {19}73{25}48{25}6{19} 39{15}87{14}{45}26 7649{25}{25}138 2{15}863{14}97{45}`;
const X_CYCLE_WEAK = `{59}241{35}{58}67{389} {59}6{38}{238}7{258}41{389} 7{18}{138}964{58}2{358} 246591387
  135487296 879623154 4{18}{128}{38}{35}976{258} 35{28}71694{28} 697{28}4{258}{58}31`;
const X_CYCLE_STRONG = `8{19}4537{169}{126}{12} {79}23614{79}85 6{17}5982{17}34 {349}{346}{269}1{469}587{29}
  5{49}{12}7{49}83{12}6 {179}8{1679}2{69}345{19} 2{467}{167}859{16}{146}3 {49}5{69}3712{469}8 {139}{39}84265{19}7`;
const XY_CHAIN = `{26}8{245}1{29}3{59}7{456} {37}9{24}5{27}6{18}{14}{348} {37}{56}14{79}8{359}2{356} 578241639
  143659782 926837451 {68}379{16}52{14}{48} {268}{56}{25}3{16}4{18}97 419782{35}6{35}`;

const subsetOf = (marks: string[], all: string[]) => marks.length > 0 && marks.every((m) => all.includes(m));

/** Every mark the technique makes, applied step after step until it finds nothing more. */
function allMarks(find: Technique, cg: CandidateGrid): string[] {
  const marks: string[] = [];
  for (let step = find(cg); step && marks.length < 200; step = find(cg)) {
    marks.push(...named(step.eliminations), ...named(step.placements));
    applyStep(cg, step);
  }
  return marks;
}

describe('simple colouring', () => {
  it('colour wrap: two cells of one colour share a unit, so that colour loses its 5s (Singles Chains, rule 2)', () => {
    const step = findSimpleColouring(boardFromMarks(COLOUR_WRAP))!;
    expect(step).toMatchObject({ technique: 'simple-colouring', digits: [5] });
    expect(named(step.eliminations)).toEqual(
      ['r1c2=5', 'r1c4=5', 'r2c1=5', 'r4c6=5', 'r5c1=5', 'r6c7=5', 'r7c3=5', 'r8c5=5', 'r9c9=5'].sort(),
    );
    expect(step.colours!.flat().sort((a, b) => a - b)).toEqual(step.cells);
  });
  it('colour trap: a cell outside the cluster that sees both colours loses the digit (Singles Chains, rule 4)', () => {
    expect(allMarks(findSimpleColouring, boardFromMarks(COLOUR_TRAP))).toEqual(
      expect.arrayContaining(['r5c1=5', 'r5c3=5']),
    );
  });
  it('does not fire on one conjugate pair with nothing that sees both ends, nor without conjugate pairs', () => {
    const cg = blankBoard();
    for (let c = 3; c <= 9; c++) keepOnly(cg, rc(1, c), [2]);
    for (let r = 2; r <= 9; r++) keepOnly(cg, rc(r, 1), [2]);
    expect(findSimpleColouring(cg)).toBeNull();
    expect(findSimpleColouring(blankBoard())).toBeNull();
  });
});

describe('X-chains and X-cycles', () => {
  it('removes 8 along the weak links of a continuous X-cycle (X-Cycles, rule 1)', () => {
    expect(findXChain(boardFromMarks(X_CYCLE_WEAK))).toMatchObject({ technique: 'x-chain', digits: [8] });
    expect(allMarks(findXChain, boardFromMarks(X_CYCLE_WEAK))).toEqual(
      expect.arrayContaining(['r3c3=8', 'r3c9=8', 'r7c3=8', 'r7c9=8']),
    );
  });
  it('leaves r9c1 the only 1 of row 9, where two strong links of an X-cycle meet (X-Cycles, rule 2)', () => {
    const cg = boardFromMarks(X_CYCLE_STRONG);
    allMarks(findXChain, cg);
    expect(rowCells(9).filter((c) => cg.candidates[c] & 1)).toEqual([rc(9, 1)]);
  });
  it('does not fire on an X-cycle whose units hold the digit nowhere else: it removes nothing', () => {
    const corners = [rc(1, 1), rc(1, 9), rc(9, 1), rc(9, 9)];
    const cg = blankBoard();
    for (let c = 0; c < 81; c++) if (!corners.includes(c)) cg.candidates[c] &= ~(1 << 4);
    expect(findXChain(cg)).toBeNull();
    expect(findSimpleColouring(cg)).toBeNull();
  });
});

describe('XY-chains', () => {
  it('finds a chain of two-candidate cells whose ends both see a removed candidate (XY-Chains, example 1)', () => {
    const step = findXYChain(boardFromMarks(XY_CHAIN))!;
    expect(step.technique).toBe('xy-chain');
    expect(step.cells.length).toBeGreaterThanOrEqual(3);
    expect(subsetOf(named(step.eliminations), ['r1c3=2', 'r1c3=5', 'r2c9=4', 'r3c7=5', 'r3c9=5', 'r8c1=6'])).toBe(true);
  });
  it('does not fire when the two-candidate cells share no digit along a chain', () => {
    const cg = blankBoard();
    keepOnly(cg, rc(1, 1), [1, 2]);
    keepOnly(cg, rc(1, 5), [3, 4]);
    keepOnly(cg, rc(5, 5), [5, 6]);
    expect(findXYChain(cg)).toBeNull();
  });
});
