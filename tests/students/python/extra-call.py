# Minimax on AIMA's figure 5.2 tree (nested lists). To keep the best child the loop calls the
# function twice on it: once in the test and once more to store the value.
from minimax_trace import trace

TREE = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]


@trace(game="tree", search="minimax")
def minimax(node, maximizing):
    if isinstance(node, int):
        return node
    best = None
    for child in node:
        if best is None or (maximizing and minimax(child, not maximizing) > best) or (
                not maximizing and minimax(child, not maximizing) < best):
            best = minimax(child, not maximizing)
    return best


print(minimax(TREE, True))
