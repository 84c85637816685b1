# Alpha-beta on the article's tree, max_value / min_value over nested lists. min_value's
# parameters are written (node, beta, alpha) while every caller passes (node, alpha, beta), so
# inside min_value the two bounds are exchanged.
from minimax_trace import trace

t = trace(game="tree", search="alphabeta")
TREE = [[[[3, 17], [2, 12]], [[15], [25, 0]]], [[[2, 5], [3]], [[2, 14]]]]


@t
def max_value(node, alpha, beta):
    if not isinstance(node, list):
        return node
    v = float("-inf")
    for child in node:
        v = max(v, min_value(child, alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


@t
def min_value(node, beta, alpha):
    if not isinstance(node, list):
        return node
    v = float("inf")
    for child in node:
        v = min(v, max_value(child, alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


print(max_value(TREE, float("-inf"), float("inf")))
