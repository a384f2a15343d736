// Re-encodes an uploaded image so nothing but its pixels survives: EXIF (GPS, camera, owner), XMP, ICC and comments
// are dropped (sharp writes no metadata unless asked to), and the orientation EXIF carried is applied to the pixels
// first. Whatever does not decode as the format its magic bytes claim is refused.
import sharp from 'sharp'
import { IMAGE_MIME_TYPES, imageKindOf, type ImageKind } from '../../domain/image-kind'

/** Decompression bombs: a 5 MB file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000

export interface CleanImage {
  kind: ImageKind
  mimetype: string
  bytes: Buffer
}

export async function cleanImage(upload: Buffer): Promise<CleanImage | null> {
  const kind = imageKindOf(upload)
  if (!kind) return null
  const animated = kind === 'gif' || kind === 'webp'
  try {
    const input = sharp(upload, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const meta = await input.metadata()
    if (meta.format !== kind) return null
    const oriented = animated ? input : input.rotate()
    const encoded =
      kind === 'jpeg'
        ? oriented.jpeg({ quality: 90, mozjpeg: true })
        : kind === 'png'
          ? oriented.png()
          : kind === 'gif'
            ? oriented.gif()
            : oriented.webp({ quality: 90 })
    return { kind, mimetype: IMAGE_MIME_TYPES[kind], bytes: await encoded.toBuffer() }
  } catch {
    return null
  }
}
