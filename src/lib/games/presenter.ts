import type { Game, GameSource, Move, Position, Trace } from '$lib/engine';
import type { page } from '$lib/i18n/page';
import type { Lang } from '$lib/i18n/lang';
import type { GamePieces, ListingForm, PieceRequest } from './listing';
import type { GameTraits } from './traits';

/**
 * What the player layer and the view must know about one kind of game, so that nothing outside
 * `engine/` and `games/` asks which game it holds. A presenter is stateless: one per kind, chosen
 * once when a session opens (`presenterFor`) and carried on the session. Its methods take the
 * game they describe; each presenter narrows it to its own kind. Its traits (`GameTraits`: link,
 * spacing, depth ceiling) are the part a worker needs too, registered apart by the registry.
 */
export interface GamePresenter extends GameTraits {
	/** A call's card in the drawing, in pixels at zoom 1. */
	readonly node: NodeSize;
	/** Links carry their move ("X→4"); where a node's place says it (a tree's child order), not. */
	readonly labelsLinks: boolean;
	/** How far down its link a cut mark sits (0 at the parent, 1 at the child). */
	readonly cutMarkAlong: number;
	/** Every search of this kind is depth-limited: the page offers no "no limit" (none say so: it does). */
	readonly depthLimitRequired?: boolean;

	/** A value as every label prints it: "+10" on boards, "3" in trees; bounds may be ±∞. */
	value(value: number): string;
	/** The move into `call`, as its link in the tree shows it: "X→4", "#2". */
	linkLabel(trace: Trace, call: number): string;
	/** A move as a sentence names it: "cell 4", "#2". */
	moveName(move: Move, lang: Lang): string;
	/** Moves listed short, as the call stack shows what a frame will try: "1, 4, 6" or "#1, #2". */
	moveList(moves: readonly Move[]): string;
	/** The side to move with its role: "X max" on boards, "max" in trees ("O chance" at a chance node). */
	side(game: Game, position: Position, lang: Lang, chance?: boolean): string;
	/** The marker in a card's corner: "X▲" on boards, "▲" in trees, "XΣ" or "Σ" at a chance node. */
	marker(game: Game, position: Position, chance: boolean): string;
	/** The number people give a node (article 004 counts tree nodes level by level); none on boards. */
	nodeNumber?(game: Game, position: Position): number | null;
	/** A node's own name, as the tree form gives it ("B"); null where it has none. */
	nodeName?(game: Game, position: Position): string | null;
	/** A value shown before the search reaches it (a tree's leaves, as the article draws them). */
	knownValue?(game: Game, position: Position): number | null;
	/** The cells of the line that ended the game at `position`, or null; none where no line wins. */
	winningLine?(game: Game, position: Position, lastMove: Move | null): readonly number[] | null;
	/** A call read aloud: FC number, node, depth, move, side, board and score. */
	describeCall(trace: Trace, call: number, score: number | null, lang: Lang): string;
	/** A position alpha-beta never reached, named: "Board after cell 4", "Node 9". */
	describeUnsearched(game: Game, position: Position, via: Move, lang: Lang): string;
	/** The position in a few words for the page header. */
	summary(game: Game, calls: number, lang: Lang): string;
	/** A note beside the tree on how this kind scores and estimates; none where it needs none. */
	evaluationNote?(lang: Lang): EvaluationNote;

	/** The worked example of this kind's article, where the page adds its notes; none without one. */
	isArticleExample?(game: Game): boolean;
	/**
	 * The article's walkthrough letter (A–G in article 004) of a position in its worked example, or
	 * null; a kind whose article names no nodes has none. The example's nodes carry letters.
	 */
	letter?(game: Game, position: Position): string | null;

	/** How a listing of minimax's family is written over this kind: returning a pair, or a value. */
	readonly listingForm: ListingForm;
	/** Its pieces of a listing of minimax's family (its tests, its loop, its helpers' notes). */
	listingPieces(game: Game, request: PieceRequest): GamePieces;
	/** The listing's line a finished position runs: its test on entering, its return on leaving. */
	terminalRole(game: Game, position: Position, leaving: boolean): string;
}

export interface NodeSize {
	readonly width: number;
	readonly height: number;
	/** Room above the glyph for the FC number and the marker. */
	readonly header: number;
	/** The mini board's side; 0 when the card has none. */
	readonly glyph: number;
	/** Corner radius of a min node's card (max nodes are square). */
	readonly minRadius: number;
	/** Where the window line sits below the card's centre, and its type size. */
	readonly windowBelow: number;
	readonly windowFont: number;
	/** Where a fold badge sits below the card's centre. */
	readonly badgeBelow: number;
	/** The room a node's heading takes above its card (a tree's name): links end above it. */
	readonly headingAbove?: number;
	/**
	 * The lowest zoom presentation mode fits a tree to, where its cards still read from the back
	 * of a room; 1 (the size cards are designed at) when absent.
	 */
	readonly presentingFloor?: number;
	/**
	 * Presenting alone, cards this wide (a board's `glyph` this big), their labels reading 14 px on
	 * screen down to `presentingFloor` (or the follow zoom, if above it); with `layout`, laid out
	 * again `nodeWidth` apart (cousins too) and levels at most `levelHeight` apart, or
	 * `windowless` apart under a search that writes no window under its cards. None: as on the
	 * page.
	 */
	readonly presenting?: {
		readonly width: number;
		readonly glyph?: number;
		readonly layout?: {
			readonly nodeWidth: number;
			readonly levelHeight: number;
			readonly windowless?: number;
		};
	};
	/**
	 * Not presenting, off a phone and alone (labels at 12 px on screen, issue 43 N10), narrower
	 * cards than presenting's where those would not fit the page's tree whole: this wide and
	 * tall, the window `windowBelow` under the centre and wrapped onto two lines where one does
	 * not fit between neighbours, laid out again as presenting's `layout` is. None: presenting's.
	 */
	readonly desk?: {
		readonly width: number;
		readonly height: number;
		readonly windowBelow: number;
		readonly layout: {
			readonly nodeWidth: number;
			readonly levelHeight: number;
			readonly windowless?: number;
		};
	};
	/** A window too wide for one line between neighbours at its floor goes on two (`desk`). */
	readonly wrapWindow?: true;
	/** The least type size of a label, in tree units (`presentingCard`); none: the card's own. */
	readonly labelFloor?: number;
	/**
	 * The width on screen (px) a card in focus (keyboard or pointer) is drawn again at, on top of
	 * the tree, where its detail is too small at tree size; none: no lens.
	 */
	readonly lens?: number;
}

/** A game's own note: its button beside the tree, and the dialog it opens. */
export interface EvaluationNote {
	readonly button: string;
	readonly title: string;
	readonly paragraphs: readonly string[];
	/** The game's own horizon example, searched at two depths side by side (searched when read). */
	readonly horizon?: () => HorizonContrast;
}

/** One position searched at several depth limits: what each limit plays and reports. */
export interface HorizonContrast {
	readonly example: GameExample;
	readonly heading: string;
	readonly intro: string;
	readonly rows: readonly HorizonRow[];
}

/** What one depth limit chose at the root: "column 3", "≈ +13". */
interface HorizonRow {
	readonly depthLimit: number;
	readonly move: string;
	readonly value: string;
}

/** A position one click away in the Example menu. */
export interface GameExample {
	/** Its value in the menu (and test hook). */
	readonly id: string;
	/** Its label, by key in the page catalog. */
	readonly label: keyof (typeof page)['en'] & `example${string}`;
	/** Its place in the menu, across every kind of game. */
	readonly rank: number;
	readonly source: GameSource;
	/** It opens under the default search's companion (plain alpha-beta); absent: the default. */
	readonly windowed?: boolean;
	/** It opens under the first search whose values are averages (expectimax), before `windowed`. */
	readonly chance?: boolean;
	/** The depth limit it opens with (a horizon example); none by default. */
	readonly depthLimit?: number;
}
