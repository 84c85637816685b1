import { describe, expect, it } from 'vitest';
import { connect4Game } from '../../../../src/lib/games/connect4/rules';
import { windowBalance } from '../../../../src/lib/games/connect4/eval';
import '../../../../src/lib/view-registry/presenters';
import { DEEP_THREAT } from '../../../../src/lib/games/connect4/entry';
import {
	THREAT_LIMITS,
	connect4Presenter as presenter
} from '../../../../src/lib/games/connect4/view/presenter';
import {
	lineOffsets,
	lineSums,
	openLines
} from '../../../../src/lib/games/connect4/view/open-lines';
import { cellIndex, discs } from '../../../../src/lib/games/connect4/view/cells';
import { loadLang } from '../../../../src/lib/i18n/languages';

// The horizon, shown where it happens: the open lines an estimate counts, and the threat example
// at depth 3 and depth 4 side by side.

describe('the open lines an estimate counts', () => {
	const positions = ['', '4', '4453', '1443', '14433', '434343', '4455', '3443', '12345671234567'];

	it('are the evaluation: X weights minus O weights equal the window balance', () => {
		for (const moves of positions) {
			for (const ai of ['X', 'O'] as const) {
				const game = connect4Game(moves, { ai });
				const lines = openLines(game.root);
				const { x, o } = lineSums(lines);
				expect(x - o).toBe(windowBalance(game.root));
				const held = Math.max(-90, Math.min(90, ai === 'X' ? x - o : o - x));
				expect(held).toBe(game.evaluate(game.root));
			}
		}
	});

	it('hold only their own side, with the weight of their discs', () => {
		for (const moves of positions) {
			const board = discs(connect4Game(moves).root);
			for (const line of openLines(connect4Game(moves).root)) {
				const held = line.cells.map((cell) => board[cell]);
				expect(held.filter((disc) => disc !== null && disc !== line.side)).toEqual([]);
				expect(held.filter((disc) => disc === line.side)).toHaveLength(line.discs);
				expect(line.weight).toBe([0, 1, 3, 9][line.discs]);
			}
		}
	});

	it('one disc in the centre of the bottom row: 7 lines worth 1, none for O', () => {
		const lines = openLines(connect4Game('4').root);
		expect(lines).toHaveLength(7);
		expect(lines.every((line) => line.side === 'X' && line.weight === 1)).toBe(true);
		expect(lines.every((line) => line.cells.includes(cellIndex(3, 0)))).toBe(true);
		expect(openLines(connect4Game('').root)).toEqual([]);
		// Drawn side by side where they share a line of the board: 4 across, then one each.
		expect(lineOffsets(lines).sort((a, b) => a - b)).toEqual([-1.5, -0.5, 0, 0, 0, 0.5, 1.5]);
	});
});

describe("the threat example's horizon", () => {
	it('depth 3 plays column 3 (≈ +13), depth 4 blocks in column 5 (≈ −2), in both languages', async () => {
		expect(THREAT_LIMITS).toEqual([3, 4]);
		expect(DEEP_THREAT.source).toEqual({ kind: 'connect4', moves: '1443', ai: 'X' });
		const en = presenter.evaluationNote('en').horizon?.();
		expect(en?.example).toBe(DEEP_THREAT);
		expect(en?.rows).toEqual([
			{ depthLimit: 3, move: 'column 3', value: '≈ +13' },
			{ depthLimit: 4, move: 'column 5', value: '≈ −2' }
		]);
		await loadLang('zh');
		const zh = presenter.evaluationNote('zh').horizon?.();
		expect(zh?.rows.map((row) => [row.move, row.value])).toEqual([
			['第 3 列', '≈ +13'],
			['第 5 列', '≈ −2']
		]);
		expect(zh?.heading).toContain('深度 3');
		expect(en?.intro).toContain('column 5');
	});
});
