# Alpha-beta on a game tree given as nested lists (a leaf is a number), one function with a
# maximizing_player flag, the window with default arguments. Fail-soft: it returns the best
# value found, even outside the window. Correct.
from minimax_trace import trace

TREE = [[[[3, 17], [2, 12]], [[15], [25, 0]]], [[[2, 5], [3]], [[2, 14]]]]


@trace(game="tree", search="alphabeta")
def alphabeta(node, alpha=float("-inf"), beta=float("inf"), maximizing_player=True):
    if isinstance(node, (int, float)):
        return node
    if maximizing_player:
        value = float("-inf")
        for child in node:
            value = max(value, alphabeta(child, alpha, beta, False))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return value
    value = float("inf")
    for child in node:
        value = min(value, alphabeta(child, alpha, beta, True))
        beta = min(beta, value)
        if alpha >= beta:
            break
    return value


print("value:", alphabeta(TREE))
