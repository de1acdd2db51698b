# MRV (minimum remaining values): always branch on the blank cell with the fewest candidates.
# The digits each row, column and box holds are kept in sets, updated on every place and undo, so a
# cell's candidates are the digits missing from all three. The board is a list of rows, 0 for a blank;
# rows and columns count from 0. `box` is the side of a box: 3 on a 9x9 board.


def solve(board, box):
    size = len(board)
    rows = [set() for _ in range(size)]
    cols = [set() for _ in range(size)]
    boxes = [set() for _ in range(size)]
    for r in range(size):
        for c in range(size):
            if board[r][c] != 0:
                rows[r].add(board[r][c])
                cols[c].add(board[r][c])
                boxes[box_of(r, c, box)].add(board[r][c])
    return (yield from search(board, box, rows, cols, boxes))


def box_of(row, col, box):
    return row // box * box + col // box


def candidates(board, row, col, box, rows, cols, boxes):
    digits = set(range(1, len(board) + 1))
    return digits - rows[row] - cols[col] - boxes[box_of(row, col, box)]


def most_constrained(board, box, rows, cols, boxes):
    """The blank cell with the fewest candidates (the first in reading order on a tie), or None."""
    best = None
    for row in range(len(board)):
        for col in range(len(board)):
            if board[row][col] == 0:
                cands = candidates(board, row, col, box, rows, cols, boxes)
                if best is None or len(cands) < len(best[2]):
                    best = (row, col, cands)
                    if not cands:
                        return best
    return best


def search(board, box, rows, cols, boxes):
    best = most_constrained(board, box, rows, cols, boxes)
    if best is None:
        yield solution()
        return True
    row, col, cands = best
    yield select(row, col, len(cands))
    for digit in sorted(cands):
        yield check(row, col, digit, True)
        board[row][col] = digit
        rows[row].add(digit)
        cols[col].add(digit)
        boxes[box_of(row, col, box)].add(digit)
        yield place(row, col, digit)
        if (yield from search(board, box, rows, cols, boxes)):
            return True
        board[row][col] = 0
        rows[row].discard(digit)
        cols[col].discard(digit)
        boxes[box_of(row, col, box)].discard(digit)
        yield backtrack(row, col)
    return False
