import type { CandidateGrid } from './candidateGrid.ts';
import { cellsWithDigit, type Conjugate, conjugates } from './conjugates.ts';
import { sees } from './sees.ts';
import type { CellDigit, Step } from './step.ts';

/**
 * Simple colouring on one digit: the cells joined by conjugate pairs take two colours, one of which holds the digit
 * everywhere. Colour wrap: two cells of one colour share a unit, so that colour is false and loses the digit. Colour
 * trap: a cell outside the cluster that sees both colours loses it. Digits ascending; clusters by their lowest cell;
 * in each, the wrap (the lowest cell's colour first) before the trap.
 */
export function findSimpleColouring(cg: CandidateGrid): Step | null {
  const { g } = cg;
  for (let d = 1; d <= g.size; d++) {
    const links = conjugates(cg, d);
    if (links.length < 2) continue;
    const colour = new Map<number, 0 | 1>();
    const adjacency = new Map<number, Conjugate[]>();
    for (const l of links) for (const c of [l.a, l.b]) adjacency.set(c, [...(adjacency.get(c) ?? []), l]);
    for (const start of [...adjacency.keys()].sort((x, y) => x - y)) {
      if (colour.has(start)) continue;
      const cluster = colourCluster(start, adjacency, colour);
      const step = wrap(cg, d, cluster) ?? trap(cg, d, cluster);
      if (step) return step;
    }
  }
  return null;
}

interface Cluster {
  readonly sides: [number[], number[]];
  readonly units: number[];
}

function colourCluster(start: number, adjacency: Map<number, Conjugate[]>, colour: Map<number, 0 | 1>): Cluster {
  const sides: [number[], number[]] = [[], []];
  const units = new Set<number>();
  const queue = [start];
  colour.set(start, 0);
  while (queue.length > 0) {
    const c = queue.shift()!;
    sides[colour.get(c)!].push(c);
    for (const l of adjacency.get(c)!) {
      units.add(l.unit);
      const other = l.a === c ? l.b : l.a;
      if (!colour.has(other)) {
        colour.set(other, colour.get(c) === 0 ? 1 : 0);
        queue.push(other);
      }
    }
  }
  sides[0].sort((a, b) => a - b);
  sides[1].sort((a, b) => a - b);
  return { sides, units: [...units] };
}

function stepOf(d: number, cluster: Cluster, eliminations: CellDigit[]): Step {
  return {
    technique: 'simple-colouring',
    cells: [...cluster.sides[0], ...cluster.sides[1]].sort((a, b) => a - b),
    digits: [d],
    units: cluster.units,
    colours: cluster.sides,
    eliminations,
    placements: [],
  };
}

function wrap(cg: CandidateGrid, d: number, cluster: Cluster): Step | null {
  for (const side of cluster.sides)
    if (side.some((a, i) => side.slice(i + 1).some((b) => sees(cg.g, a, b))))
      return stepOf(
        d,
        cluster,
        side.map((cell) => ({ cell, digit: d })),
      );
  return null;
}

function trap(cg: CandidateGrid, d: number, cluster: Cluster): Step | null {
  const [a, b] = cluster.sides;
  const inCluster = new Set([...a, ...b]);
  const eliminations = cellsWithDigit(cg, d)
    .filter((c) => !inCluster.has(c) && a.some((x) => sees(cg.g, c, x)) && b.some((y) => sees(cg.g, c, y)))
    .map((cell) => ({ cell, digit: d }));
  return eliminations.length > 0 ? stepOf(d, cluster, eliminations) : null;
}
