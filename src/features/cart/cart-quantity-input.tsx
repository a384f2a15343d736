// Quantity of one cart line: typed freely, checked when the field is left (or Enter); an invalid entry is refused
// with a message and the saved value comes back. A fixed count (onemonth) cannot be changed.
import { Input } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LINE_MAX_NUMBER } from '../../../domain/limits'
import { parseQuantity } from './cart-quantity'

interface CartQuantityInputProps {
  value: number
  label: string
  locked: boolean
  busy: boolean
  /** Resolves false when the server refused the change (the saved value comes back). */
  onChange: (quantity: number) => Promise<boolean>
  onInvalid: (message: string) => void
}

export function CartQuantityInput({ value, label, locked, busy, onChange, onInvalid }: CartQuantityInputProps): React.JSX.Element {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(String(value))
  // A refetch (or a refused change) brings the saved value back.
  useEffect(() => setDraft(String(value)), [value])

  const commit = () => {
    const parsed = parseQuantity(draft)
    if (!parsed.ok) {
      onInvalid(parsed.reason === 'tooLarge' ? t('shop.cart.quantityTooLarge', { max: LINE_MAX_NUMBER }) : t('shop.cart.quantityInvalid'))
      setDraft(String(value))
      return
    }
    setDraft(String(parsed.value))
    if (parsed.value === value) return
    void onChange(parsed.value).then((saved) => {
      if (!saved) setDraft(String(value))
    })
  }

  return (
    <Input
      type="text"
      inputMode="numeric"
      size="sm"
      width="80px"
      textAlign="center"
      aria-label={label}
      title={locked ? t('shop.menu.lockedCount', { count: value }) : undefined}
      data-testid="cart-quantity"
      value={draft}
      disabled={locked}
      readOnly={busy}
      aria-busy={busy || undefined}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur()
      }}
    />
  )
}
