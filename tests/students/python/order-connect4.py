# Connect Four alpha-beta to depth 2, the position a string of the columns played, counted
# from 0 ("3342"). The exercise's scoring: a win 100 plus the empty cells left, at the depth
# limit the open windows of four weighted 1, 3, 9 (X's minus O's, within 90). The columns are
# tried centre first, a well-known speed-up, where the exercise's order is left to right.
from minimax_trace import trace

ORDER = [3, 2, 4, 1, 5, 0, 6]
WEIGHTS = [0, 1, 3, 9, 0]


def grid_of(moves):
    grid = [["."] * 7 for _ in range(6)]
    for i, ch in enumerate(moves):
        col = int(ch)
        row = max(r for r in range(6) if grid[r][col] == ".")
        grid[row][col] = "X" if i % 2 == 0 else "O"
    return grid


def windows():
    for r in range(6):
        for c in range(7):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (-1, 1)):
                cells = [(r + k * dr, c + k * dc) for k in range(4)]
                if all(0 <= rr < 6 and 0 <= cc < 7 for rr, cc in cells):
                    yield cells


WINDOWS = list(windows())


def score(moves):
    grid = grid_of(moves)
    total = 0
    for cells in WINDOWS:
        marks = [grid[r][c] for r, c in cells]
        if marks.count("X") == 4:
            return 100 + 42 - len(moves)
        if marks.count("O") == 4:
            return -(100 + 42 - len(moves))
        if "O" not in marks:
            total += WEIGHTS[marks.count("X")]
        elif "X" not in marks:
            total -= WEIGHTS[marks.count("O")]
    return max(-90, min(90, total))


def finished(moves):
    return abs(score(moves)) >= 100 or len(moves) == 42


@trace(game="connect4", search="alphabeta", depth_limit=2, column_base=0)
def alphabeta(moves, depth, alpha, beta):
    if finished(moves) or depth == 0:
        return score(moves)
    x_to_move = len(moves) % 2 == 0
    best = -1000 if x_to_move else 1000
    for col in ORDER:
        if moves.count(str(col)) == 6:
            continue
        value = alphabeta(moves + str(col), depth - 1, alpha, beta)
        if x_to_move:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best


print(alphabeta("3342", 2, -1000, 1000))
