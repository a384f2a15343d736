import { ApiError, unwrap } from '../api-error'
import { api } from '../client'
import { RETAILERINFO_KEY, USERINFO_KEY, storage } from '../../storage/storage'

export type ProfileKind = 'customer' | 'retailer'

export const userKeys = {
  all: ['user'] as const,
  info: (kind: ProfileKind) => ['user', 'info', kind] as const,
}

async function fetchProfile(kind: ProfileKind) {
  const user =
    kind === 'retailer'
      ? await unwrap(api.GET('/api/business/C_retailers/userinfo'))
      : await unwrap(api.GET('/api/business/C_customers/userinfo'))
  // An answer without a profile is a failed check: the user has to log in again.
  if (!user || !user.id) throw new ApiError(200, 'validation failed, please log in again')
  storage.set(kind === 'retailer' ? RETAILERINFO_KEY : USERINFO_KEY, user)
  return user
}

/** A customer profile or, on retailer pages, a retailer profile. */
type Profile = Awaited<ReturnType<typeof fetchProfile>>
