# Alpha-beta on a tic-tac-toe board kept as a 9-character string ("." for empty), AIMA's
# max_value / min_value pair. Fail-hard: a call that cuts returns the bound it broke (beta at a
# max node, alpha at a min node), and a call whose every value fell outside its window returns
# the window's edge, so what comes back always lies inside [alpha, beta]. Correct under that
# convention.
from minimax_trace import trace

t = trace(game="tictactoe", search="alphabeta")
WINS = ["012", "345", "678", "036", "147", "258", "048", "246"]


def won(board, mark):
    return any(all(board[int(i)] == mark for i in line) for line in WINS)


def play(board, cell, mark):
    return board[:cell] + mark + board[cell + 1:]


@t
def max_value(board, alpha, beta):
    if won(board, "X"):
        return 10
    if won(board, "O"):
        return -10
    if "." not in board:
        return 0
    for cell in range(9):
        if board[cell] == ".":
            alpha = max(alpha, min_value(play(board, cell, "X"), alpha, beta))
            if alpha >= beta:
                return beta
    return alpha


@t
def min_value(board, alpha, beta):
    if won(board, "X"):
        return 10
    if won(board, "O"):
        return -10
    if "." not in board:
        return 0
    for cell in range(9):
        if board[cell] == ".":
            beta = min(beta, max_value(play(board, cell, "O"), alpha, beta))
            if alpha >= beta:
                return alpha
    return beta


print("value:", max_value("XOX.O....", float("-inf"), float("inf")))
