/** What a practice tree may be: small enough to work out by hand and to draw whole. */
export const PRACTICE_LIMITS = {
	minDepth: 2,
	maxDepth: 5,
	minBranching: 2,
	maxBranching: 4,
	/** A full tree of branching 4 and depth 5. */
	maxNodes: 1 + 4 + 16 + 64 + 256 + 1024,
	maxSheet: 6
} as const;
