// Who is calling: only ever derived from the bearer token.
export interface Identity {
  kind: 'customer' | 'retailer'
  id: string
  tokenHash: string
}
