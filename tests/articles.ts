/**
 * The articles' examples as the tests spell them, apart from the product's own constants so a
 * changed constant shows up as a failing test.
 */

/** Article 004's example tree. */
export const ARTICLE_TREE = '[[[[3,17],[2,12]],[[15],[25,0]]],[[[2,5],[3]],[[2,14]]]]';
