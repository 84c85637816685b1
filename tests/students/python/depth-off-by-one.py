# Connect Four minimax to depth 2 on a 6x7 grid (row 0 at the top; 0 empty, 1 and 2 the
# players), with the exercise's scoring: a win 100 plus the empty cells left, otherwise at the
# depth limit the open windows of four weighted 1, 3, 9. The depth counts down from 2, but the
# test `depth <= 1` stops one move early.
from minimax_trace import trace

ROWS, COLS, MAX_DEPTH = 6, 7, 2
WEIGHTS = [0, 1, 3, 9, 0]


def windows():
    found = []
    for r in range(ROWS):
        for c in range(COLS):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (-1, 1)):
                cells = [(r + k * dr, c + k * dc) for k in range(4)]
                if all(0 <= rr < ROWS and 0 <= cc < COLS for rr, cc in cells):
                    found.append(cells)
    return found


WINDOWS = windows()


def winner(grid):
    for cells in WINDOWS:
        marks = {grid[r][c] for r, c in cells}
        if len(marks) == 1 and 0 not in marks:
            return marks.pop()
    return 0


def evaluate(grid):
    score = 0
    for cells in WINDOWS:
        marks = [grid[r][c] for r, c in cells]
        if 2 not in marks:
            score += WEIGHTS[marks.count(1)]
        elif 1 not in marks:
            score -= WEIGHTS[marks.count(2)]
    return max(-90, min(90, score))


def drop(grid, col, piece):
    new = [row[:] for row in grid]
    for r in range(ROWS - 1, -1, -1):
        if new[r][col] == 0:
            new[r][col] = piece
            return new
    return None


@trace(game="connect4", search="minimax", depth_limit=MAX_DEPTH)
def minimax(grid, depth, maximizing):
    empty = sum(row.count(0) for row in grid)
    w = winner(grid)
    if w:
        return (100 + empty) if w == 1 else -(100 + empty)
    if empty == 0:
        return 0
    if depth <= 1:
        return evaluate(grid)
    values = []
    for col in range(COLS):
        if grid[0][col] == 0:
            values.append(minimax(drop(grid, col, 1 if maximizing else 2), depth - 1, not maximizing))
    return max(values) if maximizing else min(values)


grid = [[0] * COLS for _ in range(ROWS)]
for i, col in enumerate([3, 3, 4, 2]):
    grid = drop(grid, col, 1 if i % 2 == 0 else 2)
print(minimax(grid, MAX_DEPTH, True))
