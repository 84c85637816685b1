import { describe, expect, it } from 'vitest';
import { labelEms } from '../../../src/lib/components/geometry';
import { probeMarkWidth, ROW_GAP } from '../../../src/lib/components/link-rows';
import { nameRow, TAG_SIGNS } from '../../../src/lib/components/name-row';
import { MESSAGES } from '../../../src/lib/i18n';

/**
 * A plain tree's name and its PVS tag side by side (issue 43's verifier, F16: on AIMA's Figure
 * 5.2 presenting, "probe" sat on the names n6, n7, C, D, n12 and n13): never over each other, and
 * within the card's column, so never over a neighbour's.
 */

/** The row's two boxes, left and right edges, as drawn. */
function boxes(name: string, nameFont: number, mark: string, tagFont: number, room: number) {
	const role = mark === MESSAGES.en.view.researchMark || mark === MESSAGES.zh.view.researchMark;
	const row = nameRow(name, nameFont, { role: role ? 're-search' : 'probe', mark }, tagFont, room);
	const nameHalf = (labelEms(name) * nameFont) / 2;
	const tagHalf = probeMarkWidth(row.mark, tagFont) / 2;
	return {
		row,
		name: [row.name - nameHalf, row.name + nameHalf] as const,
		tag: [row.tag - tagHalf, row.tag + tagHalf] as const
	};
}

describe('a name and its tag', () => {
	// Presenting, AIMA's tree is 100 units a column (96 for the row) and its labels 20 units at
	// the presenting floor (0.7, 14 px on screen); on the page 72 (68), names 15 and tags 12.
	const sizes = [
		{ where: 'presenting', room: 96, nameFont: 20, tagFont: 20 },
		{ where: 'on the page', room: 68, nameFont: 15, tagFont: 12 }
	];
	for (const { where, room, nameFont, tagFont } of sizes)
		for (const lang of ['en', 'zh'] as const)
			for (const mark of [MESSAGES[lang].view.probeMark, MESSAGES[lang].view.researchMark])
				for (const name of ['C', 'n6', 'n13'])
					it(`keeps "${name}" and "${mark}" apart, within the column (${where})`, () => {
						const { name: named, tag } = boxes(name, nameFont, mark, tagFont, room);
						expect(tag[0] - named[1]).toBeCloseTo(ROW_GAP, 6);
						expect(named[0]).toBeGreaterThanOrEqual(-room / 2);
						expect(tag[1]).toBeLessThanOrEqual(room / 2);
						// Centred on the card.
						expect(named[0] + tag[1]).toBeCloseTo(0, 6);
					});

	it('writes the word where it fits, else its sign', () => {
		// "C" and "probe" presenting: 17 + 4 + 70 = 91 units.
		expect(boxes('C', 20, 'probe', 20, 96).row.mark).toBe('probe');
		// "n13" and "probe": 45 + 4 + 70 = 119, over 96: the sign, "?".
		expect(boxes('n13', 20, 'probe', 20, 96).row.mark).toBe(TAG_SIGNS.probe);
		expect(boxes('n13', 20, 'again', 20, 96).row.mark).toBe('↻');
		// Chinese words are shorter: "n6" and "重搜", 31 + 4 + 48 = 83.
		expect(boxes('n6', 20, '重搜', 20, 96).row.mark).toBe('重搜');
	});

	it('centres a tag alone where the node has no name', () => {
		expect(nameRow('', 15, { role: 'probe', mark: 'probe' }, 12, 68).tag).toBe(0);
	});
});
