// One autocannon measurement (in this process; the server is another process): requests/s and latency percentiles.
import autocannon from 'autocannon'

export interface Measurement {
  label: string
  connections: number
  requestsPerSecond: number
  p50: number
  p99: number
  /** Answers other than 2xx, and connection errors or time-outs: a fast refusal is no result. */
  failures: number
  /**
   * CPU time of this process (autocannon) per answer, in µs. Its own work per answer does not depend on the server, so
   * a round where it rises ran on a slowed machine (the host's other tenants), the server included.
   */
  loadGeneratorMicros: number
}

export async function measure(label: string, url: string, connections: number, seconds: number, token?: string): Promise<Measurement> {
  const cpuBefore = process.cpuUsage()
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  const cpu = process.cpuUsage(cpuBefore)
  const answers = result.requests.total
  return {
    label,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    loadGeneratorMicros: answers > 0 ? (cpu.user + cpu.system) / answers : 0,
  }
}

/** Load that is not measured: lets the JIT and the connection pool settle first. */
export async function warmUp(url: string, seconds: number, token?: string) {
  await measure('warm-up', url, 50, seconds, token)
}
