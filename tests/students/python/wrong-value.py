# Minimax on AIMA's figure 5.2 tree with a maximizing flag, where the running best starts at
# 0 instead of minus or plus infinity: a min node whose children are all above 0 returns 0.
from minimax_trace import trace

TREE = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]


@trace(game="tree", search="minimax")
def minimax(node, maximizing):
    if not isinstance(node, list):
        return node
    best = 0
    for child in node:
        value = minimax(child, not maximizing)
        if maximizing:
            best = max(best, value)
        else:
            best = min(best, value)
    return best


print(minimax(TREE, True))
