# Alpha-beta with a maximizing_player flag on a tic-tac-toe string. The loop keeps the best
# value and cuts against the bound, but writes the improved bound into a new variable, so each
# child is still called with the window its parent was given.
from minimax_trace import trace

WINNING = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def check_winner(board):
    for a, b, c in WINNING:
        if board[a] != "-" and board[a] == board[b] == board[c]:
            return board[a]
    return None


@trace(game="tictactoe", search="alphabeta")
def minimax(board, depth, alpha, beta, maximizing_player):
    winner = check_winner(board)
    if winner == "X":
        return 10
    if winner == "O":
        return -10
    if "-" not in board:
        return 0
    if maximizing_player:
        best = -1000
        for i in range(9):
            if board[i] == "-":
                score = minimax(board[:i] + "X" + board[i + 1:], depth + 1, alpha, beta, False)
                best = max(best, score)
                new_alpha = max(alpha, best)
                if new_alpha >= beta:
                    break
        return best
    best = 1000
    for i in range(9):
        if board[i] == "-":
            score = minimax(board[:i] + "O" + board[i + 1:], depth + 1, alpha, beta, True)
            best = min(best, score)
            new_beta = min(beta, best)
            if alpha >= new_beta:
                break
    return best


print(minimax("XO--X--O-", 0, float("-inf"), float("inf"), True))
