// Where each search hit leads. Products: the buy page for online products (the free viewer: its own page, others: the
// product introduction); knowledge-base and account support articles: the article page (/AccountSupportContent,
// kind=account for the latter).
import type { SearchHit } from '../../api/queries/search-queries'

export type HitLink =
  | { to: '/Buy'; search: { value: string; id: string } }
  | { to: '/FreeSoft' }
  | { to: '/AllProducts'; search: { name: string } }
  | { to: '/AccountSupportContent'; search: { value: string; kind?: 'account' } }

export function hitLink(hit: SearchHit): HitLink {
  if (hit.kind === 'knowledge') return { to: '/AccountSupportContent', search: { value: hit.id } }
  if (hit.kind === 'support') return { to: '/AccountSupportContent', search: { value: hit.id, kind: 'account' } }
  const type = hit.producttype ?? ''
  if (type === 'SummitView') return { to: '/FreeSoft' }
  if (hit.saletype === 'online') return { to: '/Buy', search: { value: type, id: hit.id } }
  return { to: '/AllProducts', search: { name: type } }
}
