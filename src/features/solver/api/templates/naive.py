# Naive backtracking, the way the classic tutorials write it, with a `yield` for every step.
# The board is a list of rows, each a list of numbers, 0 for a blank; rows and columns count from 0.
# `box` is the side of a box: 3 on a 9x9 board.


def find_empty(board):
    """The first blank cell in reading order, as (row, col), or None when the board is full."""
    for row in range(len(board)):
        for col in range(len(board)):
            if board[row][col] == 0:
                return row, col
    return None


def is_valid(board, row, col, digit, box):
    """True if no cell in the row, the column or the box already holds digit."""
    for i in range(len(board)):
        if board[row][i] == digit or board[i][col] == digit:
            return False
    top, left = row - row % box, col - col % box
    for r in range(top, top + box):
        for c in range(left, left + box):
            if board[r][c] == digit:
                return False
    return True


def solve(board, box):
    empty = find_empty(board)
    if empty is None:
        yield solution()
        return True
    row, col = empty
    for digit in range(1, len(board) + 1):
        ok = is_valid(board, row, col, digit, box)
        yield check(row, col, digit, ok)
        if ok:
            board[row][col] = digit
            yield place(row, col, digit)
            if (yield from solve(board, box)):
                return True
            board[row][col] = 0
            yield backtrack(row, col)
    return False
