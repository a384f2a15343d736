// Changes to cached rows, as the database announces them: triggers (drizzle/0013) NOTIFY `summit_orders` with an
// order id and `summit_tokens` with a token hash at commit, to every process LISTENing on the database. On PostgreSQL
// a connection of its own listens (reconnecting after a drop); on PGlite, PGlite's listen API. While the feed is not
// live, caches serve nothing (every read goes to the database). A notification reaches another process a moment after
// the commit that sent it: a writer waits for settled() after its commit, and a read that must see every write
// answered before it waits for caughtUp() (server/db/catch-up-lease.ts says how the two meet).
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

import { catchUpLease } from './catch-up-lease'

export const CHANGE_CHANNELS = ['summit_orders', 'summit_tokens'] as const
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number]
/** A change of one row (its key), of every row of the channel ('*'), or a reset: forget everything. */
export type ChangeListener = (channel: ChangeChannel | 'reset', key: string) => void

export interface ChangeFeed {
  readonly live: boolean
  /**
   * Resolves once every change whose writer had settled() before the call has reached the listeners (or the feed is
   * not live, and caches serve nothing). On PGlite, one process: at once.
   */
  caughtUp: () => Promise<void>
  /** A writer's wait after its commit, before it answers: then every process's caughtUp() covers the change. */
  settled: () => Promise<void>
  subscribe: (listener: ChangeListener) => () => void
  close: () => Promise<void>
}

const RECONNECT_MS = 1000
/** The listening connection's application_name (pg_stat_activity shows which connection listens). */
export const CHANGE_FEED_APPLICATION = 'summit-change-feed'
// Every open feed of this process: announceChange tells them at once what this process itself just wrote.
const openFeeds = new Set<FeedState>()

class FeedState {
  live = false
  settled: () => Promise<void> = () => Promise.resolve()
  readonly listeners = new Set<ChangeListener>()
  emit(channel: ChangeChannel | 'reset', key: string) {
    for (const listener of this.listeners) listener(channel, key)
  }
  setLive(live: boolean) {
    if (this.live === live) return
    this.live = live
    this.emit('reset', '')
  }
}

function feedOf(state: FeedState, caughtUp: () => Promise<void>, close: () => Promise<void>): ChangeFeed {
  openFeeds.add(state)
  return {
    get live() {
      return state.live
    },
    caughtUp,
    settled: () => state.settled(),
    subscribe: (listener) => {
      state.listeners.add(listener)
      return () => state.listeners.delete(listener)
    },
    close: async () => {
      openFeeds.delete(state)
      state.setLive(false)
      await close()
    },
  }
}

const isChannel = (channel: string): channel is ChangeChannel => (CHANGE_CHANNELS as readonly string[]).includes(channel)

/**
 * A change this process just wrote (its statement done, its commit perhaps not yet): its own caches drop the row at once, without waiting
 * for the notification, which follows at commit for every process. '*' drops every row of the channel.
 */
export function announceChange(channel: ChangeChannel, key: string) {
  for (const state of openFeeds) state.emit(channel, key)
}

/**
 * After a commit that changed what the caches hold, before answering: every process's next caughtUp() then covers
 * it (ChangeFeed.settled of each open feed; none open, as in a script, no wait).
 */
export async function changesSettled(): Promise<void> {
  await Promise.all(Array.from(openFeeds, (state) => state.settled()))
}

export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const state = new FeedState()
  const stops = await Promise.all(CHANGE_CHANNELS.map((channel) => client.listen(channel, (key) => state.emit(channel, key))))
  state.setLive(true)
  const caughtUp = () => Promise.resolve()
  return feedOf(state, caughtUp, async () => {
    if (!client.closed) await Promise.all(stops.map((stop) => stop().catch(() => undefined)))
  })
}

const CAUGHT_UP_TIMEOUT_MS = 5000
/**
 * How long an answered catch-up round trip lets this process answer from its caches without another. A renewal sent
 * at half the lease must be answered before the lease runs out; under load the answer waits for the event loop to
 * read it (12-53 ms at 200 pollers, docs/performance.md, "eleventh session"), so a 50 ms lease ran out in 1-3 % of
 * polls, each of which then waited.
 */
export const CHANGE_LEASE_MS = 200
/** A writer's wait after its commit: the lease, and a margin for clocks of other hosts that run a little fast. */
export const CHANGE_SETTLE_MS = 220

export function postgresChangeFeed(databaseUrl: string): ChangeFeed {
  const state = new FeedState()
  let closed = false
  let listening: { connection: pg.Client; drop: () => void } | undefined
  let retry: NodeJS.Timeout | undefined
  const connect = () => {
    const connection = new pg.Client({
      connectionString: databaseUrl,
      application_name: CHANGE_FEED_APPLICATION,
      query_timeout: CAUGHT_UP_TIMEOUT_MS,
    })
    let dropped = false
    const drop = () => {
      if (dropped) return
      dropped = true
      if (listening?.connection === connection) listening = undefined
      lease.reset()
      state.setLive(false)
      void connection.end().catch(() => undefined)
      if (!closed) {
        retry = setTimeout(connect, RECONNECT_MS)
        retry.unref()
      }
    }
    connection.on('notification', (message) => {
      if (isChannel(message.channel)) state.emit(message.channel, message.payload ?? '*')
    })
    connection.on('error', drop)
    connection.on('end', drop)
    connection
      .connect()
      .then(() => connection.query(CHANGE_CHANNELS.map((channel) => `LISTEN ${channel}`).join(';')))
      .then(() => {
        if (dropped || closed) return
        listening = { connection, drop }
        state.setLive(true)
      })
      .catch(drop)
  }

  // A committing backend signals the listening ones before its commit is acknowledged, and a listening backend sends
  // the notifications it was signalled before it answers a query (PostgreSQL sends them ahead of ReadyForQuery). So
  // the answer to a query sent on the listening connection after a commit comes after that commit's notifications.
  // The query is empty: what it says does not matter, only that the backend answers it (an empty query costs a
  // quarter less than SELECT 1 here). A failed query drops the connection (the feed is then not live, and caches
  // serve nothing).
  const lease = catchUpLease(() => {
    const current = listening
    if (!current) return Promise.resolve(false)
    return current.connection.query('').then(
      () => true,
      () => {
        current.drop()
        return false
      },
    )
  }, CHANGE_LEASE_MS)
  state.settled = () => new Promise((resolve) => setTimeout(resolve, CHANGE_SETTLE_MS))

  connect()
  return feedOf(state, lease.caughtUp, async () => {
    closed = true
    clearTimeout(retry)
    await listening?.connection.end().catch(() => undefined)
  })
}
