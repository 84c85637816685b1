// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import { InputError } from '../../engine/errors';
import type { GameCliForm } from '../declaration';

/** Game trees on the command line (the command line finds this file in each game's folder). */
export const cli: GameCliForm = {
	kind: 'tree',
	named: { flag: 'tree' },
	synopsis: '--tree JSON',
	flags: [
		{
			name: 'tree',
			help: [
				`--tree JSON          a nested array with numbers at the leaves, e.g. '[[3,17],[2,12]]';`,
				`                     a node may carry a name: '{"name":"A","children":[{"name":"B",`,
				`                     "children":[3,12]},{"name":"x","value":2}]}' (see README)`
			]
		},
		{
			name: 'root',
			help: ["--root max|min       whether the tree's root maximises (default max)"]
		}
	],
	refuses: [
		['board', () => new InputError('cliBoardAndTree')],
		['moves', () => new InputError('cliMovesWith', { option: '--tree' })],
		['game', () => new InputError('cliConnect4With', { option: '--tree' })],
		...['to-move', 'ai', 'scoring', 'eval'].map(
			(flag) => [flag, (option: string) => new InputError('cliBoardOnly', { option })] as const
		)
	],
	sourceOf: (values) => ({
		kind: 'tree',
		tree: values.get('tree') ?? '',
		root: values.oneOf('root', ['max', 'min'], 'max')
	})
};
