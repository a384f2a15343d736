// Query values stay plain text, as the old site's links had them: /PersonalCenter?value=0, not value=%220%22.

export function parseSearch(searchStr: string): Record<string, string> {
  const result: Record<string, string> = {}
  new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr).forEach((value, key) => {
    result[key] = value
  })
  return result
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
