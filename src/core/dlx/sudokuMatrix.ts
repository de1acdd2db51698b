import { geometry, type BoxSize } from '../geometry.ts';

/**
 * Sudoku as Knuth's dancing-links exact-cover matrix; rows (c·size + d-1) are linked in order, so a column lists them
 * as the search tries them.
 */
export interface SudokuMatrix {
  size: number;
  columns: number;
  L: Int32Array;
  R: Int32Array;
  U: Int32Array;
  D: Int32Array;
  /** The column header of each node. */
  C: Int32Array;
  /** The row (c·size + d-1) of each node; -1 for headers. */
  row: Int32Array;
  /** How many rows each column still has, by header node. */
  S: Int32Array;
  rowStart: Int32Array;
}

const pristine = new Map<BoxSize, SudokuMatrix>();

export function sudokuMatrix(n: BoxSize): SudokuMatrix {
  let p = pristine.get(n);
  if (!p) {
    p = build(n);
    pristine.set(n, p);
  }
  // Every field written out: a spread copy's hidden class changes once V8's clone cache warms up, which deoptimised the
  // search.
  return {
    size: p.size,
    columns: p.columns,
    L: p.L.slice(),
    R: p.R.slice(),
    U: p.U.slice(),
    D: p.D.slice(),
    C: p.C,
    row: p.row,
    S: p.S.slice(),
    rowStart: p.rowStart,
  };
}

/** Puts every column and row back in place without allocating. */
export function resetMatrix(m: SudokuMatrix, n: BoxSize): void {
  const p = pristine.get(n) ?? sudokuMatrix(n);
  m.L.set(p.L);
  m.R.set(p.R);
  m.U.set(p.U);
  m.D.set(p.D);
  m.S.set(p.S);
}

function build(n: BoxSize): SudokuMatrix {
  const g = geometry(n);
  const { size, cellCount } = g;
  const columns = 4 * cellCount;
  const nodes = 1 + columns + 4 * cellCount * size;
  const m: SudokuMatrix = {
    size,
    columns,
    L: new Int32Array(nodes),
    R: new Int32Array(nodes),
    U: new Int32Array(nodes),
    D: new Int32Array(nodes),
    C: new Int32Array(nodes),
    row: new Int32Array(nodes).fill(-1),
    S: new Int32Array(columns + 1),
    rowStart: new Int32Array(cellCount * size),
  };
  const { L, R, U, D, C, S } = m;
  for (let h = 0; h <= columns; h++) {
    L[h] = h === 0 ? columns : h - 1;
    R[h] = h === columns ? 0 : h + 1;
    U[h] = D[h] = C[h] = h;
  }
  let x = columns + 1;
  for (let c = 0; c < cellCount; c++) {
    for (let d = 0; d < size; d++) {
      const r = c * size + d;
      const heads = [
        1 + c,
        1 + cellCount + g.rowOf[c] * size + d,
        1 + 2 * cellCount + g.colOf[c] * size + d,
        1 + 3 * cellCount + g.boxOf[c] * size + d,
      ];
      m.rowStart[r] = x;
      for (let i = 0; i < 4; i++, x++) {
        const h = heads[i];
        C[x] = h;
        m.row[x] = r;
        U[x] = U[h];
        D[x] = h;
        D[U[h]] = x;
        U[h] = x;
        S[h]++;
        L[x] = i === 0 ? x + 3 : x - 1;
        R[x] = i === 3 ? x - 3 : x + 1;
      }
    }
  }
  return m;
}

export function cover(m: SudokuMatrix, c: number): void {
  const { L, R, U, D, C, S } = m;
  L[R[c]] = L[c];
  R[L[c]] = R[c];
  for (let i = D[c]; i !== c; i = D[i]) {
    for (let j = R[i]; j !== i; j = R[j]) {
      U[D[j]] = U[j];
      D[U[j]] = D[j];
      S[C[j]]--;
    }
  }
}

/** Undoes `cover(m, c)` in exactly the reverse order. */
export function uncover(m: SudokuMatrix, c: number): void {
  const { L, R, U, D, C, S } = m;
  for (let i = U[c]; i !== c; i = U[i]) {
    for (let j = L[i]; j !== i; j = L[j]) {
      S[C[j]]++;
      U[D[j]] = j;
      D[U[j]] = j;
    }
  }
  L[R[c]] = c;
  R[L[c]] = c;
}

export function coverRow(m: SudokuMatrix, r: number): void {
  const R = m.R,
    C = m.C;
  for (let j = R[r]; j !== r; j = R[j]) cover(m, C[j]);
}

export function uncoverRow(m: SudokuMatrix, r: number): void {
  const L = m.L,
    C = m.C;
  for (let j = L[r]; j !== r; j = L[j]) uncover(m, C[j]);
}
