# Forward checking: every blank cell keeps a domain, the digits it may still take. After each place the
# digit is removed from the domains of the cell's blank peers (one `eliminate` each), and a domain left
# empty (a wipe-out) fails the place at once. The board is a list of rows, 0 for a blank; rows and
# columns count from 0. `box` is the side of a box: 3 on a 9x9 board.


def find_empty(board):
    """The first blank cell in reading order, as (row, col), or None when the board is full."""
    for row in range(len(board)):
        for col in range(len(board)):
            if board[row][col] == 0:
                return row, col
    return None


def candidates(board, row, col, box):
    """The digits that no cell in the row, the column or the box holds."""
    digits = set(range(1, len(board) + 1))
    for i in range(len(board)):
        digits.discard(board[row][i])
        digits.discard(board[i][col])
    top, left = row - row % box, col - col % box
    for r in range(top, top + box):
        for c in range(left, left + box):
            digits.discard(board[r][c])
    return digits


def peers(board, row, col, box):
    """The cells that share a unit with (row, col): the row, then the column, then the rest of the box."""
    cells = []
    for c in range(len(board)):
        if c != col:
            cells.append((row, c))
    for r in range(len(board)):
        if r != row:
            cells.append((r, col))
    top, left = row - row % box, col - col % box
    for r in range(top, top + box):
        for c in range(left, left + box):
            if r != row and c != col:
                cells.append((r, c))
    return cells


def solve(board, box):
    domains = {}
    for row in range(len(board)):
        for col in range(len(board)):
            if board[row][col] == 0:
                domains[(row, col)] = candidates(board, row, col, box)
    return (yield from search(board, box, domains))


def search(board, box, domains):
    empty = find_empty(board)
    if empty is None:
        yield solution()
        return True
    row, col = empty
    values = sorted(domains[(row, col)])
    yield select(row, col, len(values))
    for digit in values:
        board[row][col] = digit
        yield place(row, col, digit)
        pruned = []
        wiped_out = False
        for r, c in peers(board, row, col, box):
            if board[r][c] == 0 and digit in domains[(r, c)]:
                domains[(r, c)].remove(digit)
                pruned.append((r, c))
                yield eliminate(r, c, digit)
                if len(domains[(r, c)]) == 0:
                    wiped_out = True
                    break
        if not wiped_out:
            if (yield from search(board, box, domains)):
                return True
        for r, c in pruned:
            domains[(r, c)].add(digit)
        board[row][col] = 0
        yield backtrack(row, col)
    return False
