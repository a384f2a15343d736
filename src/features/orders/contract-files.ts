// A contract's files: contractfiles is JSON text, a list of {fileId, name} (the invoice files' format); anything else
// lists no file rather than failing the dialog.
export interface ContractFile {
  fileId: string
  name: string
}

export function contractFilesOf(contractfiles: string | null | undefined): ContractFile[] {
  if (!contractfiles) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(contractfiles)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return []
    const { fileId, name } = entry as Record<string, unknown>
    if (typeof fileId !== 'string' || fileId === '') return []
    return [{ fileId, name: typeof name === 'string' && name !== '' ? name : fileId }]
  })
}
