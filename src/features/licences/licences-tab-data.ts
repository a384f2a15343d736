// The licence tab's three lists (the orders a licence can come from, the licences held, the page of licences),
// read by the tab and asked for by the personal centre's loader (src/router/page-data.ts).
import type { QueryClient } from '@tanstack/react-query'
import { heldLicencesOptions, licenceListOptions, licensableOrdersOptions } from '../../api/queries/licence-queries'

export const licencesTabQueries = (userid: string, page: number) =>
  [licensableOrdersOptions(userid), heldLicencesOptions(), licenceListOptions(page)] as const

export function licencesTabData(queryClient: QueryClient, userid: string | undefined, page: number): Promise<unknown>[] {
  if (!userid) return []
  const [orders, held, list] = licencesTabQueries(userid, page)
  return [queryClient.ensureQueryData(orders), queryClient.ensureQueryData(held), queryClient.ensureQueryData(list)]
}
