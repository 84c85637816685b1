import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Game, Move, Position } from '../../src/lib/engine/index';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../src/lib/games/connect4/rules';
import { treeGame } from '../../src/lib/games/tree/rules';
import { mctsListing } from '../../src/lib/searches/mcts/listing';
import { Sfc32 } from '../../src/lib/searches/mcts/random';
import { DEFAULT_EXPLORATION } from '../../src/lib/searches/mcts/rule';
import { MCTS_PHASES } from '../../src/lib/searches/mcts/steps';
import { recordMcts, type MctsTrace } from '../../src/lib/searches/mcts/trace';
import { ARTICLE_BOARD } from '../articles';

/** The Connect Four endgame of the figures: X to move, only column 4 wins. */
const ENDGAME = '5266176457322546753413415661';

/** The visits and wins of the root's children, in the order made: what a run is compared by. */
interface RootCounts {
	moves: number[];
	visits: number[];
	wins: number[];
}

function engineCounts(trace: MctsTrace): RootCounts {
	const children = trace.children(0);
	return {
		moves: children.map((child) => trace.move(child) ?? -1),
		visits: children.map((child) => trace.visits(child)),
		wins: children.map((child) => trace.wins(child))
	};
}

/** A node of the listing's tree, as the JavaScript builds it. */
interface ListedNode {
	move: Move;
	visits: number;
	wins: number;
	children: ListedNode[];
}

/** The JavaScript listing run as code (ours, not user input) over the engine's game. */
function runJs(game: Game, iterations: number, seed: number): RootCounts {
	const text = mctsListing('js').lines.join('\n');
	const mcts = new Function(`${text}\nreturn mcts;`)() as (
		api: object,
		pos: Position,
		iterations: number,
		c: number,
		random: { below(n: number): number }
	) => ListedNode;
	const api = {
		isMax: (at: Position) => game.isMaximizing(at),
		isOver: (at: Position) => game.isTerminal(at),
		score: (at: Position) => game.score(at),
		moves: (at: Position) => game.moves(at),
		play: (at: Position, move: Move) => game.play(at, move),
		scores: game.scores
	};
	const root = mcts(api, game.root, iterations, DEFAULT_EXPLORATION, new Sfc32(seed));
	return {
		moves: root.children.map((child) => child.move),
		visits: root.children.map((child) => child.visits),
		wins: root.children.map((child) => child.wins)
	};
}

/**
 * Runs the Python listing on each case: the games written here in Python, apart from the engine
 * (tic-tac-toe on a string, Connect Four on columns, a tree as nested lists), and the random
 * source a Python port of the engine's generator (sfc32 seeded by SplitMix32, 12 outputs
 * dropped; `below` as random.ts scales it).
 */
const DRIVER = String.raw`
import json, math, sys

M = 0xFFFFFFFF

class Sfc32:
    def __init__(self, seed):
        state = seed & M
        def split_mix():
            nonlocal state
            state = (state + 0x9E3779B9) & M
            z = state
            z = ((z ^ (z >> 16)) * 0x85EBCA6B) & M
            z = ((z ^ (z >> 13)) * 0xC2B2AE35) & M
            return (z ^ (z >> 16)) & M
        self.a, self.b, self.c, self.d = split_mix(), split_mix(), split_mix(), 1
        for _ in range(12):
            self.next()

    def next(self):
        t = (self.a + self.b + self.d) & M
        self.d = (self.d + 1) & M
        self.a = self.b ^ (self.b >> 9)
        self.b = (self.c + (self.c << 3)) & M
        self.c = ((self.c << 21) | (self.c >> 11)) & M
        self.c = (self.c + t) & M
        return t

    def below(self, count):
        return math.floor(self.next() / 4294967296 * count)

LINES = [(0,1,2),(3,4,5),(6,7,8),(0,3,6),(1,4,7),(2,5,8),(0,4,8),(2,4,6)]

class Board:
    scores = [-10, 0, 10]
    def __init__(self, ai): self.ai = ai
    def line(self, cells, m): return any(all(cells[c] == m for c in l) for l in LINES)
    def is_over(self, pos):
        cells = pos[0]
        return self.line(cells, 'X') or self.line(cells, 'O') or '.' not in cells
    def score(self, pos):
        other = 'O' if self.ai == 'X' else 'X'
        if self.line(pos[0], self.ai): return 10
        if self.line(pos[0], other): return -10
        return 0
    def moves(self, pos):
        return [] if self.is_over(pos) else [c for c in range(9) if pos[0][c] == '.']
    def play(self, pos, move):
        cells, mark = pos
        return (cells[:move] + mark + cells[move + 1:], 'O' if mark == 'X' else 'X')
    def is_max(self, pos): return pos[1] == self.ai

class Connect4:
    scores = [-135, 135]
    def __init__(self, ai): self.ai = ai
    def winner(self, cols):
        grid = {(c, r): m for c, col in enumerate(cols) for r, m in enumerate(col)}
        for (c, r), m in grid.items():
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                if all(grid.get((c + k * dc, r + k * dr)) == m for k in range(4)):
                    return m
        return None
    def is_over(self, pos):
        return self.winner(pos[0]) is not None or all(len(col) == 6 for col in pos[0])
    def score(self, pos):
        w = self.winner(pos[0])
        if w is None: return 0
        win = 100 + 42 - sum(len(col) for col in pos[0])
        return win if w == self.ai else -win
    def moves(self, pos):
        return [] if self.is_over(pos) else [c for c in range(7) if len(pos[0][c]) < 6]
    def play(self, pos, move):
        cols, mark = pos
        cols = tuple(col + (mark,) if c == move else col for c, col in enumerate(cols))
        return (cols, 'O' if mark == 'X' else 'X')
    def is_max(self, pos): return pos[1] == self.ai

class Tree:
    def __init__(self, tree):
        def leaves(item):
            return [v for i in item for v in leaves(i)] if isinstance(item, list) else [item]
        self.scores = leaves(tree)
    def is_over(self, pos): return not isinstance(pos[0], list)
    def score(self, pos): return pos[0]
    def moves(self, pos): return [] if self.is_over(pos) else list(range(len(pos[0])))
    def play(self, pos, move): return (pos[0][move], not pos[1])
    def is_max(self, pos): return pos[1]

def run(case):
    ns = {}
    exec(compile(case['listing'], '<listing>', 'exec'), ns)
    if case['kind'] == 'board':
        game, pos = Board(case['ai']), (case['cells'], case['toMove'])
    elif case['kind'] == 'connect4':
        cols = [()] * 7
        for k, ch in enumerate(case['moves']):
            c = int(ch) - 1
            cols[c] = cols[c] + ('X' if k % 2 == 0 else 'O',)
        game = Connect4(case['ai'])
        pos = (tuple(cols), 'X' if len(case['moves']) % 2 == 0 else 'O')
    else:
        game, pos = Tree(case['tree']), (case['tree'], True)
    root = ns['mcts'](game, pos, case['iterations'], math.sqrt(2), Sfc32(case['seed']))
    return {
        'moves': [ch.move for ch in root.children],
        'visits': [ch.visits for ch in root.children],
        'wins': [ch.wins for ch in root.children],
    }

print(json.dumps([run(case) for case in json.load(sys.stdin)]))
`;

const AIMA = [
	[3, 12, 8],
	[2, 4, 6],
	[14, 5, 2]
];

/** The runs compared: game, its Python case, iterations and seed. */
const RUNS: { game: Game; input: object; iterations: number; seed: number }[] = [
	...[1, 2, 3].map((seed) => ({
		game: boardGame(ARTICLE_BOARD),
		input: { kind: 'board', cells: ARTICLE_BOARD, toMove: 'X', ai: 'X' },
		iterations: 300,
		seed
	})),
	{
		game: boardGame('.........'),
		input: { kind: 'board', cells: '.........', toMove: 'X', ai: 'X' },
		iterations: 1500,
		seed: 7
	},
	{
		game: boardGame('X...O....', { toMove: 'X', ai: 'O' }),
		input: { kind: 'board', cells: 'X...O....', toMove: 'X', ai: 'O' },
		iterations: 800,
		seed: 11
	},
	{
		game: connect4Game(ENDGAME, { ai: 'X' }),
		input: { kind: 'connect4', moves: ENDGAME, ai: 'X' },
		iterations: 400,
		seed: 5
	},
	{ game: treeGame(AIMA), input: { kind: 'tree', tree: AIMA }, iterations: 200, seed: 4 }
];

describe("MCTS's listings", () => {
	it('run as JavaScript to the engine’s visits and wins per root move, for every seed tried', () => {
		for (const { game, iterations, seed } of RUNS) {
			const trace = recordMcts(game, game.root, {
				iterations,
				seed,
				exploration: DEFAULT_EXPLORATION
			});
			expect(runJs(game, iterations, seed)).toEqual(engineCounts(trace));
		}
	});

	it('run as Python (needs python3), with the generator ported, to the same counts byte for byte', () => {
		const run = spawnSync('python3', ['-c', DRIVER], {
			input: JSON.stringify(
				RUNS.map(({ input, iterations, seed }) => ({
					...input,
					listing: mctsListing('python').lines.join('\n'),
					iterations,
					seed
				}))
			),
			encoding: 'utf8',
			timeout: 60_000
		});
		expect(run.stderr).toBe('');
		const expected = RUNS.map(({ game, iterations, seed }) =>
			engineCounts(
				recordMcts(game, game.root, { iterations, seed, exploration: DEFAULT_EXPLORATION })
			)
		);
		expect(JSON.parse(run.stdout)).toEqual(expected);
		// The article board, seed 1, 300 iterations: cell 4 (the win) by far the most visited.
		expect(expected[0]?.moves).toEqual([1, 4, 6]);
		expect(expected[0]?.visits).toEqual([8, 281, 11]);
	}, 60_000);

	it('tag each phase’s lines in every language, with titles in English and Chinese, within the panel', () => {
		for (const language of ['js', 'python', 'pseudo'] as const) {
			const { lines, roles, titles } = mctsListing(language);
			expect(Object.keys(titles).sort()).toEqual(['en', 'zh']);
			expect(roles).toHaveLength(lines.length);
			for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(46);
			for (const phase of MCTS_PHASES) expect(roles.includes(phase), phase).toBe(true);
			// Each phase's main lines are one block, in the order the phases run.
			const firsts = MCTS_PHASES.map((phase) => roles.indexOf(phase));
			expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
		}
	});
});
