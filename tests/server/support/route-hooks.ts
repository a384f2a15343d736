import type { FastifyInstance } from 'fastify'

/** The hooks Fastify lists for one route in printRoutes (one "• (hook) [...]" line each); throws when no line names it. */
export function routeHooks(app: FastifyInstance, route: string): string {
  const lines = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')
  const start = lines.findIndex((line) => line.includes(route))
  if (start < 0) throw new Error(`no route ${route} in printRoutes`)
  const end = lines.findIndex((line, i) => i > start && !line.includes('•'))
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
}
