// Operations of the contract whose features later issues build. They answer 501 '功能未开放' until then;
// the binding refuses to start if an operation is neither implemented nor listed here.
import type { OperationId } from './operation-types'

export const NOT_OPEN_OPERATIONS: readonly OperationId[] = []
