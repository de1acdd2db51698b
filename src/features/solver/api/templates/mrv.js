// MRV (minimum remaining values): always branch on the blank cell with the fewest candidates.
// The digits each row, column and box holds are kept in sets, updated on every place and undo, so a
// cell's candidates are the digits missing from all three. The board is an array of rows, 0 for a
// blank; rows and columns count from 0. `box` is the side of a box: 3 on a 9x9 board.

function* solve(board, box) {
  const size = board.length;
  const rows = [],
    cols = [],
    boxes = [];
  for (let i = 0; i < size; i++) {
    rows.push(new Set());
    cols.push(new Set());
    boxes.push(new Set());
  }
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (board[r][c] !== 0) {
        rows[r].add(board[r][c]);
        cols[c].add(board[r][c]);
        boxes[boxOf(r, c, box)].add(board[r][c]);
      }
    }
  }
  return yield* search(board, box, rows, cols, boxes);
}

function boxOf(row, col, box) {
  return Math.floor(row / box) * box + Math.floor(col / box);
}

function candidates(board, row, col, box, rows, cols, boxes) {
  const cands = [];
  for (let digit = 1; digit <= board.length; digit++) {
    if (!rows[row].has(digit) && !cols[col].has(digit) && !boxes[boxOf(row, col, box)].has(digit)) {
      cands.push(digit);
    }
  }
  return cands;
}

/** The blank cell with the fewest candidates (the first in reading order on a tie), or null. */
function mostConstrained(board, box, rows, cols, boxes) {
  let best = null;
  for (let row = 0; row < board.length; row++) {
    for (let col = 0; col < board.length; col++) {
      if (board[row][col] === 0) {
        const cands = candidates(board, row, col, box, rows, cols, boxes);
        if (best === null || cands.length < best.cands.length) {
          best = { row, col, cands };
          if (cands.length === 0) return best;
        }
      }
    }
  }
  return best;
}

function* search(board, box, rows, cols, boxes) {
  const best = mostConstrained(board, box, rows, cols, boxes);
  if (best === null) {
    yield solution();
    return true;
  }
  const { row, col, cands } = best;
  yield select(row, col, cands.length);
  for (const digit of cands) {
    yield check(row, col, digit, true);
    board[row][col] = digit;
    rows[row].add(digit);
    cols[col].add(digit);
    boxes[boxOf(row, col, box)].add(digit);
    yield place(row, col, digit);
    if (yield* search(board, box, rows, cols, boxes)) return true;
    board[row][col] = 0;
    rows[row].delete(digit);
    cols[col].delete(digit);
    boxes[boxOf(row, col, box)].delete(digit);
    yield backtrack(row, col);
  }
  return false;
}
