"""Minimax Lab's tracer: record your own minimax or alpha-beta as a trace file the site opens.

Python 3.9+, standard library only. Put this file beside your program and add two lines:

    from minimax_trace import trace

    @trace(game="tictactoe", search="alphabeta", out="trace.json")
    def minimax(board, depth, alpha, beta, maximizing):
        ...

Every call of the decorated function is recorded: its caller, the position it was given (its
first argument; `position="state"` names another), the alpha and beta it received (parameters
named alpha/a and beta/b; `alpha="lo"` names another, or a global), and what it returned (a
number, or the first number of a tuple such as `(score, move)`; `value=1` picks another).
Depth and the side to move are inferred. When the outermost call returns, the file is written.
Your function behaves exactly as before: same values, same calls, same exceptions.

Several functions share one trace (CS188's max_value / min_value):

    t = trace(game="tictactoe", search="minimax")

    @t
    def max_value(board): ...

    @t
    def min_value(board): ...

When your own loop tries the root's moves and calls the function on each child (CS188's
get_action, AIMA's minimax_decision), say where it starts: `trace(..., start=board)`. The
tracer writes the root itself, and the file when you call `t.write()` (or when Python exits).

Games: "tictactoe" (a 9-character string, a flat list of 9, or a 3x3 list of lists; X/x, O/o,
and any of . - _ space "" None 0 for empty, or `marks={"X": 1, "O": -1, "empty": 0}`),
"connect4" (a move string of columns 1-7, `column_base=0` for 0-6, a list of columns, or a 6x7
grid) and "tree" (nested lists, a leaf is a number). Other options: `scoring` ("article" +-10,
"unit" +-1, "depth"), `depth_limit`, `root` ("max"/"min", trees), `ai` and `to_move` (boards),
`negamax=True` (values from the side to move's view), `out=None` (no file: `minimax.text()` or
`t.text()` gives the last trace's text, for an autograder).
A returned (score, move) or {"score": s, "index": move} gives the record its move.
Documented in the site's guide ("Tracing your own code"); the file format in docs/trace-format.md.
"""

import atexit
import functools
import inspect
import itertools
import json
import math
import os
import sys

__all__ = ["trace", "Tracer"]

TRACER_VERSION = "1"
MAX_CALLS = 1_000_000
_UNSET = object()
_EMPTIES = {".", " ", "-", "_", "", None, 0}
_PLAIN_CELLS = {str, int, bool, type(None)}
_GAMES = {"tictactoe": "board", "board": "board", "connect4": "connect4", "tree": "tree"}


class TraceError(ValueError):
    """A position or option the tracer cannot read: the message says which call and why."""


def trace(fn=None, **options):
    """`@trace(game=..., ...)` on one function, or `t = trace(...)` then `@t` on several."""
    tracer = Tracer(**options)
    return tracer(fn) if fn is not None else tracer


class Tracer:
    """One trace, shared by every function decorated with it; written when the outermost call returns."""

    def __init__(self, game, search="minimax", out="trace.json", position=None, alpha=None,
                 beta=None, value=None, start=_UNSET, scoring="article", depth_limit=None,
                 marks=None, root="max", column_base=None, ai=None, to_move=None, negamax=False):
        if game not in _GAMES:
            raise ValueError(f"game must be one of {', '.join(_GAMES)}, not {game!r}")
        if search not in ("minimax", "alphabeta"):
            raise ValueError(f"search must be 'minimax' or 'alphabeta', not {search!r}")
        if scoring not in ("article", "unit", "depth"):
            raise ValueError(f"scoring must be 'article', 'unit' or 'depth', not {scoring!r}")
        if root not in ("max", "min"):
            raise ValueError(f"root must be 'max' or 'min', not {root!r}")
        if column_base not in (None, 0, 1):
            raise ValueError(f"column_base must be 0 or 1, not {column_base!r}")
        self.kind = _GAMES[game]
        # The file's place is fixed where the program starts, whatever folder it is in later.
        out = os.path.abspath(out) if out is not None else None
        self.search, self.out, self.scoring, self.depth_limit = search, out, scoring, depth_limit
        self.options = {"position": position, "alpha": alpha, "beta": beta}
        self.value, self.start, self.root, self.ai, self.to_move = value, start, root, ai, to_move
        self.column_base, self.negamax = column_base, negamax
        self.marks = _marks(marks)
        self.names, self.text_written = [], None
        # Each call appends its depth and position (a list copied: see joined) when it starts, with
        # its alpha and beta to bounds where it takes a window, and puts what it returned (or
        # _Raised) at its index of results when it ends; the depths alone give each call's
        # caller. Nothing is converted here: the writer does it once, a column at a time. The
        # wrappers keep these lists: they are cleared between traces, never replaced.
        self.depths, self.positions, self.bounds, self.results = [], [], [], []
        # level[0]: the calls open; mixed[0]: some functions take a window and some not (those
        # then add None, None to bounds, so that bounds holds two per call).
        self.level, self.mixed, self.windows = [0], [False], set()
        # room[0]: the slots in results, made ahead (4,096 at a time) so a call only sets its own.
        self.room = [0]
        # joined[0]: whether a board given as a list holds 9 one-character marks (None: not seen
        # yet); a call's list is then copied as their string, read as the same board.
        self.joined = [None if self.kind == "board" else False]
        self._reset()
        if start is not _UNSET:
            self.start = _snapshot(start) if self.kind != "tree" else start
            atexit.register(self._write_at_exit)

    def _reset(self):
        for column in (self.depths, self.positions, self.bounds, self.results):
            column.clear()
        self.level[0], self.room[0], self.dropped, self.limit = 0, 0, 0, None

    def __call__(self, fn):
        self.names.append(fn.__name__)
        read_position, read_alpha, read_beta = _readers(fn, self.options, self.search)
        copy = self.kind != "tree"  # a tree's node is found by identity: never copied
        at = read_position.index if read_position.index is not None else sys.maxsize
        window = read_alpha is not None or read_beta is not None
        no_window = lambda args, kwargs: None  # noqa: E731
        read_alpha, read_beta = read_alpha or no_window, read_beta or no_window
        self.windows.add(window)
        if len(self.windows) == 2 and not self.mixed[0]:
            self.mixed[0] = True
            if window:  # the calls so far took none
                self.bounds[:] = [None] * (2 * len(self.depths))

        depths, results, level, mixed, most = self.depths, self.results, self.level, self.mixed, MAX_CALLS
        joined = self.joined
        room, slots = self.room, [None] * 4096
        push_depth, push_position, push_bound = depths.append, self.positions.append, self.bounds.append

        @functools.wraps(fn)
        def traced(*args, **kwargs):
            depth = level[0]
            if depth == 0:
                self._begin()
            index = len(depths)
            if index >= room[0]:
                if index >= most:
                    return self._untraced(fn, args, kwargs)
                more = min(len(slots), most - index)  # never past the cap: its check is here
                results.extend(slots[:more])
                room[0] = index + more
            position = args[at] if len(args) > at else read_position(args, kwargs)
            if type(position) is list and copy:  # copied: the student may change it in place
                if joined[0]:  # 9 marks of one character: copied as a string (no tuple to collect)
                    try:
                        text = "".join(position)
                    except TypeError:
                        text = ""
                    position = text if len(text) == 9 == len(position) else _snapshot(position)
                elif joined[0] is None:
                    joined[0] = len(position) == 9 and all(
                        type(cell) is str and len(cell) == 1 for cell in position)
                    position = _snapshot(position)
                else:
                    position = tuple(position) if not position or type(position[0]) is not list else (
                        _snapshot(position))
            if window:
                alpha, beta = read_alpha(args, kwargs), read_beta(args, kwargs)
                push_bound(alpha)
                push_bound(beta)
            elif mixed[0]:
                push_bound(None)
                push_bound(None)
            push_depth(depth)
            push_position(position)
            level[0] = depth + 1
            try:
                result = fn(*args, **kwargs)
            except BaseException as error:
                level[0] = depth
                results[index] = _Raised(f"{type(error).__name__}: {error}")
                if depth == 0:
                    self._end()
                raise
            level[0] = depth
            results[index] = result if type(result) is not list else list(result)
            if depth == 0:
                self._end()
            return result

        traced.tracer, traced.text = self, self.text  # minimax.text(): the last trace, out=None
        return traced

    def _untraced(self, fn, args, kwargs):
        """A call past MAX_CALLS: run, counted, not recorded."""
        self.dropped += 1
        self.level[0] += 1
        try:
            return fn(*args, **kwargs)
        finally:
            self.level[0] -= 1
            if self.level[0] == 0:
                self._end()

    def _begin(self):
        # The wrapper doubles the frames of a recursion: make room so no new RecursionError.
        if self.limit is None:
            self.limit = sys.getrecursionlimit()
            sys.setrecursionlimit(self.limit * 2 + 100)

    def _end(self):
        if self.limit is not None:
            sys.setrecursionlimit(self.limit)
            self.limit = None
        if self.start is _UNSET:
            self.write()

    def _write_at_exit(self):
        if self.depths:
            self.write()

    def write(self, move=None):
        """Writes the trace (to `out`) and starts a new one. Never raises: a problem is printed."""
        dropped = self.dropped
        try:
            text = self.text_of(move)
        except Exception as problem:  # never into the student's program: a TraceError says why
            print(f"minimax_trace: no trace written: {problem}", file=sys.stderr)
            text = None
        finally:
            self._reset()
        if text is None:
            return None
        if dropped:
            print(f"minimax_trace: more than {MAX_CALLS:,} calls: the first {MAX_CALLS:,} were "
                  "written, the rest not recorded", file=sys.stderr)
        self.text_written = text if self.out is None else None
        if self.out is not None:
            try:
                # A file already there (the last run's) is written over in place and cut to length:
                # freeing its blocks and taking new ones cost as much as writing it.
                in_place = os.path.isfile(self.out)
                with open(self.out, "r+" if in_place else "w", encoding="utf-8") as file:
                    try:
                        file.write(text)
                    finally:
                        if in_place:
                            file.truncate()
            except OSError as problem:
                print(f"minimax_trace: could not write {self.out}: {problem}", file=sys.stderr)
        return text

    def text(self):
        """The JSON text of the last trace (kept in memory only when out=None; else read back)."""
        if self.text_written is None and self.out is not None:
            with open(self.out, encoding="utf-8") as file:
                return file.read()
        return self.text_written

    def text_of(self, move=None):
        """The current records as a trace file's text (raises TraceError on an unreadable position)."""
        depths, positions = self.depths, self.positions
        if len(positions) != len(depths):  # interrupted between the two (Ctrl-C): the calls whole
            depths = depths[:len(positions)]
        results = self.results[:len(depths)]
        alphas = betas = None  # None where no call takes a window
        if self.bounds:
            bounds = self.bounds[:2 * len(depths)]
            alphas, betas = bounds[0::2], bounds[1::2]
        rooted = self.start is not _UNSET
        if rooted:  # the root we write, id 1, above the calls of the loop, without a window
            depths, positions, results = [-1] + depths, [self.start] + positions, [None] + results
            if alphas is not None:
                alphas, betas = [None] + alphas, [None] + betas
        if not depths:
            raise TraceError("no call was traced")
        parents = _parents(depths)
        game = _GAME_CLASSES[self.kind](self, positions[0])
        keys = game.keys(positions, parents)
        scores, moves, extras = self._scores(game, results, parents, keys, rooted, move)
        root_children = _callees(parents, 1)
        if self.negamax:  # written from the maximiser's view, as the reference's are
            scores, alphas, betas = _from_maximiser(game, keys, scores, alphas, betas)
        if rooted:
            scores[0] = game.best([scores[c] for c in root_children], keys[0])
        root_move = moves.get(0)
        if root_move is None and scores[0] is not None:
            root_move = next((game.via(keys[0], keys[c]) for c in root_children
                              if scores[c] == scores[0]), None)
        count = len(depths)
        ids = _decimals(count)
        ids[0] = "null"
        # The fixed text around a depth and a position goes with them: fewer pieces to join.
        depth_texts = {depth: f',"depth":{depth + rooted},' for depth in set(depths)}
        window = "," + NO_WINDOW + ',"score":' if alphas is None else ',"alpha":'
        layout = ['{"id":', ids[1:], ',"parent":', list(map(ids.__getitem__, parents)),
                  list(map(depth_texts.__getitem__, depths)), game.fields(keys, window)]
        if alphas is not None:  # a call without a window has None, None: written as NO_WINDOW is
            layout += [_numbers(alphas), ',"beta":', _numbers(betas), ',"score":']
        layout.append(_numbers(scores))
        if extras is not None:
            layout.append(extras)
        layout.append("},\n")
        # Every record's pieces in place, a column at a time, joined once: no code per record.
        size = len(layout)
        parts = [piece if type(piece) is str else None for piece in layout] * count
        for slot, piece in enumerate(layout):
            if type(piece) is not str:
                parts[slot::size] = piece
        header = {"format": "minimax-lab-trace", "version": 1, "algorithm": self.search,
                  "program": {"language": "python", "function": "/".join(self.names),
                              "tracer": TRACER_VERSION}}
        if self.depth_limit is not None:
            header["depthLimit"] = self.depth_limit
        header["game"] = game.header()
        head = json.dumps(header, separators=(",", ":"))[:-1]
        root_move = "null" if root_move is None else root_move
        head += f',"calls":{count},"score":{_number(scores[0])},"move":{root_move},"trace":['
        parts[0] = head + "\n" + parts[0]
        parts[-1] = "}\n]}\n"
        return "".join(parts)

    def _scores(self, game, results, parents, keys, rooted, move):
        """Each call's score, the moves written ({index: move}) and each record's extra fields
        (the move, the error; None when no record has one)."""
        scores, moves, extras = list(results), {}, None
        calls = range(len(results))  # those to read: none where every call returned a number
        if set(map(type, itertools.islice(results, rooted, None))) <= _NUMBERS:
            calls = range(rooted)
        pairs = children = None  # (caller id, key) of every call; each call's children's keys
        plain_dicts = self.value is None
        for i in calls:
            result = results[i]
            kind = type(result)
            if kind is int or kind is float:
                continue
            score, returned, error = None, None, None
            if kind is dict and plain_dicts and type(result.get("score")) is int:
                score, returned = result["score"], result.get("move")  # as _score reads it, fast
                if returned is None:
                    returned = result["index"] if "index" in result else result.get(
                        "column", result.get("col"))
            elif rooted and i == 0:
                returned = move
            elif kind is _Raised:
                error = result.text
            else:
                score, returned = self._score(result)
                if score is None:
                    error = f"returned {result!r}, not a number"
            scores[i] = score
            extra = ""
            if returned is not None:
                # Written only when the call tried that move: never a guess from its shape.
                returned = game.move(returned)
                if returned is not None:
                    if pairs is None:
                        pairs = set(zip(parents, keys))
                    tried = game.tried_fast(keys[i], i + 1, pairs, returned)
                    if not tried:
                        if children is None:
                            children = _children(parents, keys)
                        tried = game.tried(keys[i], children.get(i + 1, ()), returned)
                    if tried:
                        moves[i], extra = returned, f',"move":{returned}'
            if error is not None:
                extra += ',"error":' + json.dumps(error)
            if extra:
                if extras is None:
                    extras = [""] * len(results)
                extras[i] = extra
        return scores, moves, extras

    def _score(self, result):
        """(score, move) from what a call returned: a number, or a tuple/list/dict holding one."""
        if _is_number(result):
            return result, None
        if isinstance(result, dict):  # {"score": s, "index": move}, the freeCodeCamp article's
            score = result.get(self.value if self.value is not None else "score")
            if score is None and self.value is None:
                score = result.get("value")
            move = result.get("move")
            if move is None:
                move = result.get("index", result.get("column", result.get("col")))
            return (score, move) if _is_number(score) else (None, None)
        if isinstance(result, (tuple, list)) and result:
            index = self.value
            if index is None:
                index = next((i for i, item in enumerate(result) if _is_number(item)), None)
            if index is None or not -len(result) <= index < len(result):
                return None, None
            score = result[index]
            rest = [item for i, item in enumerate(result) if i != index % len(result)]
            return (score, rest[0] if len(rest) == 1 else None) if _is_number(score) else (None, None)
        return None, None


def _from_maximiser(game, keys, scores, alphas, betas):
    """A negamax's scores and windows where the minimiser moves: values negated, window
    [-beta, -alpha]."""
    scores = list(scores)
    alphas, betas = (list(alphas), list(betas)) if alphas is not None else (None, None)
    for i, key in enumerate(keys):
        if game.player(key) != game.maximiser:
            scores[i] = -scores[i] if scores[i] is not None else None
            if alphas is not None:
                alphas[i], betas[i] = _negated(betas[i]), _negated(alphas[i])
    return scores, alphas, betas


def _negated(bound):
    return -bound if _is_number(bound) else bound


NO_WINDOW = '"alpha":null,"beta":null'
_NUMBERS = {int, float}


def _parents(depths):
    """Each call's caller (an id, 0 at the root) from the depths in call order: the latest call
    one level up. Under start=, record 0 is the root we add, at depth -1."""
    latest = [0] * (max(depths) + 2)  # latest[d]: the id last open at depth d - 1 ([-1]: none)
    parents = []
    push = parents.append
    for call, depth in enumerate(depths, 1):
        push(latest[depth])
        latest[depth + 1] = call
    return parents


def _callees(parents, caller):
    """The indexes of the calls the caller made (a few: found by list.index, a scan in C)."""
    found, at = [], -1
    try:
        while True:
            at = parents.index(caller, at + 1)
            found.append(at)
    except ValueError:
        return found


def _decimals(last):
    """The texts of 0 to last, made a hundred at a time (str() of each is slower)."""
    pairs = [f"{n:02d}" for n in range(100)]
    texts = list(map(str, range(min(last + 1, 100))))
    for hundreds in range(1, last // 100 + 1):
        texts += map(str(hundreds).__add__, pairs)
    del texts[last + 1:]
    return texts


def _numbers(values):
    """Each value as _number writes it, through a table of the distinct values unless an int
    and an equal float may be written apart (beyond 2**53 a float keeps its exponent)."""
    kinds = set(map(type, values))
    if kinds <= _TABLED:
        table = {value: _number(value) for value in set(values)}
        if not (int in kinds and float in kinds) or not any(
                value is not None and math.inf != abs(value) >= 2**53 for value in table):
            return list(map(table.__getitem__, values))
    return list(map(_number, values))


_TABLED = {int, float, type(None)}


def _children(parents, keys):
    """Each call's children's keys, by the caller's id."""
    children = {}
    for parent, key in zip(parents, keys):
        if parent in children:
            children[parent].append(key)
        else:
            children[parent] = [key]
    return children


class _Raised:
    """What a call raised, as text (the exception itself is re-raised unchanged)."""

    __slots__ = ("text",)

    def __init__(self, text):
        self.text = text


def _is_number(value):
    kind = type(value)
    if kind is int or kind is float:
        return value == value  # not NaN
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value


def _number(value):
    """A window bound or score as JSON: numbers as JavaScript writes them, infinities as text."""
    if type(value) is int:
        return str(value)
    if value is None or not _is_number(value):
        return "null"
    if math.isinf(value):
        return '"inf"' if value > 0 else '"-inf"'
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return str(int(value))
    return repr(value) if isinstance(value, float) else str(int(value))


def _snapshot(position):
    """A copy of a position the student may change in place (a list), cheap for what cannot change."""
    if isinstance(position, list):
        if position and isinstance(position[0], list):
            return tuple([tuple(row) for row in position])
        return tuple(position)
    return position


def _marks(marks):
    """The student's marks as {their mark: "X" / "O" / "."}; defaults accept the common ones."""
    table = {"X": "X", "x": "X", "O": "O", "o": "O"}
    if marks is not None:
        table = {}
        for ours in ("X", "O", "empty"):
            given = marks.get(ours, () if ours == "empty" else ours)
            for mark in given if isinstance(given, (list, tuple, set)) else [given]:
                table[mark] = "." if ours == "empty" else ours
    return table


def _readers(fn, options, search):
    """Functions reading the position, alpha and beta from a call's arguments (None: no window).
    Under alphabeta a window is guessed: parameters alpha/a, beta/b, else globals alpha/ALPHA."""
    try:
        parameters = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        parameters = []
    names = [p.name for p in parameters]

    def guess(what, names_guessed):
        found = next((n for n in names if n.lower() in names_guessed), None)
        if found is None:
            found = next((g for g in (what, what.upper()) if g in fn.__globals__), None)
        return found

    def reader(chosen, what):
        index = None
        if callable(chosen):
            read = lambda args, kwargs: chosen(*args, **kwargs)  # noqa: E731
        elif what != "position" and chosen not in names and chosen in fn.__globals__:
            scope = fn.__globals__
            read = lambda args, kwargs: scope.get(chosen)  # noqa: E731
        elif isinstance(chosen, int) or chosen in names:
            index = chosen if isinstance(chosen, int) else names.index(chosen)
            name = names[index] if index < len(names) else None
            default = parameters[index].default if index < len(parameters) else None
            default = None if default is inspect.Parameter.empty else default
            read = lambda args, kwargs: args[index] if len(args) > index else kwargs.get(name, default)  # noqa: E731
        else:
            raise ValueError(f"{fn.__name__} has no parameter or global named {chosen!r} ({what})")
        read.index = index  # the wrapper reads a positional argument itself, without a call
        return read

    position = options["position"]
    if position is None:  # the first argument, after a method's self
        position = 1 if names and names[0] in ("self", "cls") else 0
    windows = []
    for what, names_guessed in (("alpha", ("alpha", "a", "α")), ("beta", ("beta", "b", "β"))):
        chosen = options[what]
        if chosen is None and search == "alphabeta":
            chosen = guess(what, names_guessed)
        windows.append(reader(chosen, what) if chosen is not None else None)
    return (reader(position, "position"), *windows)


class _Game:
    """What the writer asks of a game: each call's key (the position as our files write it),
    its record's player-and-position fields, a returned move as ours, the move from a call to its
    child (`via`), and the best of the root's children's scores for the side to move."""

    def keys(self, positions, parents):
        keys = []
        for i, (position, parent) in enumerate(zip(positions, parents)):
            keys.append(self.key(i, parent or None, position, keys))
        return keys

    def fields(self, keys, after=""):
        """Each key's player-and-position fields (then `after`), written once for each position."""
        fields = {key: self.field(key) + after for key in set(keys)}
        return list(map(fields.__getitem__, keys))

    def tried_fast(self, key, caller, pairs, move):
        """Whether the caller's child by this move is among the (caller id, key) pairs; False
        says nothing (the writer then asks `tried`)."""
        return (caller, self.child_key(key, move)) in pairs

    def best(self, scores, root):
        """The best of the root's children's scores for its side to move (None: none scored)."""
        numbers = [score for score in scores if score is not None]
        if not numbers:
            return None
        return max(numbers) if self.player(root) == self.maximiser else min(numbers)


class _Board(_Game):
    """Tic-tac-toe: 9 cells as a string, a flat list or a 3x3 list of lists."""

    def __init__(self, tracer, root):
        self.marks, self.cache = tracer.marks, {}
        # Each cell's mark by its index, for boards of plain cells (str, int, bool, None): the
        # student's marks first, then the empties, then an int equal to its index (as mark reads).
        marks = {cell: "." for cell in _EMPTIES}
        marks.update(self.marks)
        self.by_index = [{index: ".", **marks} for index in range(9)]
        self.board = self.cells(root, "the starting position" if tracer.start is not _UNSET else "call 1")
        count_x, count_o = self.board.count("X"), self.board.count("O")
        self.first = tracer.to_move or ("O" if count_x > count_o else "X")
        self.filled = count_x + count_o
        self.ai, self.scoring = tracer.ai or self.first, tracer.scoring
        self.maximiser = self.ai

    def cells(self, position, where):
        try:
            return self.cache[position]
        except (KeyError, TypeError):
            return self.read(position, where)

    def read(self, position, where):
        """The board in our marks (cached when the position can be a key)."""
        flat = position
        if isinstance(position, tuple) and len(position) == 3 and all(
                isinstance(row, (tuple, list)) for row in position):
            flat = [cell for row in position for cell in row]
        if not isinstance(flat, (str, tuple, list)) or len(flat) != 9:
            raise TraceError(f"{where}: a tic-tac-toe board has 9 cells, got {position!r}")
        marks = None
        if type(flat) is str or set(map(type, flat)) <= _PLAIN_CELLS:
            marks = list(map(dict.get, self.by_index, flat))
        if marks is None or None in marks:  # a cell that is no mark: mark() says which
            marks = [self.mark(cell, i, where) for i, cell in enumerate(flat)]
        board = "".join(marks)
        if isinstance(position, (str, tuple)):
            self.cache[position] = board
        return board

    def mark(self, cell, index, where):
        ours = self.marks.get(cell) if _hashable(cell) else None
        if ours is not None:
            return ours
        if cell in _EMPTIES or (isinstance(cell, int) and cell == index):
            return "."
        raise TraceError(f"{where}: cell {index} holds {cell!r}, not a mark (set marks=...)")

    def keys(self, positions, parents):
        cache, first = self.cache, {}  # first: each distinct position's first call's index
        try:  # each distinct position read once (hashed once: a tuple's hash is not kept)
            calls = list(map(first.setdefault, positions, itertools.count()))
        except TypeError:  # a position that cannot be hashed: one by one
            calls = None
        if calls is not None:
            boards = {call: cache[position] if position in cache else self.read(position, f"call {call + 1}")
                      for position, call in first.items()}
            return list(map(boards.__getitem__, calls))
        keys = []
        for i, position in enumerate(positions):
            try:
                keys.append(cache[position])
            except (KeyError, TypeError):
                keys.append(self.cells(position, f"call {i + 1}"))
        return keys

    def player(self, board):
        """The side to move, from the marks played since the root."""
        moved = 9 - board.count(".") - self.filled
        return self.first if moved % 2 == 0 else ("O" if self.first == "X" else "X")

    def field(self, board):
        return f'"player":"{self.player(board)}","board":"{board}"'

    def move(self, move):
        """A cell 0-8 from a returned move: a cell, or (row, column)."""
        if isinstance(move, (tuple, list)) and len(move) == 2 and all(isinstance(m, int) for m in move):
            return move[0] * 3 + move[1]
        return move if isinstance(move, int) and not isinstance(move, bool) else None

    def via(self, board, child):
        changed = [i for i in range(9) if board[i] != child[i]]
        return changed[0] if len(changed) == 1 else None

    def tried(self, board, children, cell):
        return 0 <= cell < 9 and board[cell] == "." and any(child[cell] != "." for child in children)

    def tried_fast(self, board, caller, pairs, cell):
        if not (0 <= cell < 9 and board[cell] == "."):
            return False
        before, after = board[:cell], board[cell + 1:]
        return (caller, before + "X" + after) in pairs or (caller, before + "O" + after) in pairs

    def header(self):
        return {"kind": "board", "board": self.board, "toMove": self.first, "ai": self.ai,
                "scoring": self.scoring}


class _Tree(_Game):
    """Nested lists, a leaf a number: a call's path is found in its caller's list."""

    def __init__(self, tracer, root):
        self.tree, self.root_player, self.maximiser = _tree_json(root), tracer.root, "max"
        self.nodes, self.cursor, self.called = [], {}, {}

    def key(self, index, parent, position, keys):
        self.nodes.append(position)
        if parent is None:
            return ""
        node = self.nodes[parent - 1]
        if not isinstance(node, (list, tuple)):
            raise TraceError(f"call {index + 1}: its caller, call {parent}, was given a leaf")
        found = _child_index(node, position, self.cursor.get(parent, -1),
                             self.called.setdefault(parent, set()))
        if found is None:
            raise TraceError(f"call {index + 1}: its position is not a child of call {parent}'s")
        self.cursor[parent] = found
        self.called[parent].add(found)
        return f"{keys[parent - 1]}.{found}" if keys[parent - 1] else str(found)

    def player(self, path):
        depth = path.count(".") + 1 if path else 0
        return self.root_player if depth % 2 == 0 else ("min" if self.root_player == "max" else "max")

    def field(self, path):
        return f'"player":"{self.player(path)}","path":"{path}"'

    def move(self, move):
        return move if isinstance(move, int) and not isinstance(move, bool) else None

    def via(self, path, child):
        return int(child.rsplit(".", 1)[-1]) if child else None

    def tried(self, path, children, index):
        return any(self.via(path, child) == index for child in children)

    def child_key(self, path, index):
        return f"{path}.{index}" if path else str(index)

    def header(self):
        return {"kind": "tree", "tree": self.tree, "root": self.root_player}


def _child_index(node, position, last, called):
    """Where a call's node is in its caller's list: a sublist by identity, a leaf by its number;
    among the children not yet called, first after the last one found, else the nearest before
    it; else any child (a child called again); else a sublist equal in content."""
    if isinstance(position, (list, tuple)):
        same = lambda child: child is position  # noqa: E731
    else:
        same = lambda child: not isinstance(child, (list, tuple)) and child == position  # noqa: E731
    if last + 1 < len(node) and last + 1 not in called and same(node[last + 1]):
        return last + 1  # the common case, in order: no scan of a wide node
    fresh = [i for i in range(last + 1, len(node)) if i not in called]
    fresh += [i for i in range(last - 1, -1, -1) if i not in called]
    for order, test in ((fresh, same), (range(len(node)), same),
                        (range(len(node)), lambda child: child == position)):
        found = next((i for i in order if test(node[i])), None)
        if found is not None:
            return found
    return None


def _tree_json(node):
    if isinstance(node, (list, tuple)):
        return [_tree_json(child) for child in node]
    if not _is_number(node) or math.isinf(node):
        raise TraceError(f"a tree's leaf must be a number, got {node!r}")
    return int(node) if isinstance(node, float) and node.is_integer() else node


class _Connect4(_Game):
    """Connect Four: a move string (columns 1-7, or 0-6), a list of columns, or a 6x7 grid."""

    def __init__(self, tracer, root):
        self.tracer, self.marks = tracer, dict(tracer.marks, R="X", r="X", Y="O", y="O")
        self.grid_form = isinstance(root, tuple) and bool(root) and isinstance(root[0], tuple)
        self.base = tracer.column_base if tracer.column_base is not None else (
            1 if isinstance(root, str) else 0)
        self.flipped, self.root_cells, self.grids = False, None, []
        if self.grid_form:
            cells = self.cells(root, "the root")
            self.flipped = not _stacked(cells) and _stacked(cells[::-1])
            self.root_cells = cells[::-1] if self.flipped else cells
            self.moves = _move_order(self.root_cells)
        else:
            self.moves = self.string(root, "the root")
        self.ai = self.maximiser = tracer.ai or self.player(self.moves)

    def string(self, position, where):
        digits = [int(c) if isinstance(c, str) and c.isdigit() else c for c in position]
        if not all(isinstance(d, int) and self.base <= d < 7 + self.base for d in digits):
            raise TraceError(f"{where}: {position!r} is not a string of columns "
                             f"{self.base}-{6 + self.base}")
        return "".join(str(d + 1 - self.base) for d in digits)

    def cells(self, grid, where):
        if len(grid) != 6 or any(len(row) != 7 for row in grid):
            raise TraceError(f"{where}: a Connect Four grid has 6 rows of 7, got {grid!r}")
        rows = [[self.cell(c, where) for c in row] for row in grid]
        return rows[::-1] if self.flipped else rows

    def cell(self, cell, where):
        ours = self.marks.get(cell) if _hashable(cell) else None
        if ours is None and cell in (1, 2) and not isinstance(cell, bool):
            ours = "X" if cell == 1 else "O"
        if ours is None and cell in _EMPTIES:
            ours = "."
        if ours is None:
            raise TraceError(f"{where}: a cell holds {cell!r}, not a mark (set marks=...)")
        return ours

    def key(self, index, parent, position, keys):
        where = f"call {index + 1}"
        if parent is None:
            self.grids.append(self.root_cells)
            return self.moves
        if not self.grid_form:
            return self.string(position, where)
        grid = self.cells(position, where)
        self.grids.append(grid)
        before = self.grids[parent - 1]
        added = [(r, c) for r in range(6) for c in range(7) if before[r][c] != grid[r][c]]
        if len(added) != 1 or before[added[0][0]][added[0][1]] != ".":
            raise TraceError(f"{where}: its grid is not call {parent}'s with one piece added")
        return keys[parent - 1] + str(added[0][1] + 1)

    def player(self, moves):
        return "X" if len(moves) % 2 == 0 else "O"

    def field(self, moves):
        return f'"player":"{self.player(moves)}","moves":"{moves}"'

    def move(self, move):
        ok = isinstance(move, int) and not isinstance(move, bool)
        return move - self.base + 1 if ok else None

    def via(self, moves, child):
        return int(child[-1]) if len(child) == len(moves) + 1 and child.startswith(moves) else None

    def tried(self, moves, children, column):
        return moves + str(column) in children

    def child_key(self, moves, column):
        return moves + str(column)

    def header(self):
        return {"kind": "connect4", "moves": self.moves, "ai": self.ai}


_GAME_CLASSES = {"board": _Board, "tree": _Tree, "connect4": _Connect4}


def _hashable(value):
    try:
        hash(value)
        return True
    except TypeError:
        return False


def _stacked(rows):
    """Whether no piece floats, row 0 at the top."""
    return all(rows[r][c] == "." or rows[r + 1][c] != "." for r in range(5) for c in range(7))


def _four(rows):
    for r in range(6):
        for c in range(7):
            mark = rows[r][c]
            if mark == ".":
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                if all(0 <= r + k * dr < 6 and 0 <= c + k * dc < 7 and rows[r + k * dr][c + k * dc] == mark
                       for k in range(1, 4)):
                    return True
    return False


def _move_order(rows):
    """A legal move string reaching a grid: pieces taken off the top, the last mover's first,
    never through a finished position (X moves first)."""
    if not _stacked(rows):
        raise TraceError("the root grid has a piece above an empty cell")
    count_x = sum(row.count("X") for row in rows)
    count_o = sum(row.count("O") for row in rows)
    if count_x - count_o not in (0, 1):
        raise TraceError(f"the root grid has {count_x} X and {count_o} O: X moves first")
    grid = [row[:] for row in rows]
    failed = set()

    def take(pieces, last):
        if pieces == 0:
            return ""
        key = "".join("".join(row) for row in grid)
        if key in failed:
            return None
        for c in range(7):
            r = next((r for r in range(6) if grid[r][c] != "."), None)
            if r is None or grid[r][c] != last:
                continue
            grid[r][c] = "."
            rest = take(pieces - 1, "O" if last == "X" else "X") if not _four(grid) else None
            grid[r][c] = last
            if rest is not None:
                return rest + str(c + 1)
        failed.add(key)
        return None

    last = "X" if count_x > count_o else "O"
    order = take(count_x + count_o, last)
    if order is None:
        raise TraceError("the root grid cannot be reached without a finished game on the way")
    return order
