// An invoice's files downloaded one after the other, `gapMs` apart (portal.md §4 'Invoice file download': each file's
// link is fetched, with one second between files). Pure of the DOM: the caller says how to ask for a link and how to
// start a download, so a test drives it with fake timers.

export interface DownloadFile {
  fileId: string
  name: string
}

export interface DownloadOneByOneOptions {
  /** Asks the server for the file's short-lived link. */
  urlOf: (fileId: string) => Promise<string>
  /** Starts the browser's download of a link. */
  start: (url: string, name: string) => void
  /** Before each file: which one (1-based) of how many. */
  onProgress: (current: number, total: number) => void
  gapMs: number
  /** Stops before the next file (the component unmounted). */
  signal?: AbortSignal
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Answers the files that could not be downloaded (their link refused or failed); a later file is still tried. */
export async function downloadOneByOne(files: readonly DownloadFile[], options: DownloadOneByOneOptions): Promise<DownloadFile[]> {
  const failed: DownloadFile[] = []
  for (const [index, file] of files.entries()) {
    if (index > 0) await pause(options.gapMs)
    if (options.signal?.aborted) break
    options.onProgress(index + 1, files.length)
    try {
      options.start(await options.urlOf(file.fileId), file.name)
    } catch {
      failed.push(file)
    }
  }
  return failed
}
