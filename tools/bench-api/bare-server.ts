// The bare side of `npm run bench:api`: Fastify 5 with the app's logging (loggingOptions: level, serializers, stdout,
// one line per request) and V8 settings (gc-tuning.ts), and one route answering what the payment poll answers. Run as
// its own process: `node --import tsx tools/bench-api/bare-server.ts`.
import '../../server/gc-tuning'
import Fastify from 'fastify'
import { loggingOptions } from '../../server/http/request-log'

const app = Fastify(loggingOptions(process.env.LOG_LEVEL ?? 'info'))
app.get('/api/business/C_orderManage/status/:id', async (request) => {
  const { id } = request.params as { id: string }
  return { code: 200, msg: '操作成功', data: { id, paymentstate: 0 } }
})
app.get('/api/health', async () => ({ code: 200, msg: 'ok', data: null }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
