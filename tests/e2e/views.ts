import type { Page } from '@playwright/test';
import { ARTICLE_TREE } from '../articles';

/** Article 004's tree as a link writes it. */
export const TREE = encodeURIComponent(ARTICLE_TREE);

/** Every view a class meets, as links: the accessibility and language walks both visit them. */
export const VIEWS: readonly (readonly [name: string, path: string])[] = [
	['the article board at the start', '/'],
	['the article board at FC5, with its note', '/?step=5'],
	['alpha-beta on the board at the cut', '/?algo=alphabeta&by=event&step=27'],
	[
		'article 004 at the G cut, with letters',
		`/?tree=${TREE}&algo=alphabeta&by=event&step=23&letters=on`
	],
	['article 004 under minimax, at the end', `/?tree=${TREE}&step=26`],
	['the full game, folded', '/?board=.........&step=5'],
	['the article board embedded in another page, at FC5', '/?step=5&embed=1'],
	[
		'article 004 embedded, at the G cut',
		`/?tree=${TREE}&algo=alphabeta&by=event&step=23&letters=on&embed=1`
	],
	['the compare view', '/compare?board=X...O....'],
	['the compare view, depth-aware scores', '/compare?scoring=depth'],
	['the compare view under a depth limit', '/compare?board=X...O....&depth=3'],
	[
		'the compare view, every search on a log scale, the ordered loss explained',
		'/compare?board=XOX.O....&more=on&scale=log'
	],
	['the compare view on a tree, symmetry refused', `/compare?tree=${TREE}&algo=memo&symmetry=on`],
	[
		'ordered alpha-beta, the try order on the board',
		'/?board=X...O....&algo=alphabeta-ordered&step=2'
	],
	[
		'Connect Four, an estimate at the depth limit, its note open',
		'/?game=connect4&moves=434343&depth=2&by=event&step=6'
	],
	['Connect Four, ordered alpha-beta', '/?game=connect4&moves=4453&algo=alphabeta-ordered&step=1'],
	['a broken link', '/?board=XXXX.....&step=abc'],
	['a broken compare link', '/compare?board=XO&scoring=huge'],
	['the practice page, with windows', '/practice?windows=on'],
	['the practice page on a board', '/practice?board=O.XX.X.OO']
];

/** A search's figure in the compare view's table. */
export const cell = (page: Page, algorithm: string, metric: string) =>
	page.locator(`td[data-algorithm="${algorithm}"][data-metric="${metric}"]`);

/** An iteration search's figure for a seed in the table of runs (`median`: their median). */
export const settleCell = (page: Page, algorithm: string, seed: number | 'median') =>
	page.locator(
		seed === 'median'
			? `td[data-settle="${algorithm}"][data-median]`
			: `td[data-settle="${algorithm}"][data-seed="${seed}"]`
	);
