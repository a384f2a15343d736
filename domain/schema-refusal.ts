// The text of a request the contract refuses (openapi.yaml, checked by Ajv before any handler runs): HTTP 400,
// code 400, msg `<where>[.<field>]: <what>`, e.g. `body.productDetails.0.duration: must be <= 999`. The server writes
// it (server/http/error-handler.ts) for logs, tools and developers; the SPA never shows it to a customer: its API
// client replaces it with a localized generic message (src/api/middleware.ts).

/** `<where>`: where Fastify validated the request (its validationContext), or 'request' when it does not say. */
const SCHEMA_REFUSAL = /^(?:body|querystring|params|headers|request)(?:\.[^\s:]+)?: /

/** `body.duration: must be <= 999`; the field is the instance path with dots (`productDetails.0.duration`). */
export function schemaRefusalText(part: string, field: string, problem: string): string {
  return `${part}${field ? `.${field}` : ''}: ${problem}`
}

/** The answer is the contract's refusal of the request's shape (not a rule of the service, whose msg is for people). */
export function isSchemaRefusal(code: number | undefined, msg: unknown): boolean {
  return code === 400 && typeof msg === 'string' && SCHEMA_REFUSAL.test(msg)
}
