// A coarse label of the device a session was opened on ("Chrome · Windows"), made from the User-Agent at login so
// the sessions page can tell them apart. Only the family of browser and system is kept, never the User-Agent.
import { SESSION_DEVICE_MAX_LENGTH } from '../../../domain/limits'

// First match wins: the embedding apps and Chromium derivatives name themselves before "Chrome"/"Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/MicroMessenger\//, 'WeChat'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

const first = (table: ReadonlyArray<[RegExp, string]>, ua: string) => table.find(([pattern]) => pattern.test(ua))?.[1]

/** '' when neither is recognised (the page shows its own "unknown device"). */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512)
  const browser = first(BROWSERS, ua)
  const system = first(SYSTEMS, ua)
  const label = [browser, system].filter(Boolean).join(' · ')
  return label.slice(0, SESSION_DEVICE_MAX_LENGTH)
}
