// Search-param validation for routes. The router keeps every query value as text (search-serialization.ts),
// so validators only need to keep the keys a route knows and drop empty values.

export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return undefined
}

/** validateSearch for a route whose query values are all optional text. */
export function stringSearch<const K extends string>(...keys: K[]) {
  return (search: Record<string, unknown>): { [P in K]?: string } => {
    const result: { [P in K]?: string } = {}
    for (const key of keys) {
      const value = optionalString(search[key])
      if (value !== undefined) result[key] = value
    }
    return result
  }
}
