// China Standard Time (UTC+8, no daylight saving): the calendar days resellers filter by and the times their exports
// show, the same on the server and in the browser.
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
