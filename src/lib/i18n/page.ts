import { catalog } from './catalog';

/** Messages of the page area: English first, then Chinese of the same shape. */
export const page = catalog(
	{
		// key: 'English text' or key: (n: number) => `...`
	},
	{}
);
