// A multipart/form-data body built by hand (fields, then files), as a browser's FormData sends it: for the feedback
// image tests.
export const MULTIPART_BOUNDARY = '----summit-test-boundary'
export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` }

export interface FilePart {
  filename: string
  type: string
  bytes: Buffer
  field?: string
}

export function multipart(fields: Record<string, string>, files: FilePart[] = []): Buffer {
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}
