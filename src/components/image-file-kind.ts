// What a picked file is by its first bytes (domain/image-kind.ts), never by its name: the feedback form's and the
// question composer's check before anything is sent (the server checks again).
import { IMAGE_KIND_PREFIX_BYTES, imageKindOf } from '../../domain/image-kind'

async function headOf(file: File): Promise<Uint8Array> {
  const slice = file.slice(0, IMAGE_KIND_PREFIX_BYTES)
  // jsdom's Blob has no arrayBuffer(); a FileReader works everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer())
  return new Uint8Array(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(reader.result as ArrayBuffer)
      reader.onerror = () => reject(reader.error ?? new Error('read'))
      reader.readAsArrayBuffer(slice)
    }),
  )
}

export async function imageFileKind(file: File): Promise<ReturnType<typeof imageKindOf>> {
  return imageKindOf(await headOf(file))
}
