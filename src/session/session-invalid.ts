// The session-invalid routine (code 600). The client calls runSessionInvalid(); main.tsx installs the full
// routine (remember the route, go to /login) once the router exists, so the client needs no router import.
import { clearSession } from './session-store'

let routine: () => void = clearSession

export function setSessionInvalidRoutine(next: () => void): void {
  routine = next
}

export function runSessionInvalid(): void {
  routine()
}
