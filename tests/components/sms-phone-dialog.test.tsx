// The phone dialog of the send-code button (a reply msg of 'false': the number cannot receive codes) is Chakra's alert
// dialog: it takes the focus, names itself, Escape closes it and the focus goes back to the button (issue 20).
import { ChakraProvider } from '@chakra-ui/react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import type { SendCodeReply } from '../../machines/sms-code'
import { SmsCodeButton } from '../../src/features/login/sms-code-button'
import { i18n } from '../../src/i18n/i18n'
import { appSystem } from '../../src/theme/app-system'
import { refusesPress } from '../support/refuses-press'

afterEach(cleanup)

describe('the phone dialog', () => {
  it('is an alert dialog named by its title that takes the focus, closes on Escape and gives the focus back', async () => {
    await i18n.changeLanguage('zh-CN')
    render(
      <ChakraProvider value={appSystem}>
        <button type="button">before</button>
        <SmsCodeButton phone="13800138000" sendCode={fromPromise<SendCodeReply, { phone: string }>(async () => ({ msg: 'false' }))} />
      </ChakraProvider>,
    )
    const sendButton = screen.getByTestId('send-code-button')
    sendButton.focus()
    fireEvent.click(sendButton)
    const dialog = await screen.findByRole('alertdialog', { name: '手机号码' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    expect(dialog.textContent).toContain('该手机号码无法接收验证码')
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByTestId('phone-dialog')?.getAttribute('data-state') ?? 'closed').toBe('closed'))
    // Closed with the number unchanged, the button takes no press until the number changes (storefront.md §4), and
    // the focus is back on it (a disabled button could not take it).
    expect(refusesPress(sendButton)).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(sendButton))
  })
})
