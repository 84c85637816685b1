"""The Python tracer's cost (run by tests/bench/tracer-cost.ts): the freeCodeCamp article's
function as a student ports it to Python (the baseline tests/bench/plain.ts ports to TypeScript:
empty cells hold their index, moves are dicts, the best picked at the end), untraced and traced
with the file written (to a temporary folder, over the last one), in alternating rounds after one
of warm-up, the garbage collected before each sample, in CPU time (the machine is shared). Also a
lean minimax (a number per call, about 0.7 us): the tracer's worst case.
Prints one JSON line. Arguments: the board (9 characters, X, O, .) and the rounds."""
import gc
import json
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "static", "tracers"))
from minimax_trace import trace  # noqa: E402

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winning(board, player):
    return any(board[a] == player and board[b] == player and board[c] == player for a, b, c in LINES)


def empty_indexes(board):
    return [cell for cell in board if cell != "X" and cell != "O"]


def article(board, player):
    avail_spots = empty_indexes(board)
    if winning(board, "O"):
        return {"score": -10}
    if winning(board, "X"):
        return {"score": 10}
    if not avail_spots:
        return {"score": 0}
    moves = []
    for spot in avail_spots:
        move = {"index": board[spot]}
        board[spot] = player
        move["score"] = search(board, "O" if player == "X" else "X")["score"]
        board[spot] = move["index"]
        moves.append(move)
    best = 0
    best_score = -10000 if player == "X" else 10000
    for i, move in enumerate(moves):
        if (player == "X" and move["score"] > best_score) or (player == "O" and move["score"] < best_score):
            best_score, best = move["score"], i
    return moves[best]


def lean(board, player):
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return 10 if board[a] == "X" else -10
    if " " not in board:
        return 0
    scores = []
    for cell in range(9):
        if board[cell] == " ":
            board[cell] = player
            scores.append(search(board, "O" if player == "X" else "X"))
            board[cell] = " "
    return max(scores) if player == "X" else min(scores)


search = article  # what the recursion calls: the function being timed


def ratio(function, board, rounds, folder):
    """Traced over untraced, medians of CPU time; and the calls the trace holds."""
    global search
    out = os.path.join(folder, "trace.json")
    traced = trace(game="tictactoe", out=out)(function)
    to_move = "X" if board.count("X") == board.count("O") else "O"
    times = {function: [], traced: []}
    for sample in range(rounds + 1):  # the first is warm-up
        for timed in (function, traced):
            search = timed
            gc.collect()
            started = time.process_time()
            timed(board, to_move)
            if sample > 0:
                times[timed].append(time.process_time() - started)
    with open(out, encoding="utf-8") as file:
        calls = json.load(file)["calls"]
    plain, recorded = (statistics.median(times[f]) * 1000 for f in (function, traced))
    return {"calls": calls, "plainMs": round(plain, 1), "tracedMs": round(recorded, 1),
            "ratio": round(recorded / plain, 3)}


def main():
    text, rounds = sys.argv[1], int(sys.argv[2])
    folder = tempfile.mkdtemp()
    figures = {
        "article": ratio(article, [c if c != "." else i for i, c in enumerate(text)], rounds, folder),
        "lean": ratio(lean, [c if c != "." else " " for c in text], rounds, folder),
    }
    print(json.dumps(figures))


main()
