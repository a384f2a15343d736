// contracts.contractfiles (and invoices.content) hold files as JSON text: [{"fileId": "<annex_files id>", "name": "<file name>"}]
// A value that is not such a list reads as no files, never as an error.

export interface FileRef {
  fileId: string
  name: string
}

const isFileRef = (value: unknown): value is FileRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileRef).fileId === 'string' &&
  (value as FileRef).fileId !== '' &&
  typeof (value as FileRef).name === 'string'

export function parseFileList(text: string | null): FileRef[] {
  if (!text) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return []
  }
  return Array.isArray(parsed) ? parsed.filter(isFileRef).map(({ fileId, name }) => ({ fileId, name })) : []
}
