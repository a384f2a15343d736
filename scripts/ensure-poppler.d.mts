export function hasPdftotext(): boolean
export function ensurePoppler(): void
