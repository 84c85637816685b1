import { describe, expect, it } from 'vitest';
import { narrate } from '../../../src/lib/player/narration';
import { openSession } from '../../../src/lib/player/plan';
import { StepMap } from '../../../src/lib/player/steps';
import { LECTURE_CHANCE_TREE } from '../../trees';

/** Every step's narration of `algorithm` on `tree`, in `lang`, by event (or by call). */
function walk(
	tree: string,
	algorithm: string,
	lang: 'en' | 'zh' = 'en',
	unit: 'event' | 'call' = 'event'
): string[] {
	const { trace } = openSession({ kind: 'tree', tree, root: 'max' }, algorithm);
	const steps = new StepMap(trace, unit);
	return Array.from(
		{ length: steps.last + 1 },
		(_, step) => narrate(trace, steps, step, { lang }).text
	);
}

describe('the narration writes values as the tree does (issue 43, F11)', () => {
	const texts = walk(JSON.stringify(LECTURE_CHANCE_TREE), 'expectimax');

	it("writes the max root's received values exactly, 17/3 and 9/2, as X1's and X2's cards do", () => {
		expect(texts[61]).toBe(
			'FC1 (n1) gets 17/3 back from its first child (X1). Best so far: 17/3, from its first child (X1).'
		);
		expect(texts[121]).toContain('gets 9/2 back from its second child (X2). Best so far: 17/3');
		// A decimal only beside its fraction, as the call stack writes it: "17/3 ≈ 5.67".
		expect(texts.join('\n').replaceAll(/ ≈ \d+\.\d+/g, '')).not.toMatch(/\d\.\d/);
	});
});

describe("negamax's narration tells negamax's computation (issue 43, F10)", () => {
	const aima = '[[3,12,8],[2,4,6],[14,5,2]]';
	const texts = walk(aima, 'negamax');

	it('at a min node: the children negated and the largest returned, for min', () => {
		// Step 16: B (FC2) returns; its card keeps minimax's 3, negamax returns −3 (min's value).
		expect(texts[16]).toBe(
			"FC2 has its children's values in the order searched, each for the side to move there: 3, 12 and 8. Negamax negates them, −3, −12 and −8, and returns the largest, −3, from its first child (n5): FC2's value for min, who moves there."
		);
		expect(texts[7]).toBe(
			'FC2 gets 3 back from its first child (n5) and negates it: −3. Best so far: −3, from its first child (n5).'
		);
		expect(texts[17]).toContain('FC1 gets −3 back from its first child (n2) and negates it: 3.');
		// The listing has no min: no sentence says a node minimises or takes the lowest.
		for (const text of texts.slice(1)) expect(text).not.toMatch(/minimises|the lowest, /);
		const zh = walk(aima, 'negamax', 'zh');
		// Written as the other Chinese sentences write lists: full-width brackets, a space around 和.
		expect(zh[16]).toBe(
			'FC2 按搜索顺序收到各子节点的值（各自对该处走棋一方而言）：3、12 和 8。负极大值把它们取反，得到 −3、−12 和 −8，返回其中最大的 −3，来自第一个子节点（n5）：这是 FC2 对在此走棋的极小方而言的值。'
		);
	});

	it("at a leaf where min moves: the value negamax returns, minimax's beside it, as the note says", () => {
		// Leaves at depth 1 under a max root: min moves there, so negamax returns -5 for n2 (worth 5).
		const shallow = '[5,[1,2]]';
		expect(walk(shallow, 'negamax')[4]).toBe(
			"FC2 (n2) is a leaf worth 5, so it returns −5 (minimax's 5)."
		);
		expect(walk(shallow, 'negamax', 'zh')[4]).toBe(
			'FC2（n2）是叶节点，值为 5，所以返回 −5（极小化极大记作 5）。'
		);
		// Where max moves (n4, depth 2) the two agree: one value.
		expect(walk(shallow, 'negamax')[10]).toBe('FC4 (n4) is a leaf worth 1, so it returns 1.');
		expect(walk(shallow, 'minimax')[4]).toBe('FC2 (n2) is a leaf worth 5, so it returns 5.');
	});

	it('by call, the way back says what negamax returned and how, beside the card’s minimax value', () => {
		const byCall = walk(aima, 'negamax', 'en', 'call');
		expect(byCall[6]).toMatch(
			/^FC5's 8 went back to FC2, which negated its children's values and returned the largest, −3 \(minimax's 3\), to FC1\. /
		);
		expect(byCall[10]).toContain(
			"FC9's 6 went back to FC6, which negated its children's values and returned the largest, −2 (minimax's 2), to FC1."
		);
		for (const text of byCall) expect(text).not.toMatch(/lowest score|highest score/);
		expect(walk(aima, 'negamax', 'zh', 'call')[6]).toMatch(
			/^FC5 的 8 传回 FC2，后者把各子节点的值取反，将其中最大的 −3（极小化极大记作 3）返回给 FC1。/
		);
		// Minimax keeps its own words.
		expect(walk(aima, 'minimax', 'en', 'call')[6]).toContain(
			'which returned its lowest score, 3, to FC1.'
		);
	});
});
