import { newSecret, signatureHeader, signatureOf } from './signature';

describe('webhook signatures', () => {
  it('when the Standard Webhooks example is signed, then the published signature comes out', () => {
    // Arrange: the example of the Standard Webhooks specification.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

    // Act
    const signature = signatureOf(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');

    // Assert
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('when two secrets sign (a rotation), then the header carries one signature per secret, newest first', () => {
    // Arrange
    const [current, previous] = [newSecret(), newSecret()];

    // Act
    const header = signatureHeader([current, previous], 'evt', 1, '{}');

    // Assert
    expect(header.split(' ')).toEqual([signatureOf(current, 'evt', 1, '{}'), signatureOf(previous, 'evt', 1, '{}')]);
    expect(current).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  });
});
