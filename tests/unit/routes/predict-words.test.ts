import { describe, expect, it } from 'vitest';
import { plainSearch } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { presenterFor } from '../../../src/lib/games/presenters';
import { predict } from '../../../src/lib/i18n/predict';
import { judge, momentsOf, type Moment } from '../../../src/lib/practice/predict';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { AIMA_TREE, ARTICLE_TREE } from '../../../src/lib/games/tree/entry';
import { callMoments } from '../../../src/lib/player/call-run';
import { searchDescriptor, searchIds } from '../../../src/lib/engine/search-catalog';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { ARTICLE_BOARD } from '../traces';
import { DEFAULT_EXPLORATION } from '../../../src/lib/searches/mcts/rule';
import { recordMcts } from '../../../src/lib/searches/mcts/trace';
import { selectMoments } from '../../../src/lib/searches/mcts/view/moments';
import { momentWords, ucbDigits } from '../../../src/routes/predict.svelte';

// Predict mode's words on MCTS's selection (issue 43, V16): the page's Connect Four link
// `?game=connect4&moves=5266176457322546753413415661&algo=mcts&predict=select` (1,000 iterations,
// seed 1), by iteration. Before iteration 11 X→1 and X→7 tie at the greatest UCB1: either is
// judged right, and a guess of X→7 is told it ties, the search taking X→1 (made first).
describe('the why of a selection names the child guessed when it ties the one chosen', () => {
	const game = connect4Game('5266176457322546753413415661');
	const presenter = presenterFor(game);
	const trace = recordMcts(game, game.root, {
		iterations: 1000,
		seed: 1,
		exploration: DEFAULT_EXPLORATION
	});
	// The page's call trace of the same position (the panel passes it; a selection's words need
	// only the run's moment).
	const calls = search(game, plainSearch('minimax'));
	const moment = selectMoments(trace, presenter, 'call').find((m) => m.event === 11)!;
	const node = (name: string) => String(moment.options.find((o) => o.name === name)!.node);
	const ucb = 'X→1 2.27, X→2 2.14, X→3 2.00, X→4 2.03, X→5 2.26, X→7 2.27';

	it('X→1 and X→7 tie; the search takes X→1, the first made', () => {
		const named = moment.options.map((o) => o.name);
		expect(named).toEqual(['X→1', 'X→2', 'X→3', 'X→4', 'X→5', 'X→7']);
		expect(moment.options[0]!.ucb).toBe(moment.options[5]!.ucb);
		expect(moment.options.find((o) => o.node === moment.answer)!.name).toBe('X→1');
		expect(['X→1', 'X→7', 'X→5'].map((name) => judge(moment, node(name)))).toEqual([
			true,
			true,
			false
		]);
	});

	it('in both languages: X→7 ties X→1, X→1 and a wrong guess say only the choice', () => {
		for (const lang of ['en', 'zh'] as const) {
			const words = (guess: string | null) =>
				momentWords(moment, calls, presenter, lang, guess).why;
			const t = predict[lang].why;
			expect(words(node('X→7'))).toBe(t.tie(ucb, 'X→7', 'X→1'));
			expect(words(node('X→1'))).toBe(t.select(ucb, 'X→1'));
			expect(words(node('X→5'))).toBe(t.select(ucb, 'X→1'));
			expect(words(null)).toBe(t.select(ucb, 'X→1'));
		}
		expect(momentWords(moment, calls, presenter, 'en', node('X→7')).why).toBe(
			`Selection takes the child of greatest UCB1, W/N + C·√(ln N_root / N): ${ucb}. X→7 ties X→1 for the greatest, and a tie goes to the child made first: X→1.`
		);
	});

	// The question shows what UCB1 takes beside the children's counts: C and the root's N (V22 N3).
	it('the question says C, √2, and the root’s visits, 10 before iteration 11', () => {
		expect(moment.rootVisits).toBe(10);
		expect(momentWords(moment, calls, presenter, 'en').detail).toBe(
			'UCB1 = W/N + C·√(ln N_root / N), with C = 1.41 and N_root = 10.'
		);
		expect(momentWords(moment, calls, presenter, 'zh').detail).toBe(
			'UCB1 = W/N + C·√(ln N_root / N)，其中 C = 1.41，N_root = 10。'
		);
	});

	it('UCB1 is written with the decimals that tell the greatest from every smaller one', () => {
		expect(ucbDigits([2.2712, 2.14, 2.2712])).toBe(2);
		expect(ucbDigits([2.2712, 2.2709])).toBe(4);
		expect(ucbDigits([1.5, 1.49996])).toBe(5);
		expect(ucbDigits([1, 1 - 1e-12])).toBe(6);
	});
});

// A value that is only a bound, under alpha-beta (fail-soft) on AIMA's Figure 5.2: C took 2 from
// its first child and cut its other two; its card and pill say "≤ 2". The verdict said "it
// returns the lowest of its children's values, 2: 2" (V22 N1), and the question at A "take 2".
describe('a bound reads as the card writes it, of the children searched (V22 N1)', () => {
	const game = parseTree(AIMA_TREE);
	const trace = search(game, plainSearch('alphabeta'));
	const presenter = presenterFor(game);
	const moments = momentsOf(trace);
	const returned = moments.find((m) => m.kind === 'value' && m.call === 6)!;
	const taken = moments.find((m) => m.kind === 'cut' && m.child === 6)!;

	it('in English: C returns ≤ 2, the lowest of what it searched, its 2 moves left cut', () => {
		const said = momentWords(returned, trace, presenter, 'en');
		expect(said.answer).toBe('≤ 2');
		expect(said.wrong).toBe('Not quite: the answer is ≤ 2.');
		expect(said.why).toBe(
			'FC6 (C) cut its 2 moves left: the lowest of the children it searched, 2 (n8), is only a bound: ≤ 2.'
		);
		expect(momentWords(taken, trace, presenter, 'en').question).toBe(
			'FC1 (A) is about to take ≤ 2 from FC6 (C). Does it cut its moves left?'
		);
		// The guess is still the number: 2 is right.
		expect(judge(returned, '2')).toBe(true);
		// A's why lists C's bound as its card does; D searched all three, exact.
		const root = moments.find((m) => m.kind === 'value' && m.call === 1)!;
		expect(momentWords(root, trace, presenter, 'en').why).toBe(
			'FC1 (A) is a max node: it returns the highest of its children’s values, 3 (B), ≤ 2 (C) and 2 (D): 3.'
		);
	});

	it('in Chinese too', () => {
		expect(momentWords(returned, trace, presenter, 'zh').why).toBe(
			'FC6（C）剪掉了剩下的 2 个走法：已搜索的子节点值 2（n8）中最低的只是一个界：≤ 2。'
		);
	});
});

// Connect Four at depth limit 2 (`?game=connect4&moves=434343&depth=2&algo=alphabeta`): the
// calls at the limit are estimates, "≈ +5" on their cards; the question and the why wrote "+5"
// (V22 N11).
describe('an estimate keeps its mark in the question and the why (V22 N11)', () => {
	const game = connect4Game('434343');
	const trace = search(game, { ...plainSearch('alphabeta'), depthLimit: 2 });
	const presenter = presenterFor(game);
	const moments = momentsOf(trace);

	it('the first cut asked, and a value asked over calls at the limit', () => {
		const cut = moments.find((m) => m.kind === 'cut')!;
		expect(cut.kind === 'cut' && trace.kind(cut.child)).toBe('estimated');
		expect(momentWords(cut, trace, presenter, 'en').question).toMatch(
			/^FC2 is about to take ≈ [+−-]\d+ from FC3\./
		);
		const atLimit = (m: Moment) =>
			m.kind === 'value' &&
			trace.children(m.call).length > 1 &&
			trace.children(m.call).every((child) => trace.kind(child) === 'estimated');
		const value = moments.find(atLimit)!;
		const why = momentWords(value, trace, presenter, 'en').why;
		// Every child's value in the list carries the mark, and the move it came from.
		const list = why.slice(why.indexOf('values, ') + 8, why.lastIndexOf(':')).split(/, | and /);
		expect(list).toHaveLength(trace.children(value.call).length);
		for (const each of list) expect(each).toMatch(/^≈ [+−-]?\d+ \(column \d\)$/);
	});
});

// A cut's verdict in Chinese says what the call does (V22 N4: "不对：答案是 不会。").
describe('a cut’s verdict reads naturally in Chinese (V22 N4)', () => {
	const game = parseTree(AIMA_TREE);
	const trace = search(game, plainSearch('alphabeta'));
	const presenter = presenterFor(game);
	const cuts = momentsOf(trace).filter((m) => m.kind === 'cut');
	const open = cuts.find((m) => !m.answer)!;
	const cut = cuts.find((m) => m.answer)!;

	it('wrong and revealed, on a cut and on none', () => {
		const zh = (moment: Moment) => momentWords(moment, trace, presenter, 'zh');
		expect([zh(cut).wrong, zh(cut).shown]).toEqual(['不对：它会剪枝。', '答案：会剪枝。']);
		expect([zh(open).wrong, zh(open).shown]).toEqual([
			'不对：它不会剪枝，而是继续搜索。',
			'答案：不会剪枝，继续搜索。'
		]);
		const en = (moment: Moment) => momentWords(moment, trace, presenter, 'en');
		expect([en(cut).wrong, en(open).shown]).toEqual([
			'Not quite: the answer is yes.',
			'The answer: no.'
		]);
	});
});

// The kinds menu offers what the search's module declares (V22 N2: "A chance node's average" under
// alpha-beta, which stopped nowhere): every moment a search's trace has is of a kind it offers.
describe('the kinds of moment each search offers are those its calls have (V22 N2)', () => {
	it('a return always; a cut with a window; an average with chance nodes', () => {
		expect(callMoments('minimax')).toEqual(['value']);
		expect(callMoments('alphabeta')).toEqual(['value', 'cut']);
		expect(callMoments('expectimax')).toEqual(['value', 'chance']);
		expect(callMoments('expectimax-bounded')).toEqual(['value', 'cut', 'chance']);
	});

	it('on the article’s board and trees, under every search of calls', () => {
		const ids = searchIds('calls');
		expect(ids.length).toBeGreaterThan(8);
		// A search that prunes by the game's value bounds needs a game that states them: a board.
		const trees = ids.filter((id) => !searchDescriptor(id).bounded);
		expect(trees.length).toBeGreaterThan(6);
		for (const id of ids) {
			const kinds = new Set(
				momentsOf(search(boardGame(ARTICLE_BOARD), plainSearch(id))).map((m) => m.kind)
			);
			expect(kinds.size, id).toBeGreaterThan(0);
			for (const kind of kinds) expect(callMoments(id), `${id} on the board`).toContain(kind);
		}
		for (const tree of [AIMA_TREE, ARTICLE_TREE])
			for (const id of trees) {
				const kinds = new Set(
					momentsOf(search(parseTree(tree), plainSearch(id))).map((m) => m.kind)
				);
				expect(kinds.size, id).toBeGreaterThan(0);
				for (const kind of kinds) expect(callMoments(id), `${id} on ${tree}`).toContain(kind);
			}
	});
});

// Calls and lists read as the narration writes them (V23 N14): Chinese wrote the half-width
// "FC2 (B) 是极小节点：返回子节点值 3, 12, 8 中最低的", where the narration writes "FC2（B）" and
// "3（n5）、12（n6）和 8（n7）"; each value now names the node it came from, in both languages.
describe('predict names calls and lists values as the narration does (V23 N14)', () => {
	const game = parseTree(AIMA_TREE);
	const presenter = presenterFor(game);
	const at = (trace: ReturnType<typeof search>, kind: Moment['kind'], call: number) =>
		momentsOf(trace).find((m) => m.kind === kind && 'call' in m && m.call === call)!;
	const alphabeta = search(game, plainSearch('alphabeta'));
	const expectimax = search(game, plainSearch('expectimax'));

	it('a min node’s return, in Chinese and in English', () => {
		const value = at(alphabeta, 'value', 2);
		expect(momentWords(value, alphabeta, presenter, 'zh').why).toBe(
			'FC2（B）是极小节点：返回子节点值 3（n5）、12（n6）和 8（n7）中最低的：3。'
		);
		expect(momentWords(value, alphabeta, presenter, 'zh').question).toBe('FC2（B）返回什么值？');
		expect(momentWords(value, alphabeta, presenter, 'en').why).toBe(
			'FC2 (B) is a min node: it returns the lowest of its children’s values, 3 (n5), 12 (n6) and 8 (n7): 3.'
		);
	});

	it('a cut’s question and a chance node’s average in Chinese', () => {
		const cut = momentsOf(alphabeta).find((m) => m.kind === 'cut' && m.child === 2)!;
		expect(momentWords(cut, alphabeta, presenter, 'zh').question).toBe(
			'FC1（A）即将从 FC2（B）得到 3。它会剪掉剩下的走法吗？'
		);
		const chance = at(expectimax, 'chance', 2);
		expect(momentWords(chance, expectimax, presenter, 'zh').why).toBe(
			'FC2（B）按概率对子节点的值加权平均：(3 + 12 + 8) / 3 = 23/3 ≈ 7.67。'
		);
	});
});

// An average of estimates is asked as the narration tells it (V23 N17, N24's left item): on Connect
// Four at depth 2 (`?game=connect4&moves=434343&depth=2&algo=expectimax&predict=chance`) FC2
// averages seven values, six of them estimates. Predict answered "−122/7 ≈ −17.43" and took only
// the fraction or "−17.43"; it now answers "≈ −17.4" as the narration and the card do, and takes
// "−17.4" too. Figure 5.2's exact 23/3 keeps its fraction and is not taken to one decimal.
describe('a chance answer on estimates reads and is judged as the narration writes it', () => {
	const game = connect4Game('434343');
	const presenter = presenterFor(game);
	const trace = search(game, { ...plainSearch('expectimax'), depthLimit: 2 });
	const fc2 = momentsOf(trace).find((m) => m.kind === 'chance' && m.call === 2)!;
	const sum = '(5 + 7 − 134 − 16 + 6 + 5 + 5) / 7';

	it('answers ≈ −17.4 and says the sum so, in both languages', () => {
		const en = momentWords(fc2, trace, presenter, 'en');
		expect(en.answer).toBe('≈ −17.4');
		expect(en.why).toContain(`${sum} ≈ −17.4.`);
		expect(en.wrong).toBe('Not quite: the answer is ≈ −17.4.');
		const zh = momentWords(fc2, trace, presenter, 'zh');
		expect(zh.answer).toBe('≈ −17.4');
		expect(zh.why).toContain(`${sum} ≈ −17.4。`);
	});

	it('takes −17.4 as the page writes it, the fraction and two decimals as before', () => {
		const guesses = ['-17.4', '−17.4', '-122/7', '-17.43', '-17.5', '-17', '17.4'];
		expect(guesses.map((guess) => judge(fc2, guess))).toEqual([
			true,
			true,
			true,
			true,
			false,
			false,
			false
		]);
	});

	it('Figure 5.2’s exact average is not taken to one decimal', () => {
		const aima = search(parseTree(AIMA_TREE), plainSearch('expectimax'));
		const b = momentsOf(aima).find((m) => m.kind === 'chance' && m.call === 2)!;
		expect(['23/3', '7.67', '7.7'].map((guess) => judge(b, guess))).toEqual([true, true, false]);
		expect(momentWords(b, aima, presenterFor(aima.game), 'en').answer).toBe('23/3 ≈ 7.67');
	});
});
