// A loading state while a suspended query loads, and an announced error with a retry when it fails.
import { Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/api-error'

interface QueryBoundaryProps {
  loading: string
  /** The error's text, or a function of the error (e.g. the server's message). */
  failed: string | ((error: unknown) => string)
  /** data-testid prefix: <testId>-loading, <testId>-error, <testId>-retry. */
  testId: string
  /** Shown while loading instead of the spinner (a skeleton of the content); keep `loading` as its label. */
  fallback?: ReactNode
  /** Shown, without a retry, when the server says the thing asked for does not exist (404). */
  notFound?: ReactNode
  children: ReactNode
}

const isNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.code === 404)

export function QueryBoundary({ loading, failed, testId, fallback, notFound, children }: QueryBoundaryProps): React.JSX.Element {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallback={(retry, error) =>
            notFound !== undefined && isNotFound(error) ? (
              notFound
            ) : (
              <LoadFailed text={typeof failed === 'string' ? failed : failed(error)} testId={testId} onRetry={retry} />
            )
          }
        >
          <Suspense
            fallback={
              fallback ? (
                <Stack gap="3" role="status" aria-label={loading} data-testid={`${testId}-loading`}>
                  {fallback}
                </Stack>
              ) : (
                <Stack align="center" gap="3" py="10" role="status" data-testid={`${testId}-loading`}>
                  <Spinner size="md" color="blue.500" />
                  <Text color="gray.600">{loading}</Text>
                </Stack>
              )
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
  fallback: (retry: () => void, error: unknown) => ReactNode
  children: ReactNode
}

class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown }

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error }
  }

  private readonly retry = () => {
    this.props.onReset()
    this.setState({ failed: false, error: undefined })
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry, this.state.error) : this.props.children
  }
}
