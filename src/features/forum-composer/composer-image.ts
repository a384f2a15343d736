// An image picked for the rich text, judged as feedback judges its image (by its first bytes, never its name); the
// machine refuses it by kind and size (FEEDBACK_FILE_MAX_BYTES) before anything is sent.
import type { ComposerImage } from '../../../machines/forum-post-composer'
import { imageFileKind } from '../../components/image-file-kind'

export async function composerImageOf(file: File): Promise<ComposerImage> {
  return { file, size: file.size, kind: await imageFileKind(file) }
}
