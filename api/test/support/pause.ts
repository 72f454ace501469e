// The one place a test may wait a fixed time (the lint rule against bare sleeps in tests exempts only
// this file). The reason says why no positive signal is available, e.g. the interval of a poll, or a
// clock that must move on; never "so that whatever should not happen had its chance".
export function pause(ms: number, reason: string): Promise<void> {
  if (reason.trim() === '') throw new Error('pause: say why a fixed wait is needed');
  return new Promise((resolve) => setTimeout(resolve, ms));
}
