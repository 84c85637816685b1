# Depth-limited minimax on tic-tac-toe (a string, "." for empty) with Nilsson's estimate at
# the limit: the lines still open to X minus those open to O. The depth is lowered inside the
# loop (depth -= 1) rather than passed as depth - 1, so each later sibling gets a smaller limit
# and is estimated before the real limit.
from minimax_trace import trace

LIMIT = 3
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def won(board, mark):
    return any(board[a] == board[b] == board[c] == mark for a, b, c in LINES)


def open_lines(board, mark):
    return sum(1 for line in LINES if all(board[i] in (mark, ".") for i in line))


@trace(game="tictactoe", search="minimax", depth_limit=LIMIT)
def minimax(board, depth, x_to_move):
    if won(board, "X"):
        return 10
    if won(board, "O"):
        return -10
    if "." not in board:
        return 0
    if depth <= 0:
        return open_lines(board, "X") - open_lines(board, "O")
    best = -100 if x_to_move else 100
    for i in range(9):
        if board[i] == ".":
            depth -= 1
            value = minimax(board[:i] + ("X" if x_to_move else "O") + board[i + 1:], depth, not x_to_move)
            best = max(best, value) if x_to_move else min(best, value)
    return best


print(minimax("X...O....", LIMIT, True))
