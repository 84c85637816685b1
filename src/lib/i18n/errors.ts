import { INPUT_ERRORS, type InputErrorCatalog } from '$lib/engine';
import { catalog } from './catalog';

/**
 * Input errors in every language. English is the engine's own catalog (the CLI prints the same
 * sentences); Chinese must name every code the engine can raise.
 */
export const errors = catalog<InputErrorCatalog>(INPUT_ERRORS, {
	example: (p) => `示例问题：“${p.text}”。`
});
