// Handler types derived from generated/api.d.ts, so a handler cannot drift from openapi.yaml.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { operations } from '../../generated/api'
import type { AppCaches } from '../app-caches'
import type { ChangeFeed } from '../db/change-feed'
import type { Db } from '../db/client'
import type { Lifecycle } from '../lifecycle'
import type { Identity } from '../auth/identity'
import type { Providers } from '../providers/providers'
import type { ServerConfig } from '../config'
import type { LicenseSigner } from '../modules/licences/license-signing'

export type OperationId = keyof operations

type Params<K extends OperationId> = operations[K]['parameters']
type QueryOf<K extends OperationId> = Params<K> extends { query?: infer Q } ? NonNullable<Q> : never
type PathOf<K extends OperationId> = Params<K> extends { path?: infer P } ? NonNullable<P> : never
type Content<R> = R extends { content: infer C } ? C : never
type JsonOrForm<C> = C extends { 'application/json': infer B }
  ? B
  : C extends { 'application/x-www-form-urlencoded': infer B }
    ? B
    : C extends { 'multipart/form-data': infer B }
      ? B
      : never
type BodyOf<K extends OperationId> = operations[K] extends { requestBody?: infer R } ? JsonOrForm<Content<NonNullable<R>>> : never
type OkContent<K extends OperationId> = operations[K]['responses'] extends { 200: { content: infer C } } ? C : never
type DataOf<K extends OperationId> = OkContent<K> extends { 'application/json': { data?: infer D } } ? D : unknown

export interface AppServices {
  db: Db
  config: ServerConfig
  providers: Providers
  /** The time every rule uses (tests pass a fake clock instead of sleeping). */
  clock: () => Date
  /** Signs licence files (buildApp's licenseSigner). */
  licenseSigner: LicenseSigner
  /** Process-local caches of the payment poll, invalidated by the database's change notifications. */
  caches: AppCaches
  /** Whether the database's change notifications reach this process (readiness reports it). */
  changes: ChangeFeed | undefined
  lifecycle: Lifecycle
}

interface HandlerContext<K extends OperationId> extends AppServices {
  query: QueryOf<K>
  params: PathOf<K>
  body: BodyOf<K>
  identity: Identity | null
  request: FastifyRequest
  reply: FastifyReply
}

/** What a handler answers: the data, and optionally the msg to show (default '操作成功'). */
interface HandlerResult<K extends OperationId> {
  data: DataOf<K> | null
  msg?: string
}

export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<HandlerResult<K> | RawReply>

/** A handler that already wrote the reply itself (a file download). */
export const RAW_REPLY = Symbol('raw-reply')
type RawReply = typeof RAW_REPLY

export type HandlerMap = { [K in OperationId]?: Handler<K> }
