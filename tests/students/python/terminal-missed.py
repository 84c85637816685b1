# Minimax on a tic-tac-toe string with "_" for empty. The only stop is a full board: a board
# where someone already has three in a row is searched on as if the game went on, and scored
# only once it is full.
from minimax_trace import trace

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def score(board):
    for a, b, c in LINES:
        if board[a] != "_" and board[a] == board[b] == board[c]:
            return 10 if board[a] == "X" else -10
    return 0


@trace(game="tictactoe", search="minimax")
def minimax(board, turn):
    if "_" not in board:
        return score(board)
    values = []
    for i, cell in enumerate(board):
        if cell == "_":
            values.append(minimax(board[:i] + turn + board[i + 1:], "O" if turn == "X" else "X"))
    return max(values) if turn == "X" else min(values)


print(minimax("XO__X__O_", "X"))
