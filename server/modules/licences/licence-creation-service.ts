// makelicense and mutiBatchCreate: one licence per order line position and machine (portal.md §5 Licence creation).
// Every rule is checked here (domain/license-rules.ts isLicensableLine), whatever the dialog already checked; one
// remaining count is consumed per licence by a conditional update, in the transaction that inserts the licence; a
// batch is all or nothing.
import type { Identity } from '../../auth/identity'
import type { Db, DbOrTx } from '../../db/client'
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/api-error'
import { DONGLE_FAMILY, isLicensableLine, machineCodeOf, ONLINE, PAID, type LicensableLine } from '../../../domain/license-rules'
import { requireCustomer } from '../customers/customer-service'
import {
  findLinesByIds,
  findOrderByNum,
  findProductionOfProduct,
  lockOrders,
  markOrderLicensedWhenDone,
  takeOneFromLine,
  type LicenceRow,
  type LineForLicence,
  type OrderForLicence,
} from './licence-data'
import { DUPLICATE_LICENCE_MSG, isCreationRace, issueLicence } from './licence-issuing'
import { isLicenceUnit, licenceEnd } from './licence-period'
import { licensableLineOf } from './licensable-line'
import type { LicenseSigner } from './license-signing'

export const NONE_LEFT_MSG = '该订单明细的许可证已全部生成'
/** At most as many licences per request as mutiBatchCreate takes bodies (comma-joined positions count one each). */
export const LICENCES_PER_REQUEST_MAX = 100
const ORDER_MISSING_MSG = '订单不存在'
const LINE_MISSING_MSG = '订单明细不存在'

/** The makelicense body (openapi.yaml LicenceRequest): productid, orderdetailproductid, duration... comma-joined. */
export interface LicenceRequestBody {
  machinecode: string
  productid: string
  orderdetailproductid: string
  ordercode: string
  duration?: string
  durationunion?: string
  featureid?: string
  producttype?: string
}

interface Position {
  machinecode: string
  ordercode: string
  lineId: string
  productid: string
  duration?: string
  durationunion?: string
}

const parts = (value: string | undefined): string[] | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.split(',').map((part) => part.trim())

/**
 * One position per comma-joined product: productid and orderdetailproductid must have as many parts; duration and
 * durationunion, when sent, too (they are compared with the line, which alone decides). featureid and producttype are
 * ignored: the line's own are used.
 */
function positionsOf(body: LicenceRequestBody): Position[] {
  const machinecode = machineCodeOf(body.machinecode)
  if (machinecode === '') throw badRequest('请输入机器码')
  const productids = parts(body.productid) ?? []
  const lineIds = parts(body.orderdetailproductid) ?? []
  const durations = parts(body.duration)
  const unions = parts(body.durationunion)
  const count = productids.length
  const sameCount = [lineIds, durations ?? productids, unions ?? productids].every((list) => list.length === count)
  if (count === 0 || !sameCount || [...productids, ...lineIds].some((part) => part === '')) {
    throw badRequest('productid、orderdetailproductid、duration、durationunion 的个数必须一致')
  }
  return productids.map((productid, index) => ({
    machinecode,
    ordercode: body.ordercode.trim(),
    lineId: lineIds[index],
    productid,
    duration: durations?.[index],
    durationunion: unions?.[index],
  }))
}

/** Why a line cannot get a licence, in the order a customer can act on it. */
function lineRefusal(line: LicensableLine): ApiError {
  if (line.paymentstate !== PAID) return badRequest('订单未支付，不能生成许可证')
  if (line.purchasemethod !== ONLINE) return badRequest('线下购买的订单请联系销售人员获取许可证')
  if (line.dogState === DONGLE_FAMILY) return badRequest('加密锁产品不参与在线许可证申请')
  return conflict(NONE_LEFT_MSG)
}

interface Checked {
  position: Position
  order: OrderForLicence
  line: LineForLicence
}

/** Reads and checks every position before anything is written: the caller's paid online order and its own line. */
async function checkPositions(db: DbOrTx, customerId: string, positions: Position[]): Promise<Checked[]> {
  const orders = new Map<string, OrderForLicence>()
  for (const ordercode of new Set(positions.map((p) => p.ordercode))) {
    const order = await findOrderByNum(db, ordercode)
    if (!order) throw notFound(ORDER_MISSING_MSG)
    if (order.userid !== customerId) throw forbidden()
    orders.set(ordercode, order)
  }
  const lines = new Map((await findLinesByIds(db, [...new Set(positions.map((p) => p.lineId))])).map((line) => [line.id, line]))
  return positions.map((position) => {
    const order = orders.get(position.ordercode)!
    const line = lines.get(position.lineId)
    // Another order's line (another customer's too) is not found in this order.
    if (!line || line.orderid !== order.id) throw notFound(LINE_MISSING_MSG)
    if (line.productid !== position.productid) throw badRequest('产品与订单明细不一致')
    if (position.duration !== undefined && position.duration !== String(line.duration)) throw badRequest('许可时长与订单明细不一致')
    if (position.durationunion !== undefined && position.durationunion !== line.durationunion) throw badRequest('许可时长与订单明细不一致')
    const licensable = licensableLineOf(order, line)
    if (!isLicensableLine(licensable)) throw lineRefusal(licensable)
    return { position, order, line }
  })
}

/** Creates the licences of the bodies, all or none; answers them in the order asked. */
export async function makeLicences(
  db: Db,
  signer: LicenseSigner,
  identity: Identity | null,
  bodies: LicenceRequestBody[],
  now: Date,
): Promise<LicenceRow[]> {
  const customer = await requireCustomer(db, identity)
  const positions = bodies.flatMap(positionsOf)
  if (positions.length > LICENCES_PER_REQUEST_MAX) throw badRequest(`一次最多生成 ${LICENCES_PER_REQUEST_MAX} 个许可证`)
  const checked = await checkPositions(db, customer.id, positions)
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockOrders(
        tx,
        checked.map((c) => c.order.id),
      )
      // Paid is final, but the locked row is the truth the rest of the transaction works with.
      if (locked.some((order) => order.paymentstate !== PAID)) throw badRequest('订单未支付，不能生成许可证')
      const made: LicenceRow[] = []
      for (const { position, order, line } of checked) {
        if (!(await takeOneFromLine(tx, line.id))) throw conflict(NONE_LEFT_MSG)
        const unit = isLicenceUnit(line.durationunion) ? line.durationunion : 'none'
        made.push(
          await issueLicence(tx, signer, {
            customer,
            machinecode: position.machinecode,
            product: { id: line.productid, name: line.productname, type: line.producttype },
            featureId: line.featureid,
            production: await findProductionOfProduct(tx, line.productid),
            caps: {},
            now,
            end: licenceEnd(now, line.duration, unit),
            kind: 'paid',
            extra: {
              duration: line.duration,
              durationunion: line.durationunion,
              ordercode: order.ordernum,
              orderdetailproductid: line.id,
              purchasemethod: order.purchasemethod,
              contactname: customer.username,
              contactphone: customer.phonenum,
            },
          }),
        )
      }
      for (const order of locked) await markOrderLicensedWhenDone(tx, order.id)
      return made
    })
  } catch (error) {
    if (isCreationRace(error)) throw conflict(DUPLICATE_LICENCE_MSG)
    throw error
  }
}
