// Query keys of the signed-in user's profile (customer or retailer): the session invalidates them on login and logout.
export type ProfileKind = 'customer' | 'retailer'

export const userKeys = {
  all: ['user'] as const,
  info: (kind: ProfileKind) => ['user', 'info', kind] as const,
}
