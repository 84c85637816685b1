import type { Position } from './game';

/** Slots at first: a small search's table stays small. */
const FIRST_SLOTS = 1 << 10;

/**
 * The first call (an id above 0) that searched each position: an open-addressing hash table in
 * one typed array, for the recorder's `repeat`. Positions are whole numbers below 2^53 (Connect
 * Four's need 49 bits), which a `Map` keeps as boxed doubles and finds slowly: on Connect Four's
 * depth-8 empty board its lookups took a tenth of the recording. A slot holds a position and its
 * call side by side, so a lookup reads one cache line.
 */
export class FirstCalls {
	size = 0;
	/** Slot s: the position at 2s, its call at 2s + 1 (0: the slot is empty; ids start at 1). */
	#slots = new Float64Array(2 * FIRST_SLOTS);
	#mask = FIRST_SLOTS - 1;

	/**
	 * The call kept for `position`, or 0 for none; then `id` (unless 0) is kept for it, found
	 * with the same probe.
	 */
	claim(position: Position, id: number): number {
		// At most three quarters full, so a probe meets an empty slot soon.
		if (4 * (this.size + 1) > 3 * (this.#mask + 1)) this.#grow();
		const slots = this.#slots;
		const mask = this.#mask;
		let slot = slotOf(position, mask);
		for (; slots[2 * slot + 1] !== 0; slot = (slot + 1) & mask)
			if (slots[2 * slot] === position) return slots[2 * slot + 1] as number;
		if (id !== 0) {
			slots[2 * slot] = position;
			slots[2 * slot + 1] = id;
			this.size++;
		}
		return 0;
	}

	#grow(): void {
		const slots = this.#slots;
		this.#slots = new Float64Array(2 * slots.length);
		this.#mask = slots.length - 1;
		this.size = 0;
		for (let at = 0; at < slots.length; at += 2) {
			const id = slots[at + 1] as number;
			if (id !== 0) this.claim(slots[at] as number, id);
		}
	}
}

/** A position's home slot: its low and high 32 bits mixed (Murmur3's multipliers), masked. */
function slotOf(position: Position, mask: number): number {
	const low = position >>> 0;
	const high = (position / 0x1_0000_0000) >>> 0;
	const mixed = Math.imul(low ^ Math.imul(high, 0xcc9e2d51), 0x1b873593);
	return (mixed ^ (mixed >>> 15)) & mask;
}
