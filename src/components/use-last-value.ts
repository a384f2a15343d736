// The last non-null value: a dialog keeps showing what it showed while it animates closed.
import { useState } from 'react'

export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value)
  if (value !== null && value !== last) setLast(value)
  return value ?? last
}
