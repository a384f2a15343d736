// Sizes the shell and the pages agree on: what sticks under the sticky header starts below it.

/** The sticky site header's height, px. */
export const HEADER_HEIGHT_PX = 64

/** The floating right sidebar's column from the window's right edge (64 px wide, 16 px from the edge) and a gap, px. */
export const SIDEBAR_RESERVE_PX = 88

/** The widths a page column may have: index.html holds the margin rule of each. */
export type PageColumnWidth = 760 | 900 | 960 | 1000 | 1100 | 1200 | 1400

/**
 * A page's centred column, at most `maxPx` wide, that keeps clear of the shell's floating right sidebar where it shows
 * (from 768 px): its right margin is the sidebar's column (SIDEBAR_RESERVE_PX) as long as centring would leave less,
 * so the column moves left of the sidebar rather than under it, and is centred again once the window is wide enough
 * (docs/decisions.md, "The right sidebar keeps its own column"). Full-width backgrounds around it are not affected.
 * The margins are static CSS in index.html (`[data-page-column]`): no JS on Home, right in the prerendered pages.
 */
export function pageColumn(maxPx: PageColumnWidth) {
  return { maxWidth: `${maxPx}px`, 'data-page-column': maxPx } as const
}
