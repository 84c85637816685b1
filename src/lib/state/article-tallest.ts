// Written by tests/unit/state/article-tallest.test.ts from the narration of every step; when a
// telling changes, `npx vitest run tests/unit/state/article-tallest.test.ts -u` writes it anew.
// The article board's tallest narration by call in English (`tallestNarration`), which sizes the
// narration box of a phone's, a tablet's or presenting first view: the page then loads the
// narration's code when stepping first comes near, not to size the box (issue 45).
export const ARTICLE_TALLEST = {
	text: "FC8's +10 went back to FC7, which returned its highest score, +10, to FC6. FC9 looks at the board after O took cell 4: O (the human) has three in a row on cells 0, 4 and 8. O wins, so FC9 returns −10.",
	note: "Heads-up: the freeCodeCamp article's text calls FC9 a win for the AI, but O holds cells 0, 4 and 8, so −10 (a human win) is right.",
	named: [],
	short:
		'The search is about to start on this board, X to move. X is the AI and maximises (+10 is an X win); O minimises (−10 is an O win) and a draw is 0.'
} as const;
