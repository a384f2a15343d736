// A short-lived message line ('添加成功', '删除成功', '请至少选择一项产品!'): shown for 3 s, then gone.
import { Box } from '@chakra-ui/react'
import { useCallback, useEffect, useRef, useState } from 'react'

export type MessageStatus = 'success' | 'warning' | 'error'

const MESSAGE_MS = 3000

export function useShopMessage(): [React.JSX.Element | null, (text: string, status?: MessageStatus) => void] {
  const [message, setMessage] = useState<{ text: string; status: MessageStatus; at: number } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const show = useCallback((text: string, status: MessageStatus = 'success') => {
    clearTimeout(timer.current)
    setMessage({ text, status, at: Date.now() })
    timer.current = setTimeout(() => setMessage(null), MESSAGE_MS)
  }, [])

  const palette = { success: 'green', warning: 'orange', error: 'red' }[message?.status ?? 'success']
  const element = message ? (
    <Box
      role={message.status === 'success' ? 'status' : 'alert'}
      data-testid="shop-message"
      data-status={message.status}
      position="fixed"
      top="80px"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      bg={`${palette}.50`}
      color={`${palette}.700`}
      borderWidth="1px"
      borderColor={`${palette}.200`}
      borderRadius="md"
      px="5"
      py="2"
      boxShadow="md"
    >
      {message.text}
    </Box>
  ) : null
  return [element, show]
}
