# CS188-style get_action for alpha-beta: the loop over the root's moves calls min_value on
# each child with a fresh window (-inf, inf) and never raises alpha with the values it gets
# back, so the root's later children search with a window that is too wide.
import math

from minimax_trace import trace

BOARD = [["X", "O", " "], [" ", "X", " "], [" ", "O", " "]]
t = trace(game="tictactoe", search="alphabeta", start=BOARD)
LINES = [[(i, 0), (i, 1), (i, 2)] for i in range(3)] + [[(0, i), (1, i), (2, i)] for i in range(3)]
LINES += [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]


def evaluate(state):
    for line in LINES:
        a, b, c = (state[r][k] for r, k in line)
        if a != " " and a == b == c:
            return 10 if a == "X" else -10
    if all(cell != " " for row in state for cell in row):
        return 0
    return None


def moves(state):
    return [(r, c) for r in range(3) for c in range(3) if state[r][c] == " "]


def apply(state, move, mark):
    r, c = move
    child = [row[:] for row in state]
    child[r][c] = mark
    return child


@t
def max_value(state, alpha, beta):
    score = evaluate(state)
    if score is not None:
        return score
    v = -math.inf
    for m in moves(state):
        v = max(v, min_value(apply(state, m, "X"), alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


@t
def min_value(state, alpha, beta):
    score = evaluate(state)
    if score is not None:
        return score
    v = math.inf
    for m in moves(state):
        v = min(v, max_value(apply(state, m, "O"), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def get_action(state):
    best_move, best_score = None, -math.inf
    for m in moves(state):
        score = min_value(apply(state, m, "X"), -math.inf, math.inf)
        if score > best_score:
            best_move, best_score = m, score
    return best_move


print("move:", get_action(BOARD))
t.write()
