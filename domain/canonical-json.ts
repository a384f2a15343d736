// Canonical JSON: object keys sorted, undefined members left out, so the same request always gives the same text
// whatever order its keys were written in. The client's Idempotency-Key digest and the server's request hash use it.

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, each]) => each !== undefined)
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}
