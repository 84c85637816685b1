// The parts of the call tree that step 0 never draws: a card's hit tag and fold badge, a node
// alpha-beta cut, the lens over a card, the marks and rows on the links and the rows' fitting (a
// pending link has none), the call stack's frames (empty at step 0) and a card's rings (an
// estimate's, side by side's, a student's difference, a chance node's: none on the first view's
// board), the path strip presenting a tree too wide for its pane, and the window a tree past the
// layout limit is drawn in. They load with the steps past the first (tree-detail-code.svelte.ts).
export { default as CardRings } from './CardRings.svelte';
export { default as CardLens } from './CardLens.svelte';
export { default as FoldBadge } from './FoldBadge.svelte';
export { default as HitTag } from './HitTag.svelte';
export { default as LinkMarks } from './LinkMarks.svelte';
export { default as LinkRows } from './LinkRows.svelte';
export { default as PathStrip } from './PathStrip.svelte';
export { linkRows } from './link-rows';
export { default as PrunedNode } from './PrunedNode.svelte';
export { default as StackFrames } from './StackFrames.svelte';
export { TreeWindow } from '$lib/ui/window.svelte';
