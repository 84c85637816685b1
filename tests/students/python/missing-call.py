# Minimax on a flat list of 9 with None for empty, the player passed as "X"/"O". The loop runs
# over range(8), so the last cell is never tried.
from minimax_trace import trace

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def evaluate(board):
    for a, b, c in LINES:
        if board[a] is not None and board[a] == board[b] == board[c]:
            return 10 if board[a] == "X" else -10
    return None


@trace(game="tictactoe", search="minimax")
def minimax(board, player):
    result = evaluate(board)
    if result is not None:
        return result
    if None not in board:
        return 0
    other = "O" if player == "X" else "X"
    scores = []
    for i in range(8):
        if board[i] is None:
            board[i] = player
            scores.append(minimax(board, other))
            board[i] = None
    if not scores:
        return 0
    return max(scores) if player == "X" else min(scores)


print(minimax(["X", "O", "X", None, "O", None, None, None, None], "X"))
