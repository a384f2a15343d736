// Forgets gateway deliveries once no gateway would send or accept them again: Alipay retries for about 25 hours and
// WeChat Pay's signatures go stale after 5 minutes, so two days is safely past both. Runs in every process; a delete
// by age is the same whoever runs it.
import type { FastifyBaseLogger } from 'fastify'
import type { DbOrTx } from '../../db/client'
import { pruneDeliveries } from './provider-notification-data'

export const DELIVERY_KEEP_MS = 48 * 3600_000
const PRUNE_EVERY_MS = 3600_000

export function startDeliveryPruning(db: DbOrTx, clock: () => Date, log: FastifyBaseLogger): () => void {
  const prune = () =>
    pruneDeliveries(db, new Date(clock().getTime() - DELIVERY_KEEP_MS)).catch((error: unknown) =>
      log.error({ err: error }, 'pruning gateway deliveries failed'),
    )
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
