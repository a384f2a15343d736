// The payment QR image (Chakra's QrCode over uqr). Its own chunk: loaded with React.lazy on step 2 only.
import { QrCode } from '@chakra-ui/react'

export default function PaymentQrImage({ value, label }: { value: string; label: string }): React.JSX.Element {
  return (
    <QrCode.Root value={value} size="2xl" aria-label={label} role="img" data-testid="paystep-qr-image">
      <QrCode.Frame>
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  )
}
