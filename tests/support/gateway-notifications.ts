// Operations a payment gateway calls (its notify URL) answer in the gateway's own format, not the envelope: WeChat Pay
// expects 204 without a body on success and `{"code":"FAIL","message":...}` with a 4xx/5xx otherwise.
export const GATEWAY_NOTIFICATIONS: Record<string, { success: string; failureSchema: string }> = {
  receiveWechatPayNotification: { success: '204', failureSchema: '#/components/schemas/WechatPayFailure' },
}

/** Whether a response is a refusal in the gateway's format of a gateway notification operation. */
export function isGatewayRefusal(operationId: string | undefined, res: { status: number; json: unknown }): boolean {
  if (!operationId || !(operationId in GATEWAY_NOTIFICATIONS)) return false
  const json = res.json as { code?: unknown; message?: unknown } | null
  return res.status >= 400 && json?.code === 'FAIL' && typeof json.message === 'string'
}
