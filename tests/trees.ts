// Trees the tests share that come from no article (the articles' are in articles.ts).

/**
 * Issue 43's tree: a max root over chance nodes X1 (weighted 1/3, 2/3) and X2 (1/4, 3/4), over
 * min nodes, over chance nodes stated without weights (1/2 each), over leaves: 31 calls.
 * X1 = 1/3 × min(6, 3) + 2/3 × min(7, 11) = 17/3; X2 = 1/4 × 3 + 3/4 × 5 = 9/2.
 */
const even = (a: number, b: number) => ({ kind: 'chance', children: [a, b] });
export const LECTURE_CHANCE_TREE = [
	{
		name: 'X1',
		kind: 'chance',
		weights: ['1/3', '2/3'],
		children: [
			[even(3, 9), even(4, 2)],
			[even(8, 6), even(10, 12)]
		]
	},
	{
		name: 'X2',
		kind: 'chance',
		weights: ['1/4', '3/4'],
		children: [
			[even(5, 1), even(2, 8)],
			[even(6, 4), even(9, 7)]
		]
	}
];
