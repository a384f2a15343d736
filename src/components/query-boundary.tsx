// A loading state while a suspended query loads, and an announced error with a retry when it fails.
import { Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface QueryBoundaryProps {
  loading: string
  failed: string
  /** data-testid prefix: <testId>-loading, <testId>-error, <testId>-retry. */
  testId: string
  children: ReactNode
}

export function QueryBoundary({ loading, failed, testId, children }: QueryBoundaryProps): React.JSX.Element {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallback={(retry) => <LoadFailed text={failed} testId={testId} onRetry={retry} />}>
          <Suspense
            fallback={
              <Stack align="center" gap="3" py="10" role="status" data-testid={`${testId}-loading`}>
                <Spinner size="md" color="blue.500" />
                <Text color="gray.600">{loading}</Text>
              </Stack>
            }
          >
            {children}
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}

function LoadFailed({ text, testId, onRetry }: { text: string; testId: string; onRetry: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack align="center" gap="3" py="10" role="alert" data-testid={`${testId}-error`}>
      <Text color="red.700">{text}</Text>
      <Button size="sm" colorPalette="blue" onClick={onRetry} data-testid={`${testId}-retry`}>
        {t('common.retry')}
      </Button>
    </Stack>
  )
}

interface ErrorBoundaryProps {
  onReset: () => void
  fallback: (retry: () => void) => ReactNode
  children: ReactNode
}

class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  private readonly retry = () => {
    this.props.onReset()
    this.setState({ failed: false })
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
