# Minimax with a maximizing_player flag on a flat list board (" " for empty) that scores a
# win +1 and a loss -1 where the exercise's scoring is +-10: the same decisions on another scale.
from minimax_trace import trace

WINS = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def game_over(board):
    for a, b, c in WINS:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return 1 if board[a] == "X" else -1
    if " " not in board:
        return 0
    return None


@trace(game="tictactoe", search="minimax")
def minimax(board, maximizing_player):
    result = game_over(board)
    if result is not None:
        return result
    if maximizing_player:
        best = -2
        for i in range(9):
            if board[i] == " ":
                board[i] = "X"
                best = max(best, minimax(board, False))
                board[i] = " "
        return best
    best = 2
    for i in range(9):
        if board[i] == " ":
            board[i] = "O"
            best = min(best, minimax(board, True))
            board[i] = " "
    return best


print(minimax(list("XO  X  O "), True))
