"""Minimax Lab's diagnosis of a student's trace, in Python: the autograder bundle's own copy.

A port of the site's src/lib/diagnosis (diagnose, walk, windows, scale, kinds and the English
sentences), so a bundle written by `npm run --silent trace -- --autograder DIR` grades with
python3 alone: no Node, no network. The reference searches are not run here: the bundle holds
them, computed by the site's engine when it was written (reference.json), under every
convention the comparison may take (each scoring of a board, each cut rule of alpha-beta).

    diagnose(student, reference)  ->  None (no mistake) or a dict:
        kind, call, referenceCall, facts, convention, conventions
    explain(diagnosis)            ->  the lines `--check FILE --explain` prints

`student` is a program's trace file as the tracers write it (parsed JSON), `reference` one
position of reference.json. A file that cannot be read raises TraceProblem, its message naming
the call. Kept in step with the TypeScript by tests/unit/students/diagnose.test.ts, which runs
both on every program in tests/students.
"""

import math

INF = math.inf
ROUNDS = 4  # each convention taken (a cut rule, a scoring) starts the comparison again
CONVENTIONS = ("cut-rule", "scale", "fail-soft", "fail-hard", "tie-at-root")
SCORINGS = ("article", "unit", "depth")
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
PLACES = {"board": "board", "connect4": "moves", "tree": "path"}


class TraceProblem(ValueError):
    """A trace that cannot be compared: the message says which call and why."""


def number(value, where):
    """A value as the trace format writes it: a number, or "inf" / "-inf"."""
    if value == "inf":
        return INF
    if value == "-inf":
        return -INF
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise TraceProblem(f"{where} is {value!r}; it must be a number")
    return value


# -- The games, on positions as the files write them ------------------------------------------


def board_moves(board):
    """Tic-tac-toe's empty cells, none once a side has a line."""
    if any(board[a] != "." and board[a] == board[b] == board[c] for a, b, c in LINES):
        return []
    return [cell for cell, mark in enumerate(board) if mark == "."]


def connect4_cells(moves):
    """The discs a move string drops, {(column, row from the bottom): 0 for X, 1 for O}."""
    heights, cells = [0] * 8, {}
    for i, column in enumerate(moves):
        column = int(column)
        cells[(column, heights[column])] = i % 2
        heights[column] += 1
    return cells


def connect4_moves(moves):
    """The open columns (1-7), none once a side has four in a row."""
    cells = connect4_cells(moves)
    heights = [0] + [moves.count(str(column)) for column in range(1, 8)]
    for (c, r), mark in cells.items():
        for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
            if all(cells.get((c + k * dc, r + k * dr)) == mark for k in range(1, 4)):
                return []
    return [column for column in range(1, 8) if heights[column] < 6]


class Game:
    """The student's game from the file's header: legal moves, a move between two positions."""

    def __init__(self, header):
        self.kind = header.get("kind") if isinstance(header, dict) else None
        if self.kind not in PLACES:
            raise TraceProblem(f"the file's game is {self.kind!r}, not a board, Connect Four or tree")
        self.header = header
        self.field = PLACES[self.kind]
        self.root = {"board": header.get("board"), "connect4": header.get("moves"), "tree": ""}[self.kind]
        self.maximiser = "max" if self.kind == "tree" else header.get("ai")

    def moves(self, place):
        if self.kind == "board":
            return board_moves(place)
        if self.kind == "connect4":
            return connect4_moves(place)
        node = self.header.get("tree")
        for step in place.split(".") if place else []:
            node = node[int(step)]
        return list(range(len(node))) if isinstance(node, list) else []

    def via(self, parent, parent_player, child):
        """The move from `parent` to `child` (as the file writes it), None when it is none."""
        if self.kind == "board":
            changed = [i for i in range(9) if parent[i] != child[i]] if len(child) == 9 else []
            ok = len(changed) == 1 and parent[changed[0]] == "." and child[changed[0]] == parent_player
            return changed[0] if ok else None
        if self.kind == "connect4":
            last = child[len(parent):]
            ok = child.startswith(parent) and last in "1234567" and len(last) == 1
            return int(last) if ok and parent.count(last) < 6 else None
        prefix = parent + "." if parent else ""
        index = child[len(prefix):]
        ok = child.startswith(prefix) and index.isdigit() and int(index) < len(self.moves(parent))
        return int(index) if ok else None


# -- Two traces with one interface: the student's (read here) and ours (from the bundle) ----------


class Calls:
    """Columns by call id (1..calls); index 0 unused."""

    def __init__(self, parents):
        self.calls = len(parents) - 1
        self.parents = parents
        self.kids = [[] for _ in parents]
        for id in range(2, len(parents)):
            self.kids[parents[id]].append(id)
        self.last = list(range(len(parents)))
        for id in range(self.calls, 1, -1):  # a call's last descendant is its last child's
            parent = parents[id]
            self.last[parent] = max(self.last[parent], self.last[id])

    def parent(self, id):
        return self.parents[id] or None

    def children(self, id):
        return self.kids[id]

    def last_descendant(self, id):
        return self.last[id]

    def ancestry(self, id):
        path = []
        while id:
            path.append(id)
            id = self.parents[id]
        return path[::-1]

    def via(self, id):
        return self.vias[id]

    def score(self, id):
        return self.scores[id]

    def depth(self, id):
        return self.depths[id]

    def is_max(self, id):
        return self.maxes[id]

    def window(self, id):
        return (self.alphas[id], self.betas[id]) if self.windowed else (-INF, INF)


class Reference(Calls):
    """Our search as the bundle holds it: per call [parent, move, score, alpha, beta, maximises,
    finished, estimate, the leaf's values under each scoring]."""

    def __init__(self, data):
        rows = [None] + data["calls"]
        super().__init__([0] + [row[0] or 0 for row in rows[1:]])
        columns = list(zip(*rows[1:]))
        self.vias = [None, *columns[1]]
        self.scores, self.alphas, self.betas = (
            [0, *(number(v, "a reference value") if v is not None else None for v in columns[k])]
            for k in (2, 3, 4))
        self.maxes, self.finished = [False, *columns[5]], [False, *columns[6]]
        self.estimates, self.values = [None, *columns[7]], [None, *columns[8]]
        self.windowed, self.cut = data["windowed"], data["cut"]
        self.depth_limit, self.scoring, self.root_move = data["depthLimit"], data["scoring"], data["move"]

    def rescored(self, id):
        """The leaf's value in each other scoring, in the site's order (`rescored`)."""
        values = self.values[id] or {}
        return [(s, values.get(s)) for s in SCORINGS if self.scoring is not None and s != self.scoring]


class Student(Calls):
    """A program's trace (docs/trace-format.md, "A program's trace"), its structure checked as
    the site's reader checks it; moves inferred, values taken as written."""

    def __init__(self, file):
        if not isinstance(file, dict) or file.get("format") != "minimax-lab-trace":
            raise TraceProblem("this is not a Minimax Lab trace file")
        records = file.get("trace")
        if not isinstance(records, list) or not records:
            raise TraceProblem("the file holds no calls")
        game = self.game = Game(file.get("game"))
        self.windowed = file.get("algorithm") == "alphabeta"
        parents, open_calls, self.places, self.players = [0], [], [None], [None]
        self.vias, self.scores, self.depths = [None], [0], [0]
        self.alphas, self.betas, self.has_window = [0], [0], False
        for id, record in enumerate(records, 1):
            if not isinstance(record, dict) or record.get("id") != id:
                raise TraceProblem(f"call {id}: the record is not call {id}")
            parent = record.get("parent")
            if id > 1:
                if parent not in open_calls or isinstance(parent, bool):
                    raise TraceProblem(f"call {id}: parent {parent!r} is not open here")
                del open_calls[open_calls.index(parent) + 1:]
            place = record.get(game.field)
            if not isinstance(place, str):
                raise TraceProblem(f"call {id}: {game.field} is {place!r}")
            via = None
            if id == 1 and place != game.root:
                raise TraceProblem(f"call 1: {game.field} {place!r} is not the game's {game.root!r}")
            if id > 1:
                via = game.via(self.places[parent], self.players[parent], place)
                if via is None:
                    raise TraceProblem(f"call {id}: {game.field} {place!r} is not one move on from its "
                                       f"caller's {self.places[parent]!r}")
            if record.get("score") is None:
                error = str(record.get("error") or "no message")
                if not error.startswith("returned "):  # the tracer's words for a value not a number
                    error = f"the function raised an error ({error}); fix it and trace it again"
                raise TraceProblem(f"call {id}: {error}")
            alpha, beta = record.get("alpha"), record.get("beta")
            self.has_window = self.has_window or alpha is not None or beta is not None
            parents.append(parent or 0)
            self.places.append(place)
            self.players.append(record.get("player"))
            self.vias.append(via)
            self.depths.append(0 if id == 1 else self.depths[parent] + 1)
            self.scores.append(number(record.get("score"), f"call {id}: score"))
            self.alphas.append(-INF if alpha is None else number(alpha, f"call {id}: alpha"))
            self.betas.append(INF if beta is None else number(beta, f"call {id}: beta"))
            open_calls.append(id)
        super().__init__(parents)
        self.maxes = [player == game.maximiser for player in self.players]
        move = records[0].get("move")
        move = file.get("move") if move is None else move
        if move is None or isinstance(move, bool) or not isinstance(move, int):
            move = next((self.vias[c] for c in self.kids[1] if self.scores[c] == self.scores[1]), None)
        self.root_move = move

    def moves(self, id):
        return self.game.moves(self.places[id])

    def prunes(self):
        """Whether a call searched some of its moves and left others (read only when ours cut)."""
        return any(set(self.moves(id)) - {self.vias[c] for c in self.kids[id]}
                   for id in range(1, self.calls + 1) if self.kids[id])


# -- windows.ts ------------------------------------------------------------------------------


def combined(trace, id, maximising):
    values = [trace.score(child) for child in trace.children(id)]
    if not values:
        return None
    return max(values) if maximising else min(values)


def held_window(trace, id, maximising):
    """The window call `id`'s caller holds when it makes the call, by the trace's own values."""
    caller = trace.parent(id)
    alpha, beta = trace.window(caller)
    for child in trace.children(caller):
        if child >= id:
            break
        if maximising:
            alpha = max(alpha, trace.score(child))
        else:
            beta = min(beta, trace.score(child))
    return (alpha, beta)


def plays_other_role(trace, id):
    role = trace.is_max(id)
    other = combined(trace, id, not role)
    return other is not None and trace.score(id) == other and other != combined(trace, id, role)


def finding(kind, call, reference_call, facts=None):
    return {"kind": kind, "call": call, "referenceCall": reference_call, "facts": facts or {}}


def window_finding(trace, id, reference_call, reference_caller):
    """Why the student's call `id` received another window than its caller held, or None."""
    found = trace.window(id)
    caller = trace.parent(id)
    role = trace.is_max(caller)
    held = held_window(trace, id, role)
    if found == held:
        return None
    facts = {"window": found, "expectedWindow": held}
    if found[0] == held[1] and found[1] == held[0]:
        return finding("window-swapped", id, reference_call, facts)
    stale = found == trace.window(caller) or found == trace.window(1)
    if plays_other_role(trace, caller) or (not stale and found == held_window(trace, id, not role)):
        return finding("min-max-swapped", caller, reference_caller, {**facts, "maximised": not role})
    if stale:
        return finding("window-not-passed", id, reference_call, facts)
    bound = found[1] if found[0] == held[0] else found[0]
    earlier = outside_value(trace, id, lambda value: value == bound)
    if earlier is None:
        return finding("window-not-passed", id, reference_call, facts)
    return finding("bound-kept-global", id, reference_call, {**facts, "found": bound, "earlier": earlier})


def outside_value(trace, id, test):
    """The latest call before `id`, not one of its callers, whose value passes `test`."""
    chain = set(trace.ancestry(id))
    for earlier in range(id - 1, 1, -1):
        if earlier not in chain and test(trace.score(earlier)):
            return earlier
    return None


# -- walk.ts -----------------------------------------------------------------------------------


class Walk:
    """Both traces walked call by call up to the first place they part, named."""

    def __init__(self, student, reference, windows):
        self.conventions = []
        self.s, self.r = student, reference
        self.windows = windows and student.windowed and reference.windowed

    def run(self):
        return self.call(1, 1) or self.root_move()

    def call(self, s, r):
        student, reference = self.s, self.r
        if self.windows and s > 1:
            found = window_finding(student, s, r, reference.parent(r))
            if found is not None:
                return {"finding": found}
        mine, ours = student.children(s), reference.children(r)
        if not mine and ours:
            return self.stopped(s, r)
        if mine and not ours:
            return self.went_on(s, r, mine[0])
        for k in range(max(len(mine), len(ours))):
            a = mine[k] if k < len(mine) else None
            b = ours[k] if k < len(ours) else None
            if b is None:
                return self.not_cut(s, r, mine, k)
            if a is None:
                return self.cut(s, r, mine, b)
            if student.via(a) != reference.via(b):
                return self.elsewhere(s, mine, k, b)
            inner = self.call(a, b)
            if inner is not None:
                return inner
        return self.value(s, r, not mine)

    @staticmethod
    def at(kind, call, reference_call, facts=None):
        return {"finding": finding(kind, call, reference_call, facts)}

    def stopped(self, s, r):
        """The student's call searched nothing where ours searched on."""
        student, reference = self.s, self.r
        found, estimate = student.score(s), reference.estimates[r]
        limit, depth = reference.depth_limit, student.depth(s)
        facts = {"found": found, "depth": depth, "limit": limit}
        if estimate is not None:
            facts["expected"] = estimate
        ours = reference.children(r)[0]
        if limit is not None and depth == limit - 1 and not self.searches_at(depth):
            return self.at("depth-off-by-one", s, ours, facts)
        if estimate is not None and limit is not None and found == estimate:
            return self.at("evaluated-early", s, ours, facts)
        return self.at("missing-call", s, ours, {**facts, "expectedMove": reference.via(ours)})

    def went_on(self, s, r, first):
        """The student's call searched on where ours stopped: a finished game, or the limit."""
        limit = self.r.depth_limit
        facts = {"depth": self.s.depth(s), "limit": limit}
        if self.r.finished[r]:
            return self.at("terminal-missed", s, r, facts)
        late = limit is not None and not self.searches_at(limit + 1)
        return self.at("depth-off-by-one" if late else "extra-call", s if late else first, r, facts)

    def searches_at(self, depth):
        student = self.s
        return any(student.depth(id) == depth and student.last_descendant(id) > id
                   for id in range(1, student.calls + 1))

    def not_cut(self, s, r, mine, k):
        """The student's call made call `mine[k]` where ours had cut (or had no move left)."""
        student = self.s
        extra = mine[k]
        move = student.via(extra)
        earlier = next((child for child in mine[:k] if student.via(child) == move), None)
        if earlier is not None:
            return self.at("extra-call", extra, None, {"earlier": earlier})
        alpha, beta = self.after(self.r, r, k)
        facts = {"window": (alpha, beta), "move": move}
        if alpha == beta and self.r.cut == "ge":
            return {**self.at("cut-rule", extra, r, {**facts, "rule": "gt"}), "adopt": {"cut": "gt"}}
        if not student.prunes():
            return self.at("no-prune", extra, r, facts)
        return self.at("extra-call", extra, r, facts)

    def cut(self, s, r, mine, b):
        """The student's call stopped before our call `b`: a cut ours did not make, or a skip."""
        student = self.s
        expected_move = self.r.via(b)
        if not self.windows:
            return self.at("missing-call", s, b, {"expectedMove": expected_move})
        alpha, beta = self.after(student, s, len(mine))
        facts = {"window": (alpha, beta), "expectedMove": expected_move}
        if alpha == beta and self.r.cut == "gt":
            return {**self.at("cut-rule", s, b, {**facts, "rule": "ge"}), "adopt": {"cut": "ge"}}
        maximising = student.is_max(s)
        c = student.last_descendant(s)
        while c > s and alpha < beta:  # a value from below that would have closed its window
            value = student.score(c)
            if student.parent(c) != s and (value <= alpha if maximising else value >= beta):
                return self.at("bound-kept-global", s, b, {**facts, "found": value, "earlier": c})
            c -= 1
        return self.at("missing-call", s, b, facts)

    @staticmethod
    def after(trace, id, k):
        """The window call `id` holds after its first `k` calls returned."""
        alpha, beta = trace.window(id)
        for child in trace.children(id)[:k]:
            if trace.is_max(id):
                alpha = max(alpha, trace.score(child))
            else:
                beta = min(beta, trace.score(child))
        return (alpha, beta)

    def elsewhere(self, s, mine, k, b):
        """The student's `k`th call played another move than ours."""
        student = self.s
        a = mine[k]
        move = student.via(a)
        facts = {"move": move, "expectedMove": self.r.via(b)}
        earlier = next((child for child in mine[:k] if student.via(child) == move), None)
        if earlier is not None:
            return self.at("extra-call", a, None, {**facts, "earlier": earlier})
        moves = student.moves(s)
        places = [moves.index(student.via(c)) if student.via(c) in moves else -1 for c in mine]
        in_order = all(i == 0 or places[i] > places[i - 1] for i in range(len(places)))
        return self.at("missing-call", s, b, facts) if in_order else self.at("order", a, b, facts)

    def value(self, s, r, leaf):
        """The values call `s` and our `r` returned, once their calls agreed."""
        student, reference = self.s, self.r
        found, expected = student.score(s), reference.score(r)
        if found == expected:
            return None
        facts = {"found": found, "expected": expected, "depth": student.depth(s)}
        if leaf:
            scoring = next((scoring for scoring, value in reference.rescored(r) if value == found), None)
            if scoring is not None:
                return {**self.at("scale", s, r, {**facts, "scoring": scoring}), "adopt": {"scoring": scoring}}
            estimate = reference.estimates[r]
            early = reference.finished[r] and estimate is not None and found == estimate
            return self.at("terminal-missed" if early else "wrong-value", s, r, facts)
        if plays_other_role(student, s):
            return self.at("min-max-swapped", s, r, {**facts, "maximised": not student.is_max(s)})
        if self.windows:
            alpha, beta = student.window(s)
            if (found <= alpha and expected <= alpha) or (found >= beta and expected >= beta):
                kind = "fail-hard" if found in (alpha, beta) else "fail-soft"
                if not any(f["kind"] == kind for f in self.conventions):
                    self.conventions.append(finding(kind, s, r, {**facts, "window": (alpha, beta)}))
                return None
        return self.at("wrong-value", s, r, facts)

    def root_move(self):
        """The root's move, its value agreeing: a tie broken another way is a convention."""
        student = self.s
        mine, ours = student.root_move, self.r.root_move
        if mine == ours:
            return None
        chosen = next((c for c in student.children(1) if student.via(c) == mine), None)
        facts = {"move": mine, "expectedMove": ours, "found": student.score(1)}
        tie = chosen is not None and student.score(chosen) == student.score(1)
        return self.at("tie-at-root" if tie else "wrong-value", 1, 1, facts)


# -- diagnose.ts -------------------------------------------------------------------------------


def variant(scoring, cut):
    """A reference search's key in the bundle: its scoring (none for a tree) and cut rule."""
    return f"{scoring or 'none'}|{cut}"


def diagnose(file, reference):
    """The first mistake in a student's trace against the reference position, or None."""
    student = Student(file)
    variants = reference["variants"]
    scoring, cut = reference["scoring"], reference["cut"]
    ours = Reference(variants[variant(scoring, cut)])
    taken = []
    round = 1
    while True:
        walk = Walk(student, ours, student.has_window)
        outcome = walk.run()
        adopt = outcome.get("adopt") if outcome else None
        if adopt is not None and round < ROUNDS:
            taken.append(outcome["finding"])
            cut = adopt.get("cut", cut)
            scoring = adopt.get("scoring", scoring)
            ours = Reference(variants[variant(scoring, cut)])
            round += 1
            continue
        found = outcome["finding"] if outcome else None
        noted = [f for f in taken + walk.conventions
                 if found is None or found["kind"] != "no-prune" or f["kind"] != "cut-rule"]
        if found is not None and found["kind"] not in CONVENTIONS:
            return {**found, "convention": False, "conventions": noted}
        every = noted if found is None else noted + [found]
        if not every:
            return None
        return {**every[0], "convention": True, "conventions": every[1:]}


# -- messages.ts (English) ---------------------------------------------------------------------


def shown(v):
    if v is None:
        return "?"
    if v == INF:
        return "∞"
    if v == -INF:
        return "\u2212∞"
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    # A negative with the minus sign (U+2212), as the page and messages.ts write it.
    return str(v).replace("-", "\u2212", 1) if v < 0 else str(v)


def pair(w):
    return "[?]" if w is None else f"[{shown(w[0])}, {shown(w[1])}]"


def or_unknown(v):
    return "?" if v is None else str(v)


SCALES = {"article": "±10", "unit": "±1", "depth": "wins counted down by depth"}


def sentence(found):
    """A finding's sentence, as the site says it in English."""
    kind, c, f = found["kind"], found["call"], found["facts"]
    move, expected_move = or_unknown(f.get("move")), or_unknown(f.get("expectedMove"))
    window, held = pair(f.get("window")), pair(f.get("expectedWindow"))
    value, expected = shown(f.get("found")), shown(f.get("expected"))
    depth, limit = or_unknown(f.get("depth")), or_unknown(f.get("limit"))
    if kind == "window-not-passed":
        return (f"call {c} is given the window {window}, but its caller held {held} by then: pass alpha and "
                "beta on as they stand after each child returns, not the window the caller started with.")
    if kind == "window-swapped":
        return (f"call {c} is given alpha and beta the wrong way round, {window} where its caller held "
                f"{held}: pass them in the order the function takes them.")
    if kind == "bound-kept-global":
        return (f"call {c} works with the bound {value}, a value from call {or_unknown(f.get('earlier'))}, "
                "which is not one of its callers: alpha and beta are shared by the whole search (a global) "
                "where each call needs its own.")
    if kind == "min-max-swapped":
        swap = ("maximises where it should minimise" if f.get("maximised") is True
                else "minimises where it should maximise")
        return f"call {c} {swap}: check which side each level plays (the flag or function its children get)."
    if kind == "order":
        return (f"call {c} tries move {move} where ours tries {expected_move}: try the moves in the game's "
                "order, or the two searches cannot be compared.")
    if kind == "terminal-missed":
        if f.get("found") is None:
            return (f"call {c} searches on from a position where the game is already over: test for the "
                    "end of the game first.")
        return (f"call {c} scores a finished position with the estimate ({value}) instead of its result "
                f"({expected}): test for the end of the game before the depth limit.")
    if kind == "depth-off-by-one":
        if f.get("found") is None:
            return (f"call {c}, at depth {depth}, searches on past the depth limit {limit}: the limit is "
                    "counted one level late.")
        return (f"call {c}, at depth {depth}, stops before the depth limit {limit}: the limit is counted "
                "one level early.")
    if kind == "evaluated-early":
        return (f"call {c}, at depth {depth}, returns the estimate {value} before the depth limit: estimate a "
                "position only at the limit, and stop early only when the game is over.")
    if kind == "scale":
        scale = SCALES.get(f.get("scoring"), f.get("scoring"))
        return (f"your values are on another scale ({scale}): call {c} returns {value} where ours gives "
                f"{expected}. A convention, not a mistake: the rest was compared on your scale.")
    if kind == "fail-hard":
        return (f"call {c} returns {value}, a bound of its window {window}, where ours returns {expected}: "
                "your alpha-beta is fail-hard, ours fail-soft. Both are right; the rest was compared so.")
    if kind == "fail-soft":
        return (f"call {c} returns {value}, outside its window {window}, where ours returns {expected}: "
                "another fail-soft value, which decides alike. The rest was compared so.")
    if kind == "cut-rule":
        if f.get("rule") == "gt":
            return (f"call {c} is searched though its caller's window is {window}: your code cuts only when "
                    "alpha > beta, ours when alpha ≥ beta. A convention: the rest was compared cutting on "
                    "alpha > beta.")
        return (f"call {c} cuts on the window {window}: your code cuts when alpha ≥ beta, this comparison "
                "on alpha > beta. A convention: the rest was compared cutting on alpha ≥ beta.")
    if kind == "no-prune":
        return (f"call {c} searches on though its window {window} is closed: your alpha-beta never cuts (it "
                "is minimax with two more arguments). Stop the loop once alpha ≥ beta.")
    if kind == "tie-at-root":
        return (f"the root chooses move {move}, which ties with ours, {expected_move} (both {value}): ours "
                "keeps the first best move. A convention, not a mistake.")
    if kind == "extra-call":
        if "earlier" in f:
            return (f"call {c} searches move {move} again, after call {f['earlier']}: search each move once "
                    "and keep the value it returned.")
        return f"call {c} is a call our search does not make."
    if kind == "missing-call":
        return (f"call {c} stops before move {expected_move}, which ours searches next: check the loop over "
                "the moves (its bounds, an early return).")
    if "move" in f:  # wrong-value at the root's move
        return f"the root chooses move {move} where ours chooses {expected_move}."
    return f"call {c} returns {value} where ours returns {expected}."


def explain(diagnosis):
    """The first line (`first mistake: <kind> at call N: …`, or `convention: …`), then details."""
    head = "convention" if diagnosis["convention"] else "first mistake"
    lines = [f"{head}: {diagnosis['kind']} at call {diagnosis['call']}: {sentence(diagnosis)}"]
    if diagnosis["referenceCall"] is not None:
        lines.append(f"  our call: {diagnosis['referenceCall']}")
    for other in diagnosis["conventions"]:
        lines.append(f"  also ({other['kind']}, call {other['call']}): {sentence(other)}")
    return lines
