// One uploaded image part (the multipart parser hands it on as a Buffer), as the feedback form and forum posts take
// it: one file, at most FEEDBACK_FILE_MAX_BYTES, judged by its content and re-encoded (image-cleaning.ts).
import { FEEDBACK_FILE_MAX_BYTES } from '../../domain/limits'
import { ApiError, badRequest } from '../http/api-error'
import { FILE_TOO_LARGE_MSG, ONE_FILE_ONLY_MSG } from '../http/multipart'
import { cleanImage, type CleanImage } from './image-cleaning'

export const NOT_IMAGE_MSG = '只能上传图片文件!'

/** The cleaned image, or a 400/413 with the form's message; anything but one non-empty Buffer is refused. */
export async function acceptUploadedImage(file: unknown): Promise<CleanImage> {
  if (Array.isArray(file)) throw badRequest(ONE_FILE_ONLY_MSG)
  if (!Buffer.isBuffer(file) || file.length === 0) throw badRequest(NOT_IMAGE_MSG)
  if (file.length > FEEDBACK_FILE_MAX_BYTES) throw new ApiError(413, FILE_TOO_LARGE_MSG)
  const clean = await cleanImage(file)
  if (!clean) throw badRequest(NOT_IMAGE_MSG)
  return clean
}

export const imageExtension = (image: CleanImage) => (image.kind === 'jpeg' ? 'jpg' : image.kind)
