import { parseRealtimeMessage, reconnectDelay, RECONNECT_DELAYS_MS } from './realtime';

describe('reconnectDelay', () => {
  it('when attempts follow a drop, then the waits are 200, 300, 500, 1000, 1200, 1500, 2000 ms and then 2000', () => {
    const waits = Array.from({ length: 10 }, (_, attempt) => reconnectDelay(attempt));
    expect(waits).toEqual([200, 300, 500, 1000, 1200, 1500, 2000, 2000, 2000, 2000]);
    expect(RECONNECT_DELAYS_MS).toHaveLength(7);
  });

  it('when the attempt number is odd input, then it stays inside the schedule', () => {
    expect(reconnectDelay(-3)).toBe(200);
    expect(reconnectDelay(2.7)).toBe(500);
  });
});

describe('parseRealtimeMessage', () => {
  it('when the server says ready or sends a submission, then the message is read', () => {
    expect(parseRealtimeMessage('{"type":"ready"}')).toEqual({ type: 'ready' });
    const event = { type: 'submission.created', submission: { id: 's1' } };
    expect(parseRealtimeMessage(JSON.stringify(event))).toEqual(event);
  });

  it('when the message is unknown, binary or not JSON, then it is ignored', () => {
    expect(parseRealtimeMessage('{"type":"other"}')).toBeUndefined();
    expect(parseRealtimeMessage('{"type":"submission.created"}')).toBeUndefined();
    expect(parseRealtimeMessage('not json')).toBeUndefined();
    expect(parseRealtimeMessage(new ArrayBuffer(2))).toBeUndefined();
  });
});
