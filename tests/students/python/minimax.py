# Tic-tac-toe minimax, CS188 style: get_action tries the root's moves itself and asks
# min_value for each; max_value and min_value call each other. The board is a 3x3 list of
# lists with " " for an empty cell. Correct.
import math

from minimax_trace import trace

t = trace(game="tictactoe", search="minimax", start=[["X", "O", "X"], [" ", "O", " "], [" ", " ", " "]])

LINES = [[(r, 0), (r, 1), (r, 2)] for r in range(3)] + [[(0, c), (1, c), (2, c)] for c in range(3)] + [
    [(0, 0), (1, 1), (2, 2)],
    [(0, 2), (1, 1), (2, 0)],
]


def winner(board):
    for line in LINES:
        marks = [board[r][c] for r, c in line]
        if marks[0] != " " and marks.count(marks[0]) == 3:
            return marks[0]
    return None


def terminal(board):
    return winner(board) is not None or all(cell != " " for row in board for cell in row)


def utility(board):
    w = winner(board)
    return 10 if w == "X" else -10 if w == "O" else 0


def actions(board):
    return [(r, c) for r in range(3) for c in range(3) if board[r][c] == " "]


def result(board, action, mark):
    new_board = [row[:] for row in board]
    new_board[action[0]][action[1]] = mark
    return new_board


@t
def max_value(board):
    if terminal(board):
        return utility(board)
    v = -math.inf
    for a in actions(board):
        v = max(v, min_value(result(board, a, "X")))
    return v


@t
def min_value(board):
    if terminal(board):
        return utility(board)
    v = math.inf
    for a in actions(board):
        v = min(v, max_value(result(board, a, "O")))
    return v


def get_action(board):
    best_action, best_value = None, -math.inf
    for a in actions(board):
        value = min_value(result(board, a, "X"))
        if value > best_value:
            best_action, best_value = a, value
    return best_action


board = [["X", "O", "X"], [" ", "O", " "], [" ", " ", " "]]
print("best move:", get_action(board))
t.write()
