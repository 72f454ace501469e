// Waits for a task of its own: the browser may paint and answer a tap before what follows runs. The
// browser's `scheduler.yield()` where it has one, else a message the page posts to itself (a timer would
// wait up to a second in a background tab).
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
