// The multipart parser, reached only by operations that declare multipart/form-data (submitFeedback and uploadForumImage; see
// declared-content-types.ts). Fields and at most one file are attached to the body as values, so the contract's
// schema validates them; the file arrives as a Buffer. Its size, the count of files and of fields are bounded here,
// while parsing: a too large or second file is refused with the feedback form's own message.
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { FEEDBACK_FILE_MAX_BYTES } from '../../domain/limits'
import { ApiError } from './api-error'

export const FILE_TOO_LARGE_MSG = '上传文件大小不能超过 5MB!'
export const ONE_FILE_ONLY_MSG = '只能上传一个文件!'

const LIMITS = { files: 1, fileSize: FEEDBACK_FILE_MAX_BYTES, fields: 10, parts: 11, fieldSize: 8 * 1024, headerPairs: 50 }

export async function registerMultipart(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: LIMITS,
    async onFile(part: MultipartFile) {
      try {
        ;(part as MultipartFile & { value: Buffer }).value = await part.toBuffer()
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, FILE_TOO_LARGE_MSG)
        throw error
      }
    },
  })
}

// What busboy (the parser under @fastify/multipart) throws, without a status, for a body that is not valid multipart:
// no boundary in the content type, a broken part header, a body cut short.
const MALFORMED_MULTIPART =
  /^(Multipart: |Malformed part header|Unexpected end of (form|file|multipart data)|(Part|Preamble) terminated early)/

/** A multipart error the error handler answers with a 4xx and the form's message (null: not one of these). */
export function multipartRefusal(error: { code?: string; statusCode?: number; message?: string }): ApiError | null {
  if (error.code === 'FST_FILES_LIMIT') return new ApiError(400, ONE_FILE_ONLY_MSG)
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, FILE_TOO_LARGE_MSG)
  if (error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message ?? '')) {
    return new ApiError(400, '请求体不是有效的 multipart/form-data')
  }
  return null
}
