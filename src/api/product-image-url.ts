/** The first image url of a product's img JSON list ('[{"url": ...}]'); undefined when absent or malformed. */
export function firstImageUrl(json: string | null | undefined): string | undefined {
  if (!json) return undefined
  try {
    const list = JSON.parse(json) as Array<{ url?: string }>
    return Array.isArray(list) ? list[0]?.url : undefined
  } catch {
    return undefined
  }
}
