// Changes to cached rows, as the database announces them: triggers (drizzle/0013) NOTIFY `summit_orders` with an
// order id and `summit_tokens` with a token hash at commit, to every process LISTENing on the database. On PostgreSQL
// a connection of its own listens (reconnecting after a drop); on PGlite, PGlite's listen API. While the feed is not
// live, caches serve nothing (every read goes to the database).
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

export const CHANGE_CHANNELS = ['summit_orders', 'summit_tokens'] as const
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number]
/** A change of one row (its key), of every row of the channel ('*'), or a reset: forget everything. */
export type ChangeListener = (channel: ChangeChannel | 'reset', key: string) => void

export interface ChangeFeed {
  readonly live: boolean
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

function feedOf(state: FeedState, close: () => Promise<void>): ChangeFeed {
  openFeeds.add(state)
  return {
    get live() {
      return state.live
    },
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

export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const state = new FeedState()
  const stops = await Promise.all(CHANGE_CHANNELS.map((channel) => client.listen(channel, (key) => state.emit(channel, key))))
  state.setLive(true)
  return feedOf(state, async () => {
    if (!client.closed) await Promise.all(stops.map((stop) => stop().catch(() => undefined)))
  })
}

export function postgresChangeFeed(databaseUrl: string): ChangeFeed {
  const state = new FeedState()
  let closed = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  const connect = () => {
    const connection = new pg.Client({ connectionString: databaseUrl, application_name: CHANGE_FEED_APPLICATION })
    let dropped = false
    const drop = () => {
      if (dropped) return
      dropped = true
      if (client === connection) client = undefined
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
        client = connection
        state.setLive(true)
      })
      .catch(drop)
  }
  connect()
  return feedOf(state, async () => {
    closed = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
  })
}
