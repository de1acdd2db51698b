// Forward checking: every blank cell keeps a domain, the digits it may still take. After each place the
// digit is removed from the domains of the cell's blank peers (one `eliminate` each), and a domain left
// empty (a wipe-out) fails the place at once. The board is an array of rows, 0 for a blank; rows and
// columns count from 0. `box` is the side of a box: 3 on a 9x9 board.

/** The first blank cell in reading order, as [row, col], or null when the board is full. */
function findEmpty(board) {
  for (let row = 0; row < board.length; row++) {
    for (let col = 0; col < board.length; col++) {
      if (board[row][col] === 0) return [row, col];
    }
  }
  return null;
}

/** The digits that no cell in the row, the column or the box holds. */
function candidates(board, row, col, box) {
  const digits = new Set();
  for (let digit = 1; digit <= board.length; digit++) digits.add(digit);
  for (let i = 0; i < board.length; i++) {
    digits.delete(board[row][i]);
    digits.delete(board[i][col]);
  }
  const top = row - (row % box),
    left = col - (col % box);
  for (let r = top; r < top + box; r++) {
    for (let c = left; c < left + box; c++) digits.delete(board[r][c]);
  }
  return digits;
}

/** The cells that share a unit with (row, col): the row, then the column, then the rest of the box. */
function peers(board, row, col, box) {
  const cells = [];
  for (let c = 0; c < board.length; c++) if (c !== col) cells.push([row, c]);
  for (let r = 0; r < board.length; r++) if (r !== row) cells.push([r, col]);
  const top = row - (row % box),
    left = col - (col % box);
  for (let r = top; r < top + box; r++) {
    for (let c = left; c < left + box; c++) {
      if (r !== row && c !== col) cells.push([r, c]);
    }
  }
  return cells;
}

function* solve(board, box) {
  // domains[row][col]: the digits a blank cell may still take (null for a given).
  const domains = board.map((line, row) => line.map((v, col) => (v === 0 ? candidates(board, row, col, box) : null)));
  return yield* search(board, box, domains);
}

function* search(board, box, domains) {
  const empty = findEmpty(board);
  if (empty === null) {
    yield solution();
    return true;
  }
  const [row, col] = empty;
  const values = [...domains[row][col]].sort((a, b) => a - b);
  yield select(row, col, values.length);
  for (const digit of values) {
    board[row][col] = digit;
    yield place(row, col, digit);
    const pruned = [];
    let wipedOut = false;
    for (const [r, c] of peers(board, row, col, box)) {
      if (board[r][c] === 0 && domains[r][c].has(digit)) {
        domains[r][c].delete(digit);
        pruned.push([r, c]);
        yield eliminate(r, c, digit);
        if (domains[r][c].size === 0) {
          wipedOut = true;
          break;
        }
      }
    }
    if (!wipedOut) {
      if (yield* search(board, box, domains)) return true;
    }
    for (const [r, c] of pruned) domains[r][c].add(digit);
    board[row][col] = 0;
    yield backtrack(row, col);
  }
  return false;
}
