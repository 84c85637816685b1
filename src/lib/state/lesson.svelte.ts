import { LESSON_DONE_KEY } from './lesson-stages';
import { safeStorage } from '$lib/ui/storage';

/**
 * The first lesson's state: whether it is open, and whether this device has closed it before.
 * It opens by itself once, on a first visit to the page as it opens with no link (see
 * `linkOffersLesson`); closing it (the close button, Escape, Done) is remembered.
 */
export class Lesson {
	open = $state(false);
	/** Whether the callout, when it next appears, takes the focus (an opening the student asked for). */
	#focusNext = false;

	/** Whether this device closed the lesson before (false where storage is switched off). */
	static done(): boolean {
		return safeStorage()?.getItem(LESSON_DONE_KEY) === 'done';
	}

	/**
	 * Opens the lesson on a first visit, when the page's link offers it (`linkOffersLesson`,
	 * after mount). Already open (asked for just before), it keeps that opening's focus.
	 */
	offer(offered: boolean): void {
		if (!this.open && !Lesson.done() && offered) {
			this.#focusNext = false;
			this.open = true;
		}
	}

	/** Opens it again, asked for (the page's tools): focus goes to it. */
	reopen(): void {
		this.#focusNext = true;
		this.open = true;
	}

	/** Whether the callout appearing now takes the focus: once per opening asked for. */
	takeFocus(): boolean {
		const take = this.#focusNext;
		this.#focusNext = false;
		return take;
	}

	close(): void {
		this.open = false;
		safeStorage()?.setItem(LESSON_DONE_KEY, 'done');
	}
}
