export function stopWhenOrphaned(
  stop: () => void,
  options?: { everyMs?: number; parentOf?: () => number },
): () => void
