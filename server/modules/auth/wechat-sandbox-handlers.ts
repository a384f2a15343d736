// While the WeChat provider is the sandbox (development, test, staging): the sandbox WeChat page and its scan.
import { notFound } from '../../http/api-error'
import { RAW_REPLY, type HandlerMap } from '../../http/operation-types'
import { SandboxWechatProvider } from '../../providers/wechat-provider'
import { sandboxAuthorizePage } from './wechat-sandbox-page'
import { requireOpenState } from './wechat-login-service'

function sandbox(providers: { wechat: unknown }, enabled: boolean): SandboxWechatProvider {
  if (!enabled || !(providers.wechat instanceof SandboxWechatProvider)) throw notFound()
  return providers.wechat
}

export const wechatSandboxHandlers: HandlerMap = {
  async getWechatSandboxPage({ db, providers, config, query, reply, clock }) {
    sandbox(providers, config.sandboxProviders)
    await requireOpenState(db, query.state, clock())
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The login page frames it (the QR frame), so it may be framed by this origin, unlike everything else.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
      .header('x-frame-options', 'SAMEORIGIN')
      .send(sandboxAuthorizePage(query.state))
    return RAW_REPLY
  },

  async scanWechatSandbox({ db, providers, config, query, request, reply, clock }) {
    const wechat = sandbox(providers, config.sandboxProviders)
    const now = clock()
    await requireOpenState(db, query.state, now)
    const code = await wechat.issueCode(query.state, query.identity, now)
    const location = `/pc/login?code=${encodeURIComponent(code)}&state=${encodeURIComponent(query.state)}`
    const accept = request.headers.accept ?? ''
    if (accept.includes('application/json') && !accept.includes('text/html')) return { data: { code, state: query.state, location } }
    reply.header('cache-control', 'no-store').redirect(location, 302)
    return RAW_REPLY
  },
}
