# Alpha-beta with the window in two globals, so no parameter carries it: each call reads and
# raises the one alpha and beta of the whole search, and a bound found in one subtree is still
# there when a sibling's subtree is searched.
from minimax_trace import trace

TREE = [[[[3, 17], [2, 12]], [[15], [25, 0]]], [[[2, 5], [3]], [[2, 14]]]]
alpha = float("-inf")
beta = float("inf")


@trace(game="tree", search="alphabeta")
def alpha_beta(node, is_max):
    global alpha, beta
    if type(node) is int:
        return node
    if is_max:
        best = float("-inf")
        for child in node:
            best = max(best, alpha_beta(child, False))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best
    best = float("inf")
    for child in node:
        best = min(best, alpha_beta(child, True))
        beta = min(beta, best)
        if alpha >= beta:
            break
    return best


print(alpha_beta(TREE, True))
