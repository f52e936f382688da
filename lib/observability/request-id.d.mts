export function resolveRequestId(
  incoming: string | string[] | undefined,
  socketAddress: string | undefined,
  trusted: number | Set<string> | undefined,
): string
