// The signed-in user's profile (customer or retailer): the session invalidates these keys on login and logout, and
// the authentication tab invalidates the ['user'] prefix after a save (the red dot follows without a page reload).
import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { unwrap } from '../api-error'
import { api } from '../client'

export type ProfileKind = 'customer' | 'retailer'
export type CustomerInfo = components['schemas']['UserInfo']

export const userKeys = {
  all: ['user'] as const,
  info: (kind: ProfileKind) => ['user', 'info', kind] as const,
}

/** GET C_customers/userinfo: the signed-in customer (name, e-mail, company, social credit code). */
export function customerInfoOptions() {
  return queryOptions({
    queryKey: userKeys.info('customer'),
    queryFn: () => unwrap(api.GET('/api/business/C_customers/userinfo')) as Promise<CustomerInfo>,
  })
}
