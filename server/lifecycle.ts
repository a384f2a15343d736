// The process's place in its life: once asked to stop it is draining, and readiness answers 503 so a load balancer
// sends it nothing new while requests under way finish.
export interface Lifecycle {
  draining: boolean
}

export const newLifecycle = (): Lifecycle => ({ draining: false })
