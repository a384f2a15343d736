import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n, i18nReady } from '../../src/i18n/i18n'
import { ContactValue } from '../../src/shell/contact-value'
import { appSystem } from '../../src/theme/app-system'

// The footer's, sidebar's and about page's contact values come from a call that does not hold up the page: the
// brief asks for a loading state on every wait and a clear message when it fails, not an empty place.

const network = vi.hoisted(() => {
  const pending: Array<(response: Response) => void> = []
  // The API client takes globalThis.fetch when it is created: install the stand-in before any import.
  globalThis.fetch = () => new Promise<Response>((resolve) => pending.push(resolve))
  return { pending }
})

const contactList = (list: Array<{ type: string; content: string }>) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })

function renderValue(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <ChakraProvider value={appSystem}>
      <QueryClientProvider client={client}>
        <ContactValue type="phone" testId="phone" />
      </QueryClientProvider>
    </ChakraProvider>,
  )
}

beforeEach(async () => {
  await i18nReady
  await i18n.changeLanguage('zh-CN')
  network.pending.length = 0
})
afterEach(cleanup)

describe('ContactValue', () => {
  it('says it is loading until the call answers, then shows the value', async () => {
    renderValue()
    expect(screen.getByTestId('phone').textContent).toBe('加载中…')
    await waitFor(() => expect(network.pending).toHaveLength(1))
    network.pending[0]!(contactList([{ type: 'phone', content: '400-800-1234' }]))
    await waitFor(() => expect(screen.getByTestId('phone').textContent).toBe('400-800-1234'))
  })

  it('shows a dash when the company has no such contact', async () => {
    renderValue()
    await waitFor(() => expect(network.pending).toHaveLength(1))
    network.pending[0]!(contactList([{ type: 'email', content: 'sales@example.com' }]))
    await waitFor(() => expect(screen.getByTestId('phone').dataset.state).toBe('loaded'))
    expect(screen.getByTestId('phone').textContent).toBe('—')
  })

  it('says the value is unavailable when the call fails, in the visitor language', async () => {
    await i18n.changeLanguage('en')
    renderValue()
    await waitFor(() => expect(network.pending).toHaveLength(1))
    network.pending[0]!(new Response('{"code":500,"msg":"x"}', { status: 500, headers: { 'content-type': 'application/json' } }))
    await waitFor(() => expect(screen.getByTestId('phone').textContent).toBe('Not available right now'))
  })
})
