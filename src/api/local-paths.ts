// Stand-in for generated/api.d.ts until `npm run gen:api` can produce it: the few operations the shell calls,
// written in openapi-typescript's shape. client.ts imports `paths` from here; switch the import to
// '../../generated/api' once that file exists, then delete this one.

interface Envelope<T> {
  code: number
  msg: string
  data?: T
}

interface Json<T> {
  headers: { [name: string]: unknown }
  content: { 'application/json': T }
}

interface Op<Query, Data> {
  parameters: { query?: Query & { n?: number }; header?: never; path?: never; cookie?: never }
  requestBody?: never
  responses: { 200: Json<Envelope<Data>>; default: Json<Envelope<null>> }
}

export interface LocalProduct {
  id: string
  name: string
  type: 'SummitMap' | 'SummitSolid' | 'SummitLab' | 'SummitTerra' | 'SummitView'
  typename?: string | null
  havefree?: number | boolean | null
  [field: string]: unknown
}

export interface LocalPagination {
  currentPage: number
  pageSize: number
  total: number
}

export interface LocalUserInfo {
  id: string
  username: string
  phonenum?: string
  [field: string]: unknown
}

export interface LocalContactInfo {
  type: string
  content: string
  [field: string]: unknown
}

export interface paths {
  '/api/oauth/Logout': { get: Op<Record<never, never>, null> }
  '/api/business/C_customers/userinfo': { get: Op<Record<never, never>, LocalUserInfo> }
  '/api/business/C_retailers/userinfo': { get: Op<Record<never, never>, LocalUserInfo> }
  '/api/business/C_productmes': {
    get: Op<
      {
        typename?: string
        type?: LocalProduct['type']
        saletype?: 'online' | 'offline'
        enabledmark?: 0 | 1
        sidx?: '' | 'sortcode' | 'name'
        datatype?: 0 | 1
        currentPage?: number
        pageSize?: number
      },
      { list: LocalProduct[]; pagination: LocalPagination }
    >
  }
  '/api/business/C_contactinfo': {
    get: Op<{ currentPage?: number; pageSize?: number }, { list: LocalContactInfo[]; pagination?: LocalPagination }>
  }
}
