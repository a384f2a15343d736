// Who is calling: only ever derived from the bearer token.
export interface Identity {
  kind: 'customer' | 'retailer'
  id: string
  tokenHash: string
  /** The auth_tokens row of the presented token: the caller's current session. */
  sessionId: string
}
