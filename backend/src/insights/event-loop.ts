/**
 * Lets other requests run between units of analysis work. The embedded stores and the offline
 * providers resolve through microtasks only, so without this a large list's analysis would hold
 * the event loop for its whole duration.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
