"""Minimax Lab's autograder: grades a submitted minimax.py on the teacher's positions.

Written into a bundle by `npm run --silent trace -- --autograder DIR` beside the tracer
(minimax_trace.py), the diagnosis (minimax_diagnosis.py) and the positions with our search of
each (reference.json). Gradescope runs it through run_autograder; locally:

    ./run_autograder --submission path/to/folder --results path/to/folder

For each position, a fresh python3 process, given that position alone (it never loads our search;
reference.json stays readable beside this file, so this grades but does not hide the answers),
imports the submission, puts the tracer on the functions the teacher named, calls the one named
with the position, and hands the trace back; this process then compares it with ours and writes
results/results.json in Gradescope's form (score, max_score, one test per position whose output
is the first mistake, named, in English: the diagnosis is ported with its English sentences). The
submission is imported, never evaluated as text, and never in this process: one that raises,
loops past its time limit, prints anything or returns no number fails its position with a
sentence saying so, and the other positions are graded as usual. Python 3.9+, standard library.
"""

import argparse
import importlib
import json
import math
import os
import signal
import subprocess
import sys
import tempfile

# The child times the submission itself (an alarm); past the time limit and this, it is stopped.
STARTING = 10
HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # the bundle and the submission's folder stay as they were
sys.path.insert(0, HERE)
import minimax_diagnosis  # noqa: E402
import minimax_trace  # noqa: E402  (imported first: a submission's own copy is never used)


class Problem(Exception):
    """Why a position has no trace to compare: said to the student as it is."""


class TimeLimit(BaseException):
    """The position's time is up (raised in the submission's code by an alarm)."""


def time_up(*_):
    raise TimeLimit()


def too_long(entry):
    return (f"the submission ran longer than {entry['timeout']} s on this position (a loop that "
            "never ends, or a search far too big?)")


def clipped(text, most=300):
    text = " ".join(str(text).split())
    return text if len(text) <= most else text[:most - 1] + "…"


def given_position(entry):
    """The position in the shape the student's function takes (the teacher's `shape`, `marks`)."""
    options, position, shape = entry["tracer"], entry["position"], entry["shape"]
    if options["game"] == "tree":
        return position
    marks = options.get("marks") or {}

    def mark(name, default):
        chosen = marks.get(name, default)
        return chosen[0] if isinstance(chosen, list) else chosen

    table = {"X": mark("X", "X"), "O": mark("O", "O"), ".": mark("empty", ".")}
    if options["game"] == "board":
        cells = [table[cell] for cell in position]
        if shape == "list":
            return cells
        if shape == "grid":
            return [cells[0:3], cells[3:6], cells[6:9]]
        return "".join(str(cell) for cell in cells)
    if shape == "grid":  # Connect Four's 6 rows of 7, top row first
        cells = minimax_diagnosis.connect4_cells(position)
        return [[table["XO"[cells[(c, r)]] if (c, r) in cells else "."] for c in range(1, 8)]
                for r in range(5, -1, -1)]
    base = options.get("column_base")
    base = (0 if shape == "list" else 1) if base is None else base
    columns = [int(column) - 1 + base for column in position]
    return columns if shape == "list" else "".join(str(column) for column in columns)


def run_one(entry, submission):
    """In the child process: the submission's trace on one position, as the tracer writes it."""
    position = given_position(entry)
    options = dict(entry["tracer"], out=None)
    if entry["start"]:
        options["start"] = position
    tracer = minimax_trace.Tracer(**options)
    sys.path.insert(0, os.path.abspath(submission))
    name = entry["module"]
    if not os.path.isfile(os.path.join(submission, name + ".py")):
        raise Problem(f"no {name}.py was submitted")
    signal.signal(signal.SIGALRM, time_up)
    signal.setitimer(signal.ITIMER_REAL, entry["timeout"])
    try:
        module = importlib.import_module(name)
    except TimeLimit:
        raise Problem(too_long(entry))
    except BaseException as error:
        raise Problem(f"importing {name}.py raised {type(error).__name__}: {error}")
    for traced in entry["trace"]:
        function = getattr(module, traced, None)
        if not callable(function):
            raise Problem(f"{name}.py has no function {traced}")
        while hasattr(function, "tracer") and hasattr(function, "__wrapped__"):
            function = function.__wrapped__  # the student's own @trace: ours replaces it
        setattr(module, traced, tracer(function))
    called = getattr(module, entry["function"], None)
    if not callable(called):
        raise Problem(f"{name}.py has no function {entry['function']}")
    values = {"$position": position, "-inf": -math.inf, "inf": math.inf}
    args = [values.get(arg, arg) if isinstance(arg, str) else arg for arg in entry["args"]]
    raised, returned = None, None
    try:
        returned = called(*args)
    except TimeLimit:
        raise Problem(too_long(entry))
    except BaseException as error:
        raised = f"{entry['function']} raised {type(error).__name__}: {error}"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    text = tracer.write(move=returned) if entry["start"] else tracer.text()
    if text is None:
        raise Problem(raised or f"{entry['function']} never called {' or '.join(entry['trace'])}")
    return text


def child(entry, submission, out):
    try:
        result = {"trace": run_one(entry, submission)}
    except BaseException as problem:
        said = str(problem) if isinstance(problem, Problem) else f"{type(problem).__name__}: {problem}"
        result = {"problem": clipped(said)}
    with open(out, "w", encoding="utf-8") as file:
        json.dump(result, file)


SAME_GAME = ("kind", "board", "toMove", "ai", "scoring", "tree", "root")


def compared(entry, text):
    """The test's score and output from the student's trace text."""
    try:
        file = json.loads(text)
        game = file.get("game") or {}
        ours = entry["reference"]["game"]
        moved = "moves" in ours and (minimax_diagnosis.connect4_cells(str(game.get("moves")))
                                     != minimax_diagnosis.connect4_cells(ours["moves"]))
        if moved or any(game.get(key) != ours.get(key) for key in SAME_GAME if key in ours):
            return 0, "no result: the trace is of another position than the one graded"
        diagnosis = minimax_diagnosis.diagnose(file, entry["reference"])
    except minimax_diagnosis.TraceProblem as problem:
        return 0, clipped(f"no result: {problem}", 500)
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as problem:
        return 0, clipped(f"no result: the trace could not be read ({type(problem).__name__}: {problem})")
    if diagnosis is None:
        return entry["points"], f"ok: no mistake against ours ({len(file['trace'])} calls)"
    lines = "\n".join(minimax_diagnosis.explain(diagnosis))
    return (entry["points"], lines) if diagnosis["convention"] else (0, lines)


def grade(entry, submission):
    """One position's test: the submission run in its own process, its trace compared."""
    with tempfile.TemporaryDirectory() as work:
        out, log = os.path.join(work, "result.json"), os.path.join(work, "output.txt")
        own = os.path.join(work, "position.json")  # the child's entry, without our search
        with open(own, "w", encoding="utf-8") as file:
            json.dump({key: value for key, value in entry.items() if key != "reference"}, file)
        command = [sys.executable, os.path.join(HERE, "grader.py"), "--one", own,
                   "--submission", os.path.abspath(submission), "--out", out]
        with open(log, "wb") as output:
            try:
                subprocess.run(command, cwd=work, stdin=subprocess.DEVNULL, stdout=output,
                               stderr=output, timeout=entry["timeout"] + STARTING, check=False)
                timed_out = False
            except subprocess.TimeoutExpired:
                timed_out = True
        if timed_out:
            score, said = 0, f"no result: {too_long(entry)}"
        elif not os.path.isfile(out):
            with open(log, "rb") as output:
                tail = output.read()[-300:].decode("utf-8", "replace")
            score, said = 0, clipped(f"no result: python stopped before the search returned: {tail}")
        else:
            with open(out, encoding="utf-8") as file:
                result = json.load(file)
            if "problem" in result:
                score, said = 0, f"no result: {result['problem']}"
            else:
                score, said = compared(entry, result["trace"])
    return {"name": entry["name"], "score": score, "max_score": entry["points"], "output": said,
            "status": "passed" if score == entry["points"] else "failed"}


def main():
    parser = argparse.ArgumentParser(description="Grade a submitted minimax.py on the bundle's positions.")
    parser.add_argument("--submission", default="/autograder/submission", help="the submitted files' folder")
    parser.add_argument("--results", default="/autograder/results", help="where results.json goes")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # a child: its position's file
    parser.add_argument("--out", help=argparse.SUPPRESS)
    options = parser.parse_args()
    with open(options.one or os.path.join(HERE, "reference.json"), encoding="utf-8") as file:
        read = json.load(file)
    if options.one is not None:
        return child(read, options.submission, options.out)
    tests = [grade(entry, options.submission) for entry in read["positions"]]
    results = {"score": sum(test["score"] for test in tests),
               "max_score": sum(test["max_score"] for test in tests), "tests": tests}
    os.makedirs(options.results, exist_ok=True)
    with open(os.path.join(options.results, "results.json"), "w", encoding="utf-8") as file:
        json.dump(results, file, ensure_ascii=False, indent=1)
    for test in tests:
        print(f"{test['score']}/{test['max_score']} {test['name']}: {test['output'].splitlines()[0]}")
    print(f"score {results['score']}/{results['max_score']}")
    return None


if __name__ == "__main__":
    main()
