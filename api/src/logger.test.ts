import { createLogger, REDACTED } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  return { lines, stream: stream as unknown as NodeJS.WritableStream };
}

describe('createLogger', () => {
  it('when fields hold secrets or personal data, then they are redacted at the top level and one level down', () => {
    // Arrange
    const { lines, stream } = capture();
    const logger = createLogger('silent', { capture: stream });

    // Act
    logger.info('something', {
      password: 'p4ss',
      token: 'tok',
      email: 'a@b.co',
      user: { email: 'c@d.co', name: 'Ana', phone: '(11) 91234-5678', document: '529.982.247-25', id: 'u1' },
      headers: { authorization: 'Bearer x', cookie: 'fb_refresh=y' },
      kept: 'visible',
    });

    // Assert
    expect(lines[0]).toMatchObject({
      level: 'info',
      message: 'something',
      password: REDACTED,
      token: REDACTED,
      email: REDACTED,
      user: { email: REDACTED, name: REDACTED, phone: REDACTED, document: REDACTED, id: 'u1' },
      headers: { authorization: REDACTED, cookie: REDACTED },
      kept: 'visible',
    });
  });

  it("when an error from a failed query is logged, then its type, code and SQL text stay and the driver's message with parameters goes", () => {
    // Arrange
    const { lines, stream } = capture();
    const logger = createLogger('silent', { capture: stream });
    const cause = Object.assign(new Error('invalid byte sequence; Key (email)=(x@y.co)'), {
      code: '22021',
      severity: 'ERROR',
    });
    const error = Object.assign(
      new Error('Failed query: insert into users values ($1)\nparams: x@y.co,$argon2id$v=19$abc'),
      {
        name: 'DrizzleQueryError',
        query: 'insert into users values ($1)',
        params: ['x@y.co'],
        cause,
      },
    );

    // Act
    logger.error('unhandled error', { error });

    // Assert
    const logged = lines[0]!.error as Record<string, unknown>;
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', code: '22021', sql: 'insert into users values ($1)' });
    expect(JSON.stringify(lines[0])).not.toMatch(/x@y\.co|argon2/);
  });

  it('when the level is silent and nothing is captured, then nothing is written', () => {
    // Arrange
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);

    // Act
    createLogger('silent').info('quiet');

    // Assert
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
  });
});
