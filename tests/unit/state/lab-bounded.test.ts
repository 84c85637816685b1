import { beforeEach, describe, expect, it } from 'vitest';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { english, language, linkOpened, useFakeWorkers } from '../page-state';

/**
 * Expectimax with bounds side by side with expectimax, and refused on a tree that states no
 * bounds with the page keeping what it had (a link falls back to expectimax, saying why).
 */

let lab: Lab;
useFakeWorkers();
beforeEach(() => {
	lab = new Lab(language);
});

describe('expectimax with bounds on the page', () => {
	it('pairs with expectimax side by side on the article board: 5 calls against 9', async () => {
		lab.mount(new URLSearchParams('algo=expectimax-bounded&versus=expectimax'));
		await linkOpened(() => expect(lab.address).toBe('/?algo=expectimax-bounded&versus=expectimax'));
		expect(lab.problems).toEqual([]);
		expect(lab.player.pairing?.first.calls).toBe(5);
		expect(lab.player.pairing?.second.calls).toBe(9);
		expect(lab.address).toBe('/?algo=expectimax-bounded&versus=expectimax');
	});

	it('on a tree without bounds, a link opens expectimax and says why', async () => {
		lab.mount(new URLSearchParams('tree=[[3,12,8],[2,4,6]]&algo=expectimax-bounded'));
		await linkOpened(() => expect(lab.trace.algorithm).toBe('expectimax'));
		expect(english(lab.problems).join(' ')).toContain('and this tree states none');
	});

	it('chosen on a tree without bounds, gives way to expectimax as the tree stays, saying why', async () => {
		lab.mount(new URLSearchParams('tree=[[3,12,8],[2,4,6]]&algo=expectimax'));
		await linkOpened(() => expect(lab.trace.algorithm).toBe('expectimax'));
		const tree = lab.session.source;
		// As a search that cannot take chance nodes does: the reason, and the averaging search.
		await lab.open(tree, 'expectimax-bounded');
		expect([lab.trace.algorithm, lab.session.source]).toEqual(['expectimax', tree]);
		expect(english(lab.problems).join(' ')).toContain('Give its root "bounds"');
	});
});
