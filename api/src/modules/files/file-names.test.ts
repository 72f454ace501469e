import { downloadName, DOWNLOAD_NAME_MAX, newStoredName, STORED_NAME_PATTERN } from './file-names';
import type { SniffedType } from './sniff';

const png: SniffedType = { mime: 'image/png', ext: 'png', exts: ['png'] };
const jpeg: SniffedType = { mime: 'image/jpeg', ext: 'jpg', exts: ['jpg', 'jpeg'] };

describe('downloadName', () => {
  it.each([
    ['foto.PNG', png, 'foto.PNG'],
    ['foto.jpeg', jpeg, 'foto.jpeg'],
    ['../../etc/passwd', png, 'passwd.png'],
    ['C:\\fakepath\\foto.png', png, 'foto.png'],
    ['a.jpg.php', png, 'a.jpg.php.png'],
    ['a.php\u0000.png', png, 'a.php.png'],
    ['re\u202Egnp.exe', png, 'regnp.exe.png'],
    ['...', png, 'arquivo.png'],
    ['', jpeg, 'arquivo.jpg'],
    ['  .bashrc ', png, 'bashrc.png'],
  ])('when the client says %j, then the download name is %j', (clientName, type, expected) => {
    expect(downloadName(clientName, type)).toBe(expected);
  });

  it('when the name is very long, then it is cut and keeps its extension', () => {
    const name = downloadName(`${'x'.repeat(500)}.png`, png);
    expect(name.length).toBeLessThanOrEqual(DOWNLOAD_NAME_MAX);
    expect(name.endsWith('.png')).toBe(true);
  });
});

describe('newStoredName', () => {
  it('when a name is made, then it is a fresh uuid with the type extension', () => {
    const first = newStoredName(jpeg);
    expect(first).toMatch(STORED_NAME_PATTERN);
    expect(first.endsWith('.jpg')).toBe(true);
    expect(newStoredName(jpeg)).not.toBe(first);
  });
});
