// A setting is missing or wrong: the message names it; main.ts prints it without a stack trace.
export class ConfigError extends Error {
  override name = 'ConfigError'
}
