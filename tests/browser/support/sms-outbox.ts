// Reads the latest SMS code the real server recorded for a phone (development outbox).
export async function latestSmsCode(baseUrl: string, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/sandbox/sms-outbox?phone=${phone}`)
    if (response.ok) {
      const body = (await response.json()) as { data: { code: string } }
      return body.data.code
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no SMS code recorded for ${phone}`)
}
