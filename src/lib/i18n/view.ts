import { catalog } from './catalog';

/** Messages of the view area: English first, then Chinese of the same shape. */
export const view = catalog(
	{
		// key: 'English text' or key: (n: number) => `...`
	},
	{}
);
