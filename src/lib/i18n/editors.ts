import { catalog } from './catalog';

/** Messages of the editors area: English first, then Chinese of the same shape. */
export const editors = catalog(
	{
		// key: 'English text' or key: (n: number) => `...`
	},
	{}
);
