// BusyButton: while loading (its own action) or busy (another's) it refuses presses, a click or Enter in its form,
// without being disabled, so that the focus of the keyboard user who pressed it stays on it (the focus itself is
// checked in Chromium: tests/browser/busy-focus.test.ts). `disabled` still disables.
import { ChakraProvider } from '@chakra-ui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BusyButton, type BusyButtonProps } from '../../src/components/busy-button'
import { appSystem } from '../../src/theme/app-system'

afterEach(cleanup)

function renderInForm(props: BusyButtonProps) {
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
  const onClick = vi.fn()
  const view = render(
    <ChakraProvider value={appSystem}>
      <form onSubmit={onSubmit}>
        <input data-testid="field" />
        <BusyButton type="submit" data-testid="button" onClick={onClick} {...props}>
          保存
        </BusyButton>
      </form>
    </ChakraProvider>,
  )
  const button = () => screen.getByTestId<HTMLButtonElement>('button')
  return { view, button, onSubmit, onClick }
}

describe('BusyButton', () => {
  it('takes a press when idle: the click and the submit go through', () => {
    const { button, onSubmit, onClick } = renderInForm({})
    expect(button().disabled).toBe(false)
    expect(button().hasAttribute('aria-disabled')).toBe(false)
    expect(button().hasAttribute('aria-busy')).toBe(false)
    fireEvent.click(button())
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(button().textContent).toBe('保存')
  })

  it.each([
    ['loading', { loading: true }, 'true'],
    ['busy', { busy: true }, null],
  ] as const)('refuses a press while %s, stays enabled and focusable', (_, props, ariaBusy) => {
    const { button, onSubmit, onClick } = renderInForm(props)
    button().focus()
    expect(document.activeElement).toBe(button())
    expect(button().disabled).toBe(false)
    expect(button().getAttribute('aria-disabled')).toBe('true')
    expect(button().getAttribute('aria-busy')).toBe(ariaBusy)
    fireEvent.click(button())
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("shows Chakra's spinner, and the loading text when given, while loading only", () => {
    const { button, view } = renderInForm({ loading: true, loadingText: '保存中' })
    expect(button().querySelector('.chakra-spinner')).not.toBeNull()
    expect(button().textContent).toBe('保存中')
    view.rerender(
      <ChakraProvider value={appSystem}>
        <BusyButton data-testid="button" busy>
          保存
        </BusyButton>
      </ChakraProvider>,
    )
    expect(button().querySelector('.chakra-spinner')).toBeNull()
    expect(button().textContent).toBe('保存')
  })

  it('is disabled when disabled', () => {
    const { button, onClick } = renderInForm({ disabled: true })
    expect(button().disabled).toBe(true)
    fireEvent.click(button())
    expect(onClick).not.toHaveBeenCalled()
  })
})
