// Deliveries of signed gateway notifications (provider_notifications): recorded once across all processes.
import { and, eq, lt } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { providerNotifications } from '../../db/schema'

export interface NotificationDelivery {
  /** wechatpay or alipay. */
  gateway: string
  /** The gateway's id for this delivery (WeChat Pay: `<timestamp>:<nonce>`; Alipay: notify_id). */
  deliveryId: string
  outTradeNo: string | null
  receivedAt: Date
}

/** True the first time a delivery is seen; false when it was recorded before (by any process). */
export async function recordDelivery(db: DbOrTx, delivery: NotificationDelivery): Promise<boolean> {
  const rows = await db
    .insert(providerNotifications)
    .values({
      gateway: delivery.gateway,
      delivery_id: delivery.deliveryId,
      out_trade_no: delivery.outTradeNo,
      received_at: delivery.receivedAt,
    })
    .onConflictDoNothing()
    .returning({ gateway: providerNotifications.gateway })
  return rows.length === 1
}

/**
 * Whether a delivery was recorded before, read without recording it (Alipay records a delivery only once it has been
 * applied, so a failed attempt stays open to the gateway's retry).
 */
export async function deliverySeen(db: DbOrTx, gateway: string, deliveryId: string): Promise<boolean> {
  const rows = await db
    .select({ gateway: providerNotifications.gateway })
    .from(providerNotifications)
    .where(and(eq(providerNotifications.gateway, gateway), eq(providerNotifications.delivery_id, deliveryId)))
    .limit(1)
  return rows.length > 0
}

/** Forgets deliveries received before the cut-off (older than any gateway would retry or accept). */
export async function pruneDeliveries(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(providerNotifications).where(lt(providerNotifications.received_at, before))
}
