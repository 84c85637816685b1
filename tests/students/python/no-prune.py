# "Alpha-beta" on the article's tree that passes alpha and beta down and updates them, but
# has no cut: the test that should stop the loop was left out, so every child is searched.
from minimax_trace import trace

TREE = [[[[3, 17], [2, 12]], [[15], [25, 0]]], [[[2, 5], [3]], [[2, 14]]]]


@trace(game="tree", search="alphabeta")
def alphabeta(node, depth, alpha, beta, maximizing):
    if not isinstance(node, list):
        return node
    if maximizing:
        best = float("-inf")
        for child in node:
            val = alphabeta(child, depth + 1, alpha, beta, False)
            best = max(best, val)
            alpha = max(alpha, best)
        return best
    best = float("inf")
    for child in node:
        val = alphabeta(child, depth + 1, alpha, beta, True)
        best = min(best, val)
        beta = min(beta, best)
    return best


print(alphabeta(TREE, 0, float("-inf"), float("inf"), True))
