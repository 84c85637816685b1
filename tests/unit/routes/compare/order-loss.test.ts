import { describe, expect, it } from 'vitest';
import { orderLoss } from '../../../../src/lib/engine/root-moves';
import { boardGame } from '../../../../src/lib/games/tictactoe/rules';
import { presenterFor } from '../../../../src/lib/games';
import { orderLoss as orderLossNote } from '../../../../src/lib/i18n/order-loss';
import { orderLossWords } from '../../../../src/routes/compare/order-loss';
import { rowLook } from '../../../../src/routes/compare/labels';

/** The note under the table on XOX.O.... in `lang`, as the page words it. */
function note(lang: 'en' | 'zh'): string {
	const game = boardGame('XOX.O....');
	const loss = orderLoss(game, 'alphabeta-ordered', null);
	if (loss === null) throw new Error('The ordered search should lose here.');
	const presenter = presenterFor(game);
	const words = orderLossWords(
		loss,
		{ ordered: rowLook('alphabeta-ordered', lang).name, plain: rowLook('alphabeta', lang).name },
		{
			short: (move) => presenter.moveList([move]),
			sentence: (move) => presenter.moveName(move, lang)
		}
	);
	return orderLossNote[lang](words);
}

describe('why the ordered alpha-beta made more calls on XOX.O....', () => {
	it('in English: 149 against 101; cell 7, the move it chooses, 5th in its order, 4th in the board order', () => {
		expect(note('en')).toBe(
			'Why "Alpha-beta, likely best first" made more calls here: 149 against Alpha-beta\'s 101. Its order is a guess made before searching, and here the guess is wrong. The move it chooses, cell 7, comes 5th of 5 in its order (6, 8, 3, 5, 7) but 4th in the game\'s own (3, 5, 6, 7, 8); alpha-beta cuts only against the best value found so far, so a good move tried late leaves more to search. Calls under each first move: 6: 26, 8: 25, 3: 20, 5: 30, 7: 47; Alpha-beta: 3: 28, 5: 20, 6: 8, 7: 29, 8: 15.'
		);
	});

	it('in Chinese, with the same figures', () => {
		const text = note('zh');
		expect(text).toContain('149 次');
		expect(text).toContain('101 次');
		expect(text).toContain('排第 5（共 5 步：6、8、3、5、7）');
		expect(text).toContain('排第 4（3、5、6、7、8）');
		expect(text).toContain('6：26，8：25，3：20，5：30，7：47');
		expect(text).not.toMatch(/[a-z]{3,}/);
	});
});
