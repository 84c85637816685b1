import { catalog } from './catalog';

/** Messages of the narration area: English first, then Chinese of the same shape. */
export const narration = catalog(
	{
		// key: 'English text' or key: (n: number) => `...`
	},
	{}
);
