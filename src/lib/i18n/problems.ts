import { catalog } from './catalog';

/** Messages of the problems area: English first, then Chinese of the same shape. */
export const problems = catalog(
	{
		// key: 'English text' or key: (n: number) => `...`
	},
	{}
);
