import { describe, expect, it } from 'vitest';
import { view, type ViewMessages } from '../../../src/lib/i18n/view';
import { HAN, strayLatin } from '../../latin';

/** Every text of the view area, functions called with typical values. */
function texts(t: ViewMessages): string[] {
	return [
		t.max,
		t.min,
		t.sideRole('X', t.max),
		t.depth(2),
		t.afterMove('X', 4),
		t.childNumber(2),
		t.toMoveAs('O', t.min),
		t.boardRows('O . X / X . X / . O O'),
		t.returned('+10'),
		t.notStarted(7),
		t.foldedBelow('FC3', 8231),
		...Object.values(t.codeTitles),
		t.stepping,
		t.firstStep,
		t.previousStep,
		t.play,
		t.pause,
		t.nextStep,
		t.lastStep,
		t.withKey(t.play, t.spaceKey),
		t.step,
		t.counter(3, 10),
		t.valueText(t.counter(3, 10), `FC2 ${t.eventKinds.enter}`),
		t.detailStart,
		t.detailResult,
		...Object.values(t.eventKinds),
		t.speed,
		t.playbackSpeed,
		t.perSecond(2),
		t.stepBy,
		t.byCall,
		t.byEvent,
		t.callStack + t.frames(3),
		t.stackEmpty,
		t.cell(4),
		t.narrationRegion,
		t.ruleRegion,
		t.eachCallWindow,
		t.minimaxEveryCall,
		t.minimaxMakes(549_946),
		t.callsMade(5, 18),
		t.cutTally(2, 13),
		t.goToCall,
		t.go,
		t.treeView,
		t.zoomIn,
		t.zoomOut,
		t.wholeTree,
		t.followRunning,
		t.searchTree(18),
		t.level(3),
		t.cutBy(9, 3),
		t.savedMark(3),
		t.notReached(t.withLetter(t.prunedNode(18), 'G')),
		t.prunedBy(t.boardAfterCell(6), 12),
		t.notSearched,
		t.boardName('O . X / X . X / . O O', 'X'),
		t.activeRegion,
		t.alreadyOver('0'),
		t.plays('X', 4, '+10'),
		t.toMoveAtStart('X'),
		t.tries(2, 'X', 1),
		t.got(1, '-10', 1),
		t.atDepth(3, 2) + ' · ' + t.toMove('X')
	];
}

describe('the view in Chinese', () => {
	const zh = texts(view.zh);

	it('has no English words left', () => {
		for (const text of zh) {
			expect(strayLatin(text), text).toEqual([]);
			expect(text, text).toMatch(HAN);
		}
	});

	it('puts no space next to full-width punctuation', () => {
		for (const text of zh)
			expect(text, text).not.toMatch(/ [，。：；“”！？（）]|[，。：；“”！？（）] /);
	});

	it('counts calls as a textbook does, numbers grouped as in English', () => {
		expect(view.zh.callsMade(5, 18)).toBe('5 / 18 次调用');
		expect(view.zh.cutBy(9, 3)).toBe('被 FC9 剪去：省去 3 次调用');
		expect(view.zh.searchTree(18)).toBe('搜索树：18 次调用；用方向键在节点之间移动');
		expect(view.zh.counter(3, 10)).toBe('第 3 / 10 步');
		expect(view.zh.level(3)).toBe('第 3 层');
		expect(view.zh.callStack + view.zh.frames(3)).toBe('调用栈（3 帧）');
		// A node is named as its card draws it, the same in both languages.
		expect([view.zh.nodeNumber(4), view.en.nodeNumber(4)]).toEqual(['n4', 'n4']);
	});

	it('keeps the English texts as they were', () => {
		const en = view.en;
		expect(en.counter(3, 10)).toBe('Step 3 of 10');
		expect(en.callStack + en.frames(1)).toBe('Call stack (1 frame)');
		expect(en.callStack + en.frames(3)).toBe('Call stack (3 frames)');
		expect(en.callsMade(1, 1)).toBe('1 of 1 call');
		expect(en.callsMade(1000, 549_946)).toBe('1,000 of 549,946 calls');
		expect(en.cutBy(9, 3)).toBe('Cut by FC9: 3 calls saved');
		expect(en.cutBy(9, 1)).toBe('Cut by FC9: 1 call saved');
		expect(en.searchTree(18)).toBe('Search tree: 18 calls; arrows move between nodes');
		// A finished board is one call; a chance node may have one move.
		expect(en.searchTree(1)).toBe('Search tree: 1 call; arrows move between nodes');
		expect(en.foldedBelow('FC3', 1)).toBe('FC3; 1 call folded below');
		expect(en.chanceLabel('FC2', 1)).toBe('FC2; a chance node with one move, of probability 1');
		expect(en.chanceLabel('FC2', 3)).toBe(
			'FC2; a chance node, each of its 3 moves with probability 1/3'
		);
		expect(en.withKey(en.play, en.spaceKey)).toBe('Play (Space)');
		expect(en.boardName('O . X / X . X / . O O', 'X')).toBe(
			'Board O . X / X . X / . O O, X to move'
		);
		expect(en.atDepth(3, 2) + ' · ' + en.toMove('X')).toBe('FC3 · depth 2 · X to move');
	});
});
