# Alpha-beta on a tic-tac-toe board as a flat list of 9 (None for empty), AIMA's
# alphabeta_search: max_value / min_value with the window as arguments. The cut tests are
# strict (v > beta, v < alpha), so a child whose value only ties the bound does not prune.
import math

from minimax_trace import trace

t = trace(game="tictactoe", search="alphabeta")
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def utility(state):
    for a, b, c in LINES:
        if state[a] is not None and state[a] == state[b] == state[c]:
            return 10 if state[a] == "X" else -10
    return 0 if None not in state else None


def successors(state, mark):
    for i in range(9):
        if state[i] is None:
            child = list(state)
            child[i] = mark
            yield child


@t
def max_value(state, alpha, beta):
    u = utility(state)
    if u is not None:
        return u
    v = -math.inf
    for s in successors(state, "X"):
        v = max(v, min_value(s, alpha, beta))
        if v > beta:
            return v
        alpha = max(alpha, v)
    return v


@t
def min_value(state, alpha, beta):
    u = utility(state)
    if u is not None:
        return u
    v = math.inf
    for s in successors(state, "O"):
        v = min(v, max_value(s, alpha, beta))
        if v < alpha:
            return v
        beta = min(beta, v)
    return v


start = ["X", "O", "X", None, "O", None, None, None, None]
print("value:", max_value(start, -math.inf, math.inf))
