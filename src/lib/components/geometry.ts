/**
 * Drawing constants common to every game (a card's size is its presenter's, `games/`).
 */

/** Below this zoom, nodes drop their boards and labels (they would be unreadable anyway). */
export const DETAIL_ZOOM = 0.55;
