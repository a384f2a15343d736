// The customer's licences and the order lines that still need them (portal.md §7 Licences). Every key starts with
// 'licences', so a creation (LICENCE_CREATION_STALE_KEYS) refreshes them all.
import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { MAX_PAGE_SIZE } from '../../../domain/limits'
import type { LicensableLine } from '../../../domain/license-rules'
import { unwrap } from '../api-error'
import { api } from '../client'

export type Licence = components['schemas']['Licence']
export type OrderWithLines = components['schemas']['OrderWithLines']

/** The licence list's page size (portal.md §9: licence lists 20). */
export const LICENCE_LIST_PAGE_SIZE = 20

/** Created (1), expired (2); 0 is a draft kept in the browser, never a server row. */
export const LICENCE_CREATED = 1

// Licences turn expired by themselves and are created from other tabs: each visit asks again.
const LICENCE_STALE_MS = 0

export const licenceKeys = {
  all: ['licences'] as const,
  list: (page: number) => ['licences', 'list', page] as const,
  held: () => ['licences', 'held'] as const,
  licensable: (userid: string) => ['licences', 'licensable', userid] as const,
  phone: (phone: string) => ['licences', 'phone', phone] as const,
}

/** POST C_license/getList: one page of the caller's licences (created and expired), newest first. */
export function licenceListOptions(page: number) {
  return queryOptions({
    queryKey: licenceKeys.list(page),
    staleTime: LICENCE_STALE_MS,
    queryFn: () =>
      unwrap(
        api.POST('/api/business/C_license/getList', {
          body: { currentPage: page, pageSize: LICENCE_LIST_PAGE_SIZE, sort: 'desc' },
        }),
      ),
  })
}

/** POST C_license/getList with state 1: the valid licences the creation dialog must not duplicate (up to 100). */
export function heldLicencesOptions() {
  return queryOptions({
    queryKey: licenceKeys.held(),
    staleTime: LICENCE_STALE_MS,
    queryFn: async () =>
      (
        await unwrap(
          api.POST('/api/business/C_license/getList', {
            body: { currentPage: 1, pageSize: MAX_PAGE_SIZE, sort: 'desc', state: LICENCE_CREATED },
          }),
        )
      ).list,
  })
}

/** POST C_orderManage/getlicenseList: the caller's orders with their lines and each line's remaining licences. */
export function licensableOrdersOptions(userid: string) {
  return queryOptions({
    queryKey: licenceKeys.licensable(userid),
    staleTime: LICENCE_STALE_MS,
    queryFn: () => unwrap(api.POST('/api/business/C_orderManage/getlicenseList', { body: { orderuserid: userid } })),
  })
}

/** getlicenseList's orders as the creation dialog takes them: each line with its order's purchase method and payment. */
export function licensableLinesOf(orders: readonly OrderWithLines[]): LicensableLine[] {
  return orders.flatMap((order) =>
    (order.orderdetaillist ?? []).map((line) => ({
      id: line.id,
      productid: line.productid,
      productname: line.productname,
      producttype: line.producttype ?? null,
      featureid: line.featureid ?? null,
      duration: line.duration,
      durationunion: line.durationunion,
      ordercode: line.ordercode,
      purchasemethod: order.purchasemethod ?? null,
      paymentstate: order.paymentstate,
      licensestate: line.licensestate ?? 0,
      dogState: line.dogState ?? null,
    })),
  )
}

/** GET C_license/phoneList/{phone}: the licences made for the caller's own phone (first 100, newest first). */
export function phoneLicencesOptions(phone: string) {
  return queryOptions({
    queryKey: licenceKeys.phone(phone),
    staleTime: LICENCE_STALE_MS,
    queryFn: async () => (await unwrap(api.GET('/api/business/C_license/phoneList/{phone}', { params: { path: { phone } } }))).list,
  })
}
