export function postgresBinDir(): string | null
export function ensurePostgres(): void
