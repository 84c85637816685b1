import { traceDeclaration } from '$lib/engine/search-catalog';
import type { Session, Snapshot } from '$lib/player';
import { phoneScreen, type CardGroup, type Spotlight } from '$lib/ui/camera.svelte';
import { FOLLOW_ZOOM, LESSON_CALLS } from '$lib/ui/framing';
import {
	keepsLevels,
	keepsLevelsAtFloor,
	keepsLevelsAtResult,
	keepsLevelsForSteps,
	stepsDown,
	widestStep
} from '$lib/ui/level-column';
import type { CardsBox, FollowedWay } from '$lib/ui/kept-way';
import { EDGE } from '$lib/ui/panel-room';
import { callFollowBox } from './call-tree';
import type { CallTreeDrawing } from './call-tree-drawing.svelte';
import { wayReach } from './geometry';
import { cardGroup, stepSpan } from './step-span';
import type { FollowBox, Reads } from './tree-canvas';

/** What the camera is asked for at a step: the step, TreeView's props, the lesson's callout. */
interface FollowOf {
	session: Session;
	large: boolean;
	beside: boolean;
	lesson: boolean;
	event: Snapshot['event'];
	active: number | null;
	done: boolean;
	/** The call being tried (`TreeStep.trying`). */
	trying: number | null;
	told: number | null;
	flagged: { call: number; why: string } | null;
	named: readonly number[];
	/** On a phone, the calls its brief telling names: the narration the phone shows. */
	shortNamed: readonly number[];
}

/**
 * What the camera keeps of the call tree at a step (`followed`: the running or told call, the
 * way its value went up, the rows the step speaks of, the page's spotlight) and where the level
 * column gives way (`keepsMargin`).
 */
export class CallTreeFollow {
	readonly #tree: CallTreeDrawing;
	readonly #of: Reads<FollowOf>;
	/** The page's spotlight: a floating callout's call, kept in view above it, alone or with the cards it reads. */
	readonly #spotlight: Spotlight | null;

	constructor(tree: CallTreeDrawing, spotlight: Spotlight | null, of: Reads<FollowOf>) {
		[this.#tree, this.#spotlight, this.#of] = [tree, spotlight, of];
	}

	// A value being received: its call is followed, so the caller's row above it shows too.
	readonly #runningCall = $derived.by(() => {
		const event = this.#of.event();
		return this.#of.trying() ?? (event?.kind === 'receive' ? event.call : this.#of.active());
	});
	// By call, a step named after a call whose value then goes up to the call marked current
	// (FC8's +10 back to FC7, which returns it to FC6): that call is followed, its value whole,
	// with as much of the way up as fits (the current call, else its parent).
	// Side by side with a ringed first difference (a student's trace), that ring is kept whole, as
	// a receive is followed: the way's frame is tight to the cards, not to a ring round them.
	readonly #deeper = $derived.by(() => {
		const [told, active] = [this.#of.told(), this.#of.active()];
		return told !== null &&
			!(this.#of.beside() && this.#of.flagged() !== null) &&
			active !== null &&
			this.#of.trying() === null &&
			told > active &&
			told <= this.#of.session().trace.lastDescendant(active) &&
			this.#tree.layout.x[told] !== undefined
			? told
			: null;
	});
	readonly #followedCall = $derived.by(() => this.#deeper ?? this.#runningCall);
	// Side by side, no level column where the widest step down the tree does not fit beside it
	// (`keepsLevels`): its 96 px let a told call show whole beside its parent (a Connect Four child
	// two columns away; not presenting too, issue 43: at 1366×768 FC86 and its window were cut by
	// the panel's edge); the cards' ▲ and ▼ tell max from min. Tic-tac-toe keeps it.
	readonly #spread = $derived.by(() => this.#widest(this.#tree.layout));
	/**
	 * Not presenting nor side by side, the root and its children, whose values the narration lists
	 * at the result: kept whole together there where they fit at a readable zoom (issue 43: on a
	 * phone, Figure 5.2's B and D lay past the panel's sides at the last step), the level column
	 * giving way where only its room lets them (`keepsLevelsAtResult`), for the whole run: a column
	 * leaving at the last step and coming back on stepping back was a layout jump.
	 */
	readonly #rootRow = $derived.by(() => {
		// A folded window's root row changes with the window: judged at the result only.
		if (this.#of.large() || this.#of.beside() || (this.#tree.windowed && !this.#of.done()))
			return null;
		const [root] = this.#tree.layout.levels[0] ?? [];
		const children = this.#tree.layout.levels[1] ?? [];
		return root === undefined ? null : cardGroup(this.#tree.drawnCards, [root, ...children]);
	});
	/**
	 * The root of the search the call marked current runs: the tree's root, or, under a driver
	 * (iterative deepening's iterations, MTD(f)'s passes), the iteration or pass itself, one row
	 * down, where `#passRows` holds it. Null for any other call.
	 */
	readonly #searchRoot = $derived.by(() => {
		const [root] = this.#tree.layout.levels[0] ?? [];
		const active = this.#of.active();
		if (root === undefined || active === null) return null;
		if (active === root) return root;
		return this.#passRows.find(({ pass }) => pass === active)?.pass ?? null;
	});
	/**
	 * The root row, kept whole at the result, and on a phone while a search's root runs (marked
	 * current, itself or a child of its followed): its children, which it calls, then in view too
	 * (issue 43: Figure 5.2's B lay past the panel's left at expectimax's step 1, its first call;
	 * MTD(f)'s passes FC2 and FC7 left their children FC3, FC8 and FC12 past the panel's sides).
	 */
	readonly #family = $derived.by(() => {
		if (this.#of.done()) return this.#rootRow;
		const [searchRoot, followed] = [this.#searchRoot, this.#followedCall];
		if (!this.#tree.phone || searchRoot === null || followed === null) return null;
		const drawn = this.#of.session().drawn;
		if (followed !== searchRoot && drawn.parent(followed) !== searchRoot) return null;
		const [root] = this.#tree.layout.levels[0] ?? [];
		if (searchRoot === root) return this.#rootRow;
		return this.#passRows.find(({ pass }) => pass === searchRoot)?.row ?? null;
	});
	/**
	 * On a phone, a driver's result where its row of searches, each as wide as a tree, fits only
	 * under the readable zoom (Figure 5.2's two passes: 747 units; the first lay in part past the
	 * panel's side): the root and the last search it drove (the pass whose bounds met, the deepest
	 * iteration), which its narration speaks of (`FollowBox.fewer`).
	 */
	readonly #driverResult = $derived.by(() => {
		const [root] = this.#tree.layout.levels[0] ?? [];
		const last = this.#passRows.at(-1);
		return root === undefined || last === undefined
			? null
			: cardGroup(this.#tree.drawnCards, [root, last.pass]);
	});
	/**
	 * On a phone, under a driver, each iteration's or pass's row: the call and the calls it makes,
	 * by the root row's rules (`#rootRow`); the level column gives way where one fits only
	 * without it, for the whole run.
	 */
	readonly #passRows = $derived.by((): { pass: number; row: CardGroup }[] => {
		const [root] = this.#tree.layout.levels[0] ?? [];
		const session = this.#of.session();
		const reenters = traceDeclaration(session.trace.algorithm).reentries;
		if (!this.#tree.phone || root === undefined || !reenters) return [];
		if (this.#of.large() || this.#of.beside() || this.#tree.windowed) return [];
		const drawn = session.drawn;
		return drawn.children(root).flatMap((pass) => {
			const row = cardGroup(this.#tree.drawnCards, [pass, ...drawn.children(pass)]);
			return row ? [{ pass, row }] : [];
		});
	});
	// Not presenting, on a lesson's tree with labels at their 12 px floor, its widest step down with
	// the run's cards (never the lesson's: the prerendered page has no callout), where the level
	// column gives way to it (`keepsLevelsAtFloor`; issue 43: Connect Four's FC1 and a child three
	// columns away). A bigger tree keeps it: its rows are followed, not named. The step is measured
	// as the camera holds the calls a step names (`spanZoom`): their cards edge to edge, no air
	// (20 units of it put PVS's FC1 and FC10 on Connect Four, 440 apart, at 411 px, past the 410
	// without the column in a 470 px pane: the column stayed and FC1 lay past the pane's left).
	readonly #floorStep = $derived.by(() => {
		const { large, beside, lesson, session } = this.#of;
		if (large() || beside() || !this.#tree.readable || session().trace.calls > LESSON_CALLS)
			return null;
		const own = this.#tree.runCards;
		const laid = own.layout ?? session().layout;
		const widest = lesson() && laid ? this.#widest(laid) : this.#spread;
		return { widest, width: own.at(1).width, k: own.least };
	});
	/**
	 * On a phone, every step down the tree at the zoom a step may go down to, to show the calls it
	 * names (`phoneLeast`), where the level column gives way to one that fits only without it
	 * (`keepsLevelsForSteps`; issue 43: Connect Four's call and the move it tries three columns
	 * off). A folded window, whose rows change as it moves, keeps it.
	 */
	readonly #phoneSteps = $derived.by(() => {
		const [tree, k] = [this.#tree, this.#tree.phoneLeast];
		if (k === 0 || tree.windowed) return null;
		const drawn = this.#of.session().drawn;
		const steps = stepsDown(tree.layout, (node) => drawn.parent(node));
		return { steps, width: tree.size.width + 20, k };
	});
	readonly keepsMargin = $derived.by(() => {
		const tree = this.#tree;
		if (this.#of.beside())
			return (panel: number, right: number) =>
				keepsLevels(
					this.#spread,
					tree.size.width + 20,
					Math.max(tree.cards.least, FOLLOW_ZOOM),
					panel,
					right
				);
		const step = this.#floorStep;
		const phone = this.#phoneSteps;
		const stepKept =
			(step &&
				((panel: number, right: number) =>
					keepsLevelsAtFloor(step.widest, step.width, step.k, panel, right))) ||
			(phone &&
				((panel: number) => keepsLevelsForSteps(phone.steps, phone.width, phone.k, panel, EDGE)));
		const passes = this.#passRows.map(({ row }) => row);
		const rows = [this.#rootRow, this.#driverResult, ...passes].filter((row) => row !== null);
		if (rows.length === 0) return stepKept ?? undefined;
		// A phone's zoom buttons are a row under the tree: only air is kept on the right.
		return (panel: number, right: number) =>
			(stepKept?.(panel, right) ?? true) &&
			rows.every((row) =>
				keepsLevelsAtResult(row.right - row.left, panel, phoneScreen() ? EDGE : right)
			);
	});
	// The rows a step speaks of, kept in view together (`stepSpan`).
	readonly #stepRows = $derived.by(() => {
		const { large, lesson, active, done, told, session } = this.#of;
		return this.#tree.readable && !this.#of.beside()
			? stepSpan(this.#tree.drawnCards, {
					large: large(),
					lesson: lesson(),
					least: this.#tree.cards.least,
					active: active(),
					done: done(),
					told: told(),
					named: this.#shownNamed(),
					calls: session().trace.calls,
					drawn: session().drawn
				})
			: undefined;
	});
	/** The running call, its card and the score under it. */
	readonly followed: FollowBox | null = $derived.by(() => {
		const [tree, spotlight, deeper] = [this.#tree, this.#spotlight, this.#deeper];
		// A call the drawing holds (a window folds some away).
		const asked = spotlight?.call ?? null;
		const spotlit = asked !== null && tree.layout.x[asked] !== undefined ? asked : null;
		const call = spotlit ?? this.#followedCall;
		if (call === null) return null;
		// The receiving call (the one marked current) is kept in view with it; a ringed first
		// difference returning is kept whole on its own.
		const receiving =
			this.#of.event()?.kind === 'receive' && this.#of.flagged()?.call !== call && spotlit === null;
		// Side by side too, the told call's parent: where the told call does not fit down under the
		// current one, the current call stays whole with the parent's value (V23 N6: FC6 cutting lay
		// above the pane, FC8 two rows under it framed whole).
		const active = this.#of.active();
		const way = [active, this.#of.session().drawn.parent(call)];
		const caller = this.#caller(call, spotlit);
		const up = deeper === call && spotlit === null ? way : caller;
		const calls = up.filter((id): id is number => id !== null && id !== call);
		const group = spotlit === null ? null : cardGroup(tree.drawnCards, spotlight?.calls ?? []);
		if (group)
			return {
				...callFollowBox(tree.layout, call, tree.card, tree.size.width, {
					line: spotlight?.above
				}),
				group,
				raise: spotlight?.raise ?? undefined
			};
		const [beside, stepRows] = [this.#of.beside(), this.#stepRows];
		const box = callFollowBox(tree.layout, call, tree.card, tree.size.width, {
			callerX: receiving && deeper !== call ? tree.layout.x[active ?? call] : undefined,
			line: spotlit === null ? undefined : spotlight?.above,
			way: {
				calls,
				...wayReach(tree.largest),
				keep: beside,
				caller: caller.length > 0,
				told: beside,
				name: `FC${active ?? call}`,
				...(stepRows === undefined ? {} : { span: stepRows }),
				// The lesson's callout keeps its call above its line by its own rule.
				named: spotlit === null ? this.#named(call) : undefined
			}
		});
		const running = beside && spotlit === null ? this.#running() : undefined;
		const kept = running ? { ...box, running } : box;
		if (spotlit !== null || !this.#family) return kept;
		const fewer = this.#of.done() ? this.#driverResult : null;
		return { ...kept, family: this.#family, ...(fewer ? { fewer } : {}) };
	});

	/**
	 * The calls under way: the call marked current and its callers, root first (side by side,
	 * each kept across where its row shows: issue 43, minimax's FC6 two rows over the told FC8
	 * lay 21 px past its pane's right at step 8, presenting); at the result, the root and its
	 * children, whose values its narration lists (FC6 lay past the right edge at step 10).
	 */
	#running(): number[] | undefined {
		const drawn = this.#of.session().drawn;
		const { levels } = this.#tree.layout;
		if (this.#of.done()) return [...(levels[0] ?? []), ...(levels[1] ?? [])];
		const stack: number[] = [];
		for (let call = this.#of.active(); call !== null; call = drawn.parent(call))
			stack.unshift(call);
		return stack.length > 0 ? stack : undefined;
	}

	/**
	 * On a phone, a call being tried is followed with its caller, the call running (marked
	 * current), as the way up (`FollowedWay.caller`): where following the tried call alone leaves
	 * the caller out, the caller is kept whole first (issue 43: Connect Four's FC10 trying FC17,
	 * three columns away, lay 121 px past the pane's left).
	 */
	#caller(call: number, spotlit: number | null): number[] {
		const { large, beside, trying, session } = this.#of;
		if (!this.#tree.phone || large() || beside() || spotlit !== null || trying() !== call)
			return [];
		const caller = session().drawn.parent(call);
		return caller === null ? [] : [caller];
	}

	/**
	 * The calls the narration shown names: on a phone (alone, not presenting) its brief telling's,
	 * which tells a way back its pane cannot hold by moves (issue 43), else the whole telling's.
	 */
	#shownNamed(): readonly number[] {
		return this.#tree.phoneLeast > 0 ? this.#of.shortNamed() : this.#of.named();
	}

	/**
	 * On a phone (alone, not presenting), the cards of the calls the step names, with the one
	 * followed (`FollowedWay.named`: the camera keeps them whole where they fit, lower if it must),
	 * and that call with the one marked current and its parent where the step names it; none on a
	 * folded window, whose rows change as it moves, nor for one card.
	 */
	#named(call: number): FollowedWay['named'] {
		const [tree, least] = [this.#tree, this.#tree.phoneLeast];
		if (least === 0 || tree.windowed) return undefined;
		const named = this.#shownNamed();
		const calls = [call, ...named.filter((id) => id !== call)].filter(
			(id, index, all) => tree.layout.x[id] !== undefined && all.indexOf(id) === index
		);
		if (calls.length < 2) return undefined;
		// Where they do not fit: the call followed, the one marked current and the parent named.
		const parent = this.#of.session().drawn.parent(call);
		const kept = [call, this.#of.active(), named.includes(parent ?? 0) ? parent : null];
		const near = calls.filter((id) => kept.includes(id));
		const all = this.#cards(calls);
		const fewer = near.length > 1 && near.length < calls.length;
		return { all, least, ...(fewer ? { near: this.#cards(near) } : {}) };
	}

	/**
	 * The box round the cards of `calls` (tree units) with the labels over them, and `whole`, with
	 * the values under them too (a tried call has none yet).
	 */
	#cards(calls: readonly number[]): CardsBox {
		const tree = this.#tree;
		const { head, row, foot } = wayReach(tree.largest);
		const half = tree.size.height / 2;
		const at = (id: number) => ({ x: tree.layout.x[id] ?? 0, y: tree.layout.y[id] ?? 0 });
		const across = calls.map((id) => at(id).x);
		const under = (id: number) => (id === this.#of.trying() ? half : foot);
		const box = {
			left: Math.min(...across) - tree.size.width / 2,
			right: Math.max(...across) + tree.size.width / 2,
			top: Math.min(...calls.map((id) => at(id).y - (at(id).y > 0 ? row : head))),
			bottom: Math.max(...calls.map((id) => at(id).y + half))
		};
		return { box, whole: { ...box, bottom: Math.max(...calls.map((id) => at(id).y + under(id))) } };
	}

	#widest(layout: CallTreeDrawing['layout']): number {
		const drawn = this.#of.session().drawn;
		return widestStep(layout, (node) => drawn.parent(node));
	}
}
