# AIMA's minimax_decision on a tic-tac-toe board as a flat list with "" for empty: the root
# loop calls min_value on each move. min_value was copied from max_value and still takes the
# max of its children.
from minimax_trace import trace

START = ["X", "O", "X", "", "O", "", "", "", ""]
t = trace(game="tictactoe", search="minimax", start=START)
ROWS = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def terminal_test(state):
    return any(state[a] and state[a] == state[b] == state[c] for a, b, c in ROWS) or "" not in state


def utility(state):
    for a, b, c in ROWS:
        if state[a] and state[a] == state[b] == state[c]:
            return 10 if state[a] == "X" else -10
    return 0


def result(state, cell, mark):
    state = state.copy()
    state[cell] = mark
    return state


def actions(state):
    return [i for i, cell in enumerate(state) if cell == ""]


@t
def max_value(state):
    if terminal_test(state):
        return utility(state)
    return max(min_value(result(state, a, "X")) for a in actions(state))


@t
def min_value(state):
    if terminal_test(state):
        return utility(state)
    return max(max_value(result(state, a, "O")) for a in actions(state))


def minimax_decision(state):
    return max(actions(state), key=lambda a: min_value(result(state, a, "X")))


print("move:", minimax_decision(START))
t.write()
