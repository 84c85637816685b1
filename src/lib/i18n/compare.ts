import { catalog } from './catalog';

/** Messages of the compare area: English first, then Chinese of the same shape. */
export const compare = catalog(
	{
		// key: 'English text' or key: (n: number) => `...`
	},
	{}
);
