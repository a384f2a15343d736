// The operator command's way to the database: with DATABASE_URL, or when the PGlite data folder is free, it opens the
// database itself; when a server holds the folder (DataDirLockedError) it sends the command over that server's
// operator socket (operator-socket.ts).
import { readConfig } from '../config'
import { openDatabase } from '../db/client'
import { DataDirLockedError } from '../db/data-dir-lock'
import { selectProviders } from '../providers/select-providers'
import { runOperatorCommand, type OperatorAnswer } from './operator-commands'
import { operatorSocketPath, sendOperatorCommand } from './operator-socket'

export type OperatorRoute = 'database' | 'server'

export async function operate(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<OperatorAnswer & { via: OperatorRoute }> {
  const config = readConfig(env)
  let database: Awaited<ReturnType<typeof openDatabase>>
  try {
    database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir })
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    return { ...(await sendOperatorCommand(operatorSocketPath(config.dataDir), { args })), via: 'server' }
  }
  try {
    const providers = selectProviders(config, database.db)
    return { ...(await runOperatorCommand(database.db, providers.invoice, { args }, new Date())), via: 'database' }
  } finally {
    await database.close()
  }
}
