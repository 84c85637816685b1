# Minimax that returns (score, move) on a tic-tac-toe string (" " for empty). Comparing with
# >= keeps the LAST of the moves that share the best score, where the game's order keeps the
# first: the same value, another move among equals.
from minimax_trace import trace

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board):
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return None


@trace(game="tictactoe", search="minimax")
def minimax(board, player):
    w = winner(board)
    if w is not None:
        return (10 if w == "X" else -10), None
    if " " not in board:
        return 0, None
    best_score, best_move = (-100, None) if player == "X" else (100, None)
    for move in range(9):
        if board[move] == " ":
            child = board[:move] + player + board[move + 1:]
            score, _ = minimax(child, "O" if player == "X" else "X")
            if (player == "X" and score >= best_score) or (player == "O" and score <= best_score):
                best_score, best_move = score, move
    return best_score, best_move


print(minimax("XO  X  O ", "X"))
