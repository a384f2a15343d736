// The licence reads: the orders with licences left, the caller's licences (also by their own phone), productions,
// permit codes, and the download of a licence file through a 60-second data value.
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { ApiError, forbidden, notFound } from '../../http/api-error'
import { pageWindow, type PageRequest } from '../../http/paging'
import { isLicensableLine } from '../../../domain/license-rules'
import { MAX_PAGE_SIZE } from '../../../domain/limits'
import { requireCustomer, requireOwnPhone } from '../customers/customer-service'
import {
  findLicenceById,
  findProductById,
  selectEnabledProductionsPage,
  selectOwnLicencesPage,
  selectOwnPermitCodesPage,
  selectPaidOrdersWithLinesLeft,
  type LicenceFilter,
} from './licence-data'
import { licenceOfDownload, signLicenceDownload } from './licence-download-token'
import { licensableLineOf } from './licensable-line'

/** Licence list page size (portal.md §9). */
export const LICENCE_LIST_PAGE_SIZE = 20
const LICENCE_MISSING_MSG = '许可证不存在'

/**
 * getlicenseList: the caller's paid orders with the lines that can still get a licence here (isLicensableLine:
 * online, paid, licences left, not the dongle family); an order without such a line is left out.
 */
export async function licensableOrders(db: Db, identity: Identity | null) {
  const customer = await requireCustomer(db, identity)
  const orders = await selectPaidOrdersWithLinesLeft(db, customer.id)
  return orders
    .map(({ order, lines }) => ({
      order,
      lines: lines.filter((line) => isLicensableLine(licensableLineOf(order, line))),
    }))
    .filter(({ lines }) => lines.length > 0)
}

export interface LicenceListInput extends PageRequest, LicenceFilter {}

export async function licencesPage(db: Db, identity: Identity | null, input: LicenceListInput, now: Date) {
  const customer = await requireCustomer(db, identity)
  const window = pageWindow(input, LICENCE_LIST_PAGE_SIZE)
  const filter: LicenceFilter = { machinecode: input.machinecode?.trim() || undefined, state: input.state }
  return { ...(await selectOwnLicencesPage(db, customer.id, filter, window, now)), window }
}

/** phoneList/{phone}: the caller's licences, when the phone is the caller's own (first 100, newest first). */
export async function licencesOfOwnPhone(db: Db, identity: Identity | null, phone: string, now: Date) {
  const customer = await requireOwnPhone(db, identity, phone)
  const window = pageWindow({ pageSize: MAX_PAGE_SIZE })
  return { ...(await selectOwnLicencesPage(db, customer.id, {}, window, now)), window }
}

export async function productionsPage(db: Db, identity: Identity | null, input: PageRequest) {
  await requireCustomer(db, identity)
  const window = pageWindow(input, LICENCE_LIST_PAGE_SIZE)
  return { ...(await selectEnabledProductionsPage(db, window)), window }
}

export async function permitCodesPage(db: Db, identity: Identity | null, input: PageRequest) {
  const customer = await requireCustomer(db, identity)
  const window = pageWindow(input, LICENCE_LIST_PAGE_SIZE)
  return { ...(await selectOwnPermitCodesPage(db, customer.id, window)), window }
}

/** `<product code or id>-<machine code>.lic`, the machine code reduced to characters every file system takes. */
async function licenceFilename(db: Db, productid: string, machinecode: string): Promise<string> {
  const product = await findProductById(db, productid)
  const machine = machinecode.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 64) || 'machine'
  return `${product?.code ?? productid}-${machine}.lic`
}

/** Download/{id}: the caller's licence's 60-second data value and its file name. */
export async function licenceDownload(db: Db, identity: Identity | null, id: string, secret: string, now: Date) {
  const customer = await requireCustomer(db, identity)
  const licence = await findLicenceById(db, id)
  if (!licence) throw notFound(LICENCE_MISSING_MSG)
  if (licence.orderuserid !== customer.id) throw forbidden()
  if (!licence.filedata) throw notFound(LICENCE_MISSING_MSG)
  return { data: signLicenceDownload(secret, licence.id, now), filename: await licenceFilename(db, licence.productid, licence.machinecode) }
}

/** downloadFile?data=: the signed licence file a valid data value names. */
export async function licenceFileByData(db: Db, data: string, secret: string, now: Date) {
  const id = licenceOfDownload(secret, data, now)
  if (id === null) throw new ApiError(403, '下载链接无效或已过期，请重新下载')
  const licence = await findLicenceById(db, id)
  if (!licence?.filedata) throw notFound(LICENCE_MISSING_MSG)
  return { filename: await licenceFilename(db, licence.productid, licence.machinecode), text: licence.filedata }
}
