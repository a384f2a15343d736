// GET /pc/license-public-key.pem: the public half of the key this server signs licence files with (SPKI PEM), for
// desktop programs, support engineers and the licence tab's inspector (docs/license-file.md, "Keys"). A plain file
// outside the API contract: no envelope, no token, the same for everyone.
import type { FastifyInstance } from 'fastify'

export const LICENSE_PUBLIC_KEY_PATH = '/pc/license-public-key.pem'

export function registerLicensePublicKeyRoute(app: FastifyInstance, publicKeyPem: string) {
  app.get(LICENSE_PUBLIC_KEY_PATH, (_request, reply) =>
    reply.type('application/x-pem-file; charset=utf-8').header('cache-control', 'public, max-age=300').send(publicKeyPem),
  )
}
