// The bus's two calls, apart from the transports that implement them (./index.ts chooses one).

export type Listener = (message: string) => void

export interface SharedEvents {
  publish(channel: string, message: string): Promise<void>
  /** Returns the call that unsubscribes. */
  subscribe(channel: string, listener: Listener): () => void
}
