/**
 * Words of Latin script that may stand in a Chinese page: call names (FC3), node ids (n4),
 * single letters (marks X and O, the walkthrough's A–G, key letters), acronyms (MCTS, UCT), key
 * names, the product's name, the language switch's "English" (shown short, "EN"), the code
 * panel's programming languages, the figure's formats (LaTeX, TikZ) and the tree form's JSON
 * keys. Any other run of Latin letters in Chinese text is a string nobody translated.
 */
const ALLOWED: readonly RegExp[] = [
	/^FC\d+$/,
	/^n\d+$/,
	/^[A-Z]$/,
	/^(AI|AIMA|JSON|SVG|PNG|URL|CLI|ID|MB)$/,
	// Principal variation search's acronym, and the name Reinefeld gave it, as Chinese texts write them.
	/^(PVS|NegaScout)$/,
	// Ballard's name for expectimax with bounds, as the literature writes it in any language.
	/^Star1$/,
	// Monte Carlo tree search's acronym and the rule it runs (UCT), as Chinese texts write them.
	/^(MCTS|UCT)$/,
	// The figure for paper's file formats.
	/^(LaTeX|TikZ)$/,
	/^(Minimax|Lab|English|EN)$/,
	/^(JavaScript|Python)$/,
	/^(Page|Up|Down|Home|End|Esc|Tab|Shift|Enter|Ctrl|Alt|Delete|Insert|F2)$/,
	// The tree form's keys, written in JSON as the parser reads them (games/tree/names.ts).
	/^(name|children|value)$/
];

/**
 * Names written with a sign inside, as the literature writes them in any language: MTD(f)
 * (Plaat, Schaeffer, Pijls and de Bruin). Whole, never their letters alone.
 */
const NAMES = /MTD\(f\)/g;

/** The words of `text` that should have been Chinese. */
export function strayLatin(text: string): string[] {
	const words = text.replace(NAMES, '').match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
	return words.filter((word) => !ALLOWED.some((allowed) => allowed.test(word)));
}

/** Han characters: Chinese text has some. */
export const HAN = /\p{Script=Han}/u;
