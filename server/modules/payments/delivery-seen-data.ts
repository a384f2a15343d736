// Whether a gateway delivery was recorded before (provider_notifications), read without recording it: a delivery
// is recorded (recordDelivery) only once it has been applied, so a failed attempt stays open to the gateway's retry.
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { providerNotifications } from '../../db/schema'

export async function deliverySeen(db: DbOrTx, gateway: string, deliveryId: string): Promise<boolean> {
  const rows = await db
    .select({ gateway: providerNotifications.gateway })
    .from(providerNotifications)
    .where(and(eq(providerNotifications.gateway, gateway), eq(providerNotifications.delivery_id, deliveryId)))
    .limit(1)
  return rows.length > 0
}
