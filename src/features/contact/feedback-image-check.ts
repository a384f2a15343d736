// The feedback image rules the form applies before sending (portal.md §5; the server applies them again): one file,
// at most 5MB, an image by its content (JPEG, PNG, GIF or WebP magic bytes, domain/image-kind.ts).
import { FEEDBACK_FILE_MAX_BYTES } from '../../../domain/limits'
import { imageFileKind } from '../../components/image-file-kind'

export type ImageRefusal = 'oneFile' | 'tooLarge' | 'notImage'

export async function checkFeedbackImages(files: readonly File[]): Promise<ImageRefusal | null> {
  if (files.length > 1) return 'oneFile'
  const [file] = files
  if (!file) return null
  if (file.size > FEEDBACK_FILE_MAX_BYTES) return 'tooLarge'
  return (await imageFileKind(file)) ? null : 'notImage'
}
