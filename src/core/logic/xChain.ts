import type { CandidateGrid } from './candidateGrid.ts';
import { type ChainPath, shortestChain } from './chainSearch.ts';
import { cellsWithDigit, conjugates } from './conjugates.ts';
import { sees } from './sees.ts';
import type { CellDigit, Step } from './step.ts';

/** Strong links needed: one alone is a locked candidate, which the ladder finds first. */
const MIN_NODES = 4;
const MAX_NODES = 24;

/**
 * X-chain on one digit: conjugate pairs (strong) alternating with any two cells of a unit (weak), from strong to
 * strong, so one end holds the digit and it leaves every cell that sees both ends. A chain that comes back true to
 * its own start (an X-cycle whose break sits between two strong links) places the digit there; a continuous X-cycle
 * removes the digit along its weak links, each removal an X-chain from one end of that link to the other. The
 * shortest chain on any digit first; ties by digit, then by start cell in reading order.
 */
export function findXChain(cg: CandidateGrid): Step | null {
  let best: Step | null = null;
  let bestLength = MAX_NODES + 1;
  for (let d = 1; d <= cg.g.size; d++) {
    const graph = digitGraph(cg, d);
    if (!graph) continue;
    for (const start of graph.starts) {
      let found: Step | null = null;
      const path = shortestChain(
        graph,
        start,
        bestLength - 1,
        (p) => (found = chainStep(cg, d, p, graph.units)) !== null,
      );
      if (path && found) {
        best = found;
        bestLength = path.length;
      }
    }
  }
  return best;
}

function digitGraph(cg: CandidateGrid, d: number) {
  const links = conjugates(cg, d);
  if (links.length < 2) return null;
  const cells = cellsWithDigit(cg, d);
  const strong: number[][] = Array.from({ length: cg.candidates.length }, () => []);
  const units = new Map<number, number>();
  for (const l of links) {
    if (!strong[l.a].includes(l.b)) strong[l.a].push(l.b);
    if (!strong[l.b].includes(l.a)) strong[l.b].push(l.a);
    const key = l.a * cg.candidates.length + l.b;
    if (!units.has(key)) units.set(key, l.unit);
  }
  const weak = new Map<number, number[]>();
  for (const c of cells)
    weak.set(
      c,
      cells.filter((p) => sees(cg.g, c, p)),
    );
  return {
    nodeCount: cg.candidates.length,
    strong: (c: number) => strong[c],
    weak: (c: number) => weak.get(c) ?? [],
    starts: cells.filter((c) => strong[c].length > 0),
    units: (a: number, b: number) => units.get(Math.min(a, b) * cg.candidates.length + Math.max(a, b)) ?? -1,
  };
}

function chainStep(
  cg: CandidateGrid,
  d: number,
  path: ChainPath,
  unitOf: (a: number, b: number) => number,
): Step | null {
  if (path.length < MIN_NODES) return null;
  const start = path[0];
  const end = path[path.length - 1];
  let eliminations: CellDigit[] = [];
  let placements: CellDigit[] = [];
  if (end === start) placements = [{ cell: start, digit: d }];
  else
    eliminations = cellsWithDigit(cg, d)
      .filter((c) => c !== start && c !== end && sees(cg.g, c, start) && sees(cg.g, c, end))
      .map((cell) => ({ cell, digit: d }));
  if (eliminations.length === 0 && placements.length === 0) return null;
  const units: number[] = [];
  for (let i = 0; i + 1 < path.length; i += 2) units.push(unitOf(path[i], path[i + 1]));
  return { technique: 'x-chain', cells: [...path], digits: [d], units, eliminations, placements };
}
