import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** A QR-style placeholder: the Summit app scan login has no backend yet (docs/decisions-login.md). */
export function AppScanPlaceholder(): React.JSX.Element {
  const { t } = useTranslation()
  // Finder squares and a fixed dot pattern: looks like a QR code, encodes nothing.
  const dots = Array.from({ length: 64 }, (_, i) => i).filter((i) => (i * 37 + 11) % 5 < 2)
  return (
    <Stack align="center" gap="3" data-testid="app-scan-placeholder">
      <svg width="180" height="180" viewBox="0 0 29 29" role="img" aria-label={t('auth.appScanTitle')} style={{ opacity: 0.35 }}>
        <rect width="29" height="29" fill="white" />
        {[
          [1, 1],
          [21, 1],
          [1, 21],
        ].map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <rect x={x} y={y} width="7" height="7" fill="black" />
            <rect x={x + 1} y={y + 1} width="5" height="5" fill="white" />
            <rect x={x + 2} y={y + 2} width="3" height="3" fill="black" />
          </g>
        ))}
        {dots.map((i) => (
          <rect key={i} x={10 + (i % 8) * 2} y={10 + Math.floor(i / 8) * 2} width="1.6" height="1.6" fill="black" />
        ))}
      </svg>
      <Text fontSize="sm" color="gray.600" maxWidth="300px" textAlign="center">
        {t('auth.appScanHint')}
      </Text>
    </Stack>
  )
}
