// Naive backtracking, the way the classic tutorials write it, with a `yield` for every step.
// The board is an array of rows, each an array of numbers, 0 for a blank; rows and columns count
// from 0. `box` is the side of a box: 3 on a 9x9 board.

/** The first blank cell in reading order, as [row, col], or null when the board is full. */
function findEmpty(board) {
  for (let row = 0; row < board.length; row++) {
    for (let col = 0; col < board.length; col++) {
      if (board[row][col] === 0) return [row, col];
    }
  }
  return null;
}

/** True if no cell in the row, the column or the box already holds digit. */
function isValid(board, row, col, digit, box) {
  for (let i = 0; i < board.length; i++) {
    if (board[row][i] === digit || board[i][col] === digit) return false;
  }
  const top = row - (row % box),
    left = col - (col % box);
  for (let r = top; r < top + box; r++) {
    for (let c = left; c < left + box; c++) {
      if (board[r][c] === digit) return false;
    }
  }
  return true;
}

function* solve(board, box) {
  const empty = findEmpty(board);
  if (empty === null) {
    yield solution();
    return true;
  }
  const [row, col] = empty;
  for (let digit = 1; digit <= board.length; digit++) {
    const ok = isValid(board, row, col, digit, box);
    yield check(row, col, digit, ok);
    if (ok) {
      board[row][col] = digit;
      yield place(row, col, digit);
      if (yield* solve(board, box)) return true;
      board[row][col] = 0;
      yield backtrack(row, col);
    }
  }
  return false;
}
