export function needsBuild(root?: string): boolean
