/** Whether a message between the primary and a worker is one of the site's own of this `type` (node:cluster passes others too). */
export function isClusterMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}
