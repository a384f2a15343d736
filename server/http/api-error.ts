// An error that becomes the envelope {code, msg, data: null}; HTTP status mirrors code (600 -> 401).
import { SESSION_INVALID_CODE } from '../../domain/response-codes'

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }

  get httpStatus(): number {
    return this.code === SESSION_INVALID_CODE ? 401 : this.code
  }
}

export const badRequest = (msg: string) => new ApiError(400, msg)
export const sessionInvalid = (msg = '登录已失效，请重新登录') => new ApiError(SESSION_INVALID_CODE, msg)
export const forbidden = (msg = '无权操作其他用户的数据') => new ApiError(403, msg)
export const notFound = (msg = '数据不存在') => new ApiError(404, msg)
export const conflict = (msg: string) => new ApiError(409, msg)
export const tooMany = (msg: string) => new ApiError(429, msg)
export const notOpen = () => new ApiError(501, '功能未开放')
