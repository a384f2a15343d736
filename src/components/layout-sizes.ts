// Sizes the shell and the pages agree on: what sticks under the sticky header starts below it.

/** The sticky site header's height, px. */
export const HEADER_HEIGHT_PX = 64
