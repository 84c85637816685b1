import { LISTING_TITLES } from './messages';
import type { MctsPhase } from './steps';

/**
 * UCT written over any game, in JavaScript, Python and pseudocode, with the game's own calls
 * (is it over, its score and range of scores, its moves, the position after a move, whose turn
 * maximises) and a seeded `random.below(n)`: run with the engine's generator, the code grows
 * the same tree as `searchMcts` (same expansion order, ties to the first child, the same
 * arithmetic). Each line a phase runs carries that phase's role, so the code panel lights the
 * phase a step shows; helper bodies carry the phase that calls them. Lines keep within the code
 * panel's 46 columns.
 */

/** A line of the listing and the phase that runs it (none: set-up and structure). */
type Line = readonly [text: string, phase?: MctsPhase];

export interface MctsListing {
	readonly titles: Readonly<Record<string, string>>;
	readonly lines: readonly string[];
	readonly roles: readonly (MctsPhase | undefined)[];
}

const javascript: readonly Line[] = [
	['function mcts(game, pos, count, c, random) {'],
	['  const root = newNode(game, pos, null, null);'],
	['  for (let i = 0; i < count; i++) {'],
	['    // 1. select: best UCB1, all moves tried'],
	['    let node = root;'],
	['    while (!game.isOver(node.pos) &&', 'select'],
	['        node.untried.length === 0)', 'select'],
	['      node = bestChild(node, c);', 'select'],
	['    // 2. expand: one child, next untried move'],
	['    if (!game.isOver(node.pos)) {', 'expand'],
	['      const move = node.untried.shift();', 'expand'],
	['      const child = newNode(', 'expand'],
	['        game, game.play(node.pos, move),', 'expand'],
	['        node, move);', 'expand'],
	['      node.children.push(child);', 'expand'],
	['      node = child;', 'expand'],
	['    }'],
	['    // 3. simulate: random moves to the end'],
	['    let end = node.pos;', 'simulate'],
	['    while (!game.isOver(end)) {', 'simulate'],
	['      const moves = game.moves(end);', 'simulate'],
	['      const k = random.below(moves.length);', 'simulate'],
	['      end = game.play(end, moves[k]);', 'simulate'],
	['    }'],
	['    const r = reward(game, game.score(end));', 'simulate'],
	['    // 4. backpropagate: N and W to the root'],
	['    for (let n = node; n; n = n.parent) {', 'backpropagate'],
	['      n.visits += 1;', 'backpropagate'],
	['      n.wins += n.maxChose ? r : 1 - r;', 'backpropagate'],
	['    }'],
	['  }'],
	['  return root; // play its most visited child'],
	['}'],
	[''],
	['// W counts for the side that chose the node'],
	['function newNode(game, pos, parent, move) {'],
	['  const mover = parent ? parent.pos : pos;', 'expand'],
	['  return { pos, parent, move, children: [],', 'expand'],
	['    untried: [...game.moves(pos)],', 'expand'],
	['    maxChose: game.isMax(mover),', 'expand'],
	['    visits: 0, wins: 0 };', 'expand'],
	['}'],
	[''],
	['// UCB1 = W/N + C·√(ln N_parent / N)'],
	['function bestChild(parent, c) {'],
	['  let best = null, most = -Infinity;', 'select'],
	['  for (const child of parent.children) {', 'select'],
	['    const n = child.visits;', 'select'],
	['    const logN = Math.log(parent.visits);', 'select'],
	['    const ucb1 = child.wins / n +', 'select'],
	['      c * Math.sqrt(logN / n);', 'select'],
	['    if (ucb1 > most) {', 'select'],
	['      best = child;', 'select'],
	['      most = ucb1;', 'select'],
	['    }'],
	['  }'],
	['  return best;', 'select'],
	['}'],
	[''],
	['// The score as r in [0, 1] for the maximiser'],
	['function reward(game, score) {'],
	['  const low = Math.min(...game.scores);', 'simulate'],
	['  const high = Math.max(...game.scores);', 'simulate'],
	['  if (high === low) return 0.5;', 'simulate'],
	['  return (score - low) / (high - low);', 'simulate'],
	['}']
];

const python: readonly Line[] = [
	['import math'],
	[''],
	['def mcts(game, pos, count, c, random):'],
	['    root = Node(game, pos, None, None)'],
	['    for _ in range(count):'],
	['        # 1. select: best UCB1 while all tried'],
	['        node = root'],
	['        while (not game.is_over(node.pos)', 'select'],
	['               and not node.untried):', 'select'],
	['            node = best_child(node, c)', 'select'],
	['        # 2. expand: one child, next untried'],
	['        if not game.is_over(node.pos):', 'expand'],
	['            move = node.untried.pop(0)', 'expand'],
	['            child = Node(game, game.play(', 'expand'],
	['                node.pos, move), node, move)', 'expand'],
	['            node.children.append(child)', 'expand'],
	['            node = child', 'expand'],
	['        # 3. simulate: random moves to the end'],
	['        end = node.pos', 'simulate'],
	['        while not game.is_over(end):', 'simulate'],
	['            moves = game.moves(end)', 'simulate'],
	['            k = random.below(len(moves))', 'simulate'],
	['            end = game.play(end, moves[k])', 'simulate'],
	['        r = reward(game, game.score(end))', 'simulate'],
	['        # 4. backpropagate: N, W to the root'],
	['        n = node', 'backpropagate'],
	['        while n is not None:', 'backpropagate'],
	['            n.visits += 1', 'backpropagate'],
	['            n.wins += (r if n.max_chose', 'backpropagate'],
	['                       else 1 - r)', 'backpropagate'],
	['            n = n.parent', 'backpropagate'],
	['    return root  # play its most visited child'],
	[''],
	['class Node:'],
	['    def __init__(self, game, pos, parent,'],
	['                 move):'],
	['        self.pos, self.parent = pos, parent', 'expand'],
	['        self.move, self.children = move, []', 'expand'],
	['        self.untried = list(game.moves(pos))', 'expand'],
	['        # W counts for the side that chose it'],
	['        mover = parent.pos if parent else pos', 'expand'],
	['        self.max_chose = game.is_max(mover)', 'expand'],
	['        self.visits, self.wins = 0, 0.0', 'expand'],
	[''],
	['# UCB1 = W/N + C·√(ln N_parent / N)'],
	['def best_child(parent, c):'],
	['    best, most = None, -math.inf', 'select'],
	['    for child in parent.children:', 'select'],
	['        n = child.visits', 'select'],
	['        ucb1 = child.wins / n + c * math.sqrt(', 'select'],
	['            math.log(parent.visits) / n)', 'select'],
	['        if ucb1 > most:', 'select'],
	['            best, most = child, ucb1', 'select'],
	['    return best', 'select'],
	[''],
	['# The score as r in [0, 1] for the maximiser'],
	['def reward(game, score):'],
	['    low = min(game.scores)', 'simulate'],
	['    high = max(game.scores)', 'simulate'],
	['    if high == low:', 'simulate'],
	['        return 0.5', 'simulate'],
	['    return (score - low) / (high - low)', 'simulate']
];

const pseudo: readonly Line[] = [
	['function MCTS(pos, iterations, C)'],
	['  root ← a node for pos, N = W = 0'],
	['  repeat iterations times'],
	['    ▷ 1. select'],
	['    v ← root', 'select'],
	['    while v is not over and has no untried', 'select'],
	['        move do', 'select'],
	['      v ← the child c of v with the greatest', 'select'],
	['        W(c)/N(c) + C·√(ln N(v) / N(c))', 'select'],
	['    ▷ 2. expand'],
	['    if v is not over then', 'expand'],
	['      m ← v’s next untried move', 'expand'],
	['      v ← a new child of v for RESULT(v, m)', 'expand'],
	['    ▷ 3. simulate'],
	['    s ← v’s position', 'simulate'],
	['    while not TERMINAL(s) do', 'simulate'],
	['      s ← RESULT(s, a random move of s)', 'simulate'],
	['    r ← UTILITY(s) scaled to [0, 1]', 'simulate'],
	['    ▷ 4. backpropagate'],
	['    for each node u from v up to root do', 'backpropagate'],
	['      N(u) ← N(u) + 1', 'backpropagate'],
	['      if MAX chose u then W(u) ← W(u) + r', 'backpropagate'],
	['      else W(u) ← W(u) + 1 − r', 'backpropagate'],
	['  return the move of root’s most visited child']
];

const WRITERS: Readonly<Record<'js' | 'python' | 'pseudo', readonly Line[]>> = {
	js: javascript,
	python,
	pseudo
};

/** MCTS's listing in `language` (JavaScript, Python or pseudocode), each phase's lines tagged. */
export function mctsListing(language: 'js' | 'python' | 'pseudo'): MctsListing {
	const lines = WRITERS[language] ?? javascript;
	return {
		titles: LISTING_TITLES,
		lines: Object.freeze(lines.map(([text]) => text)),
		roles: Object.freeze(lines.map(([, phase]) => phase))
	};
}
