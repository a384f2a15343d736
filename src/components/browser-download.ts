// Starting a file download from a same-origin URL without leaving the page (invoices, licences).

/** The browser's download of a same-origin link that answers Content-Disposition: attachment (no navigation). */
export function startBrowserDownload(url: string, name: string): void {
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = name
  anchor.rel = 'noopener'
  anchor.style.display = 'none'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
}
