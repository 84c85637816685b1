# Minimax on a 3x3 list of lists (" " for empty) with a maximizing flag. The moves are
# generated column by column (the loops over rows and columns nested the other way round), so
# the children come in another order than the board's cells 0-8.
from minimax_trace import trace


def winner(b):
    lines = [b[0], b[1], b[2], [b[0][0], b[1][0], b[2][0]], [b[0][1], b[1][1], b[2][1]],
             [b[0][2], b[1][2], b[2][2]], [b[0][0], b[1][1], b[2][2]], [b[0][2], b[1][1], b[2][0]]]
    for line in lines:
        if line[0] != " " and line.count(line[0]) == 3:
            return line[0]
    return None


@trace(game="tictactoe", search="minimax")
def minimax(board, is_maximizing):
    w = winner(board)
    if w:
        return 10 if w == "X" else -10
    if all(cell != " " for row in board for cell in row):
        return 0
    scores = []
    for col in range(3):
        for row in range(3):
            if board[row][col] == " ":
                board[row][col] = "X" if is_maximizing else "O"
                scores.append(minimax(board, not is_maximizing))
                board[row][col] = " "
    return max(scores) if is_maximizing else min(scores)


board = [["X", "O", " "], [" ", "X", " "], [" ", "O", " "]]
print(minimax(board, True))
