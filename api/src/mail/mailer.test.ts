import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../logger';
import { createMailer } from './mailer';

describe('createMailer without SMTP_URL', () => {
  it('when a mail is sent, then it is written to DATA_DIR/outbox as an .eml file', async () => {
    // Arrange
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-'));
    const mailer = createMailer({ smtpUrl: undefined, dataDir, logger: createLogger('silent') });
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
