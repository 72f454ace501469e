import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../logger';
import { createMailTransport } from './mailer';

describe('createMailTransport without SMTP_URL', () => {
  it('when a mail is sent, then it is written to DATA_DIR/outbox as an .eml file', async () => {
    // Arrange
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-'));
    const mailer = createMailTransport({ smtpUrl: undefined, dataDir, logger: createLogger('silent') });
    // Act
    await mailer.send({
      to: 'ana@empresa.test',
      subject: 'Redefinição de senha',
      text: 'Abra http://x/reset-pass?t=abc',
    });
    // Assert
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: ana@empresa.test');
    expect(eml).toContain('reset-pass?t=abc');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('the outbox log line', () => {
  const logged = () => {
    const lines: Record<string, unknown>[] = [];
    const capture = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    return { lines, logger: createLogger('silent', { capture: capture as unknown as NodeJS.WritableStream }) };
  };
  const mail = { to: 'ana@empresa.test', subject: 'Redefinição de senha', text: 'Abra http://x/reset-pass?t=abc' };

  it('when LOG_MAIL_LINKS is off (the default), then it names the masked recipient, subject and file, and no link', async () => {
    // Arrange
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-'));
    const { lines, logger } = logged();

    // Act
    await createMailTransport({ smtpUrl: undefined, dataDir, logger }).send(mail);

    // Assert
    expect(lines[0]).toMatchObject({ to: 'a***@empresa.test', subject: mail.subject, file: expect.any(String) });
    expect(JSON.stringify(lines)).not.toMatch(/reset-pass|ana@empresa/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a developer turns LOG_MAIL_LINKS on, then the links are logged too', async () => {
    // Arrange
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-'));
    const { lines, logger } = logged();

    // Act
    await createMailTransport({ smtpUrl: undefined, dataDir, logger, logLinks: true }).send(mail);

    // Assert
    expect(lines[0]).toMatchObject({ links: ['http://x/reset-pass?t=abc'] });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
