import { formatCount as count } from '$lib/engine/format';
import { catalog } from './catalog';

/**
 * The words of the tree's parts no step 0 draws (components/tree-detail.ts): the call stack's
 * frames, a fold badge and the path strip. Both languages here: they load with those parts, past
 * the first view (issue 45).
 */
export const treeParts = catalog(
	{
		// Call stack's frames.
		gameOver: 'game over',
		trying: (move: string) => `trying ${move}`,
		toTry: (moves: string) => `to try: ${moves}`,
		/** The first moves to try, then how many more (a wide node lists only the first). */
		moreMoves: (moves: string, more: number) => `${moves} … and ${count(more)} more`,
		/** Values received but not listed (only the latest are, and the best). */
		moreValues: (more: number) => `… and ${count(more)} more`,
		returns: (value: string) => `returns ${value}`,

		/** The strip naming the path from the root to the running call, over a tree too wide to show it. */
		pathStrip: 'Path to the running call',
		centreOn: (name: string) => `Centre ${name}`,

		// Fold badges.
		foldSubtree: (call: number) => `Fold FC${call}'s subtree`,
		/** A folded badge's name begins with what it shows ("+8,231 calls value 0"), as voice control reads it. */
		openFolded: (call: number, shown: string) => `${shown}: open FC${call}'s folded subtree`,
		fold: '− fold',
		/** Under the folded count ("+54,720"), on a line of its own so the badge stays narrow. */
		foldedUnit: (calls: number): string => (calls === 1 ? 'call' : 'calls'),
		valueIs: (value: string) => `value ${value}`
	},
	{
		gameOver: '终局',
		trying: (move) => `正在尝试 ${move}`,
		toTry: (moves) => `待尝试：${moves}`,
		moreMoves: (moves, more) => `${moves} …… 另有 ${count(more)} 个`,
		moreValues: (more) => `…… 另有 ${count(more)} 个`,
		returns: (value) => `返回 ${value}`,

		pathStrip: '到正在运行的调用的路径',
		centreOn: (name) => `将 ${name} 移到中央`,

		foldSubtree: (call) => `折叠 FC${call} 的子树`,
		openFolded: (call, shown) => `${shown}：展开 FC${call} 的折叠子树`,
		fold: '− 折叠',
		foldedUnit: () => '次调用',
		valueIs: (value) => `值 ${value}`
	}
);
