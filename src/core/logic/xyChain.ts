import { popcount16 } from '../bits.ts';
import type { CandidateGrid } from './candidateGrid.ts';
import { type ChainPath, shortestChain } from './chainSearch.ts';
import { sees } from './sees.ts';
import type { CellDigit, Step } from './step.ts';
import { digitsOf } from './units.ts';

/** Three cells at least: two is a naked pair and three an XY-wing's shape, both found earlier on the ladder. */
const MIN_CELLS = 3;
const MAX_CELLS = 12;

/**
 * XY-chain: cells with two candidates, each seeing the next with a digit in common. If the first cell is not x it is
 * its other digit, which the next cell then is not, and so on, until the last cell is x: one end holds x, so x
 * leaves every cell that sees both ends. The shortest chain first; ties by the first cell in reading order, then x.
 */
export function findXYChain(cg: CandidateGrid): Step | null {
  const { size } = cg.g;
  const pairs: number[] = [];
  for (let c = 0; c < cg.candidates.length; c++) if (popcount16[cg.candidates[c]] === 2) pairs.push(c);
  if (pairs.length < MIN_CELLS) return null;
  const node = (c: number, d: number) => c * size + d - 1;
  const strong = (n: number) => {
    const c = Math.floor(n / size);
    const other = cg.candidates[c] & ~(1 << (n % size));
    return [node(c, 31 - Math.clz32(other) + 1)];
  };
  const weak = (n: number) => {
    const c = Math.floor(n / size);
    const d = (n % size) + 1;
    return pairs.filter((p) => cg.candidates[p] & (1 << (d - 1)) && sees(cg.g, c, p)).map((p) => node(p, d));
  };
  const graph = { nodeCount: cg.candidates.length * size, strong, weak };
  let best: Step | null = null;
  let bestNodes = 2 * MAX_CELLS + 1;
  for (const c of pairs)
    for (const x of digitsOf(cg.candidates[c])) {
      let found: Step | null = null;
      const path = shortestChain(graph, node(c, x), bestNodes - 1, (p) => (found = chainStep(cg, p)) !== null);
      if (path && found) {
        best = found;
        bestNodes = path.length;
      }
    }
  return best;
}

function chainStep(cg: CandidateGrid, path: ChainPath): Step | null {
  const { size } = cg.g;
  if (path.length < 2 * MIN_CELLS) return null;
  const first = Math.floor(path[0] / size);
  const last = Math.floor(path[path.length - 1] / size);
  const x = (path[0] % size) + 1;
  if ((path[path.length - 1] % size) + 1 !== x) return null;
  const eliminations: CellDigit[] = [];
  let placements: CellDigit[] = [];
  if (first === last) placements = [{ cell: first, digit: x }];
  else
    for (let c = 0; c < cg.candidates.length; c++)
      if (c !== first && c !== last && cg.candidates[c] & (1 << (x - 1)) && sees(cg.g, c, first) && sees(cg.g, c, last))
        eliminations.push({ cell: c, digit: x });
  if (eliminations.length === 0 && placements.length === 0) return null;
  const cells = path.filter((_, i) => i % 2 === 0).map((n) => Math.floor(n / size));
  const digits = digitsOf(cells.reduce((m, c) => m | cg.candidates[c], 0));
  return { technique: 'xy-chain', cells, digits, units: [], eliminations, placements };
}
