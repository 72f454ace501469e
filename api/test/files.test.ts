// Uploads and downloads (docs/security.md#files): types checked on the bytes, generated stored names,
// the 10 MB cap, and download headers that keep a browser from running anything.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  fileMessages,
  isReencodedImageType,
  MAX_UPLOAD_BYTES,
  messages,
  type UploadedFile,
} from '@formbuilder/contracts';
import sharp from 'sharp';
import { files } from '../src/db/schema';
import { call } from './support/http';
import { pathOf, sampleFiles, storedBytes, storedFiles, upload } from './support/fixtures';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  // The rate limit has a test file of its own.
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
});
afterAll(() => server.stop());

const send = (bytes: Buffer, name: string, type?: string) =>
  upload(server.url, '/api/public/files', { file: { bytes, name, type } });

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]+$/;
const fileRows = () => server.db.select().from(files);

describe('POST /api/public/files', () => {
  it.each([
    ['png', sampleFiles.png, 'foto.png', 'image/png'],
    ['jpeg', sampleFiles.jpeg, 'foto.jpeg', 'image/jpeg'],
    ['gif', sampleFiles.gif, 'anim.gif', 'image/gif'],
    ['webp', sampleFiles.webp, 'foto.webp', 'image/webp'],
    ['pdf', sampleFiles.pdf, 'contrato.pdf', 'application/pdf'],
    ['docx', sampleFiles.docx, 'carta.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', sampleFiles.xlsx, 'planilha.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    [
      'pptx',
      sampleFiles.pptx,
      'slides.pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['txt', sampleFiles.txt, 'notas.txt', 'text/plain'],
    ['csv', sampleFiles.csv, 'dados.csv', 'text/csv'],
  ])(
    'when a %s is sent, then it is 201 with id, url, name and size, and stored under a generated name',
    async (_kind, bytes, name, mime) => {
      // Act
      const result = await send(bytes, name, 'application/octet-stream');

      // Assert
      expect(result.status).toBe(201);
      const body = result.json as UploadedFile;
      const [row] = (await fileRows()).filter((file) => file.id === body.id);
      expect(row).toMatchObject({ mime, companyId: null, originalName: name });
      expect(row!.storedName).toMatch(STORED_NAME);
      const stored = (await storedBytes(server, row!.storedName))!;
      expect(body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: `${server.config.publicUrl}/files/${body.id}/${encodeURIComponent(name)}`,
        name,
        size: stored.length,
      });
      if (isReencodedImageType(mime)) {
        // JPEG, PNG, WEBP and GIF are encoded again (without metadata): same format, same picture size.
        const [sent, kept] = await Promise.all([sharp(bytes).metadata(), sharp(stored).metadata()]);
        expect([kept.format, kept.width, kept.height]).toEqual([sent.format, sent.width, sent.height]);
      } else {
        expect(stored).toEqual(bytes);
      }
    },
  );

  it.each([
    ['an HTML page', sampleFiles.html, 'pagina.html', 'text/html'],
    ['an SVG', sampleFiles.svg, 'logo.svg', 'image/svg+xml'],
    ['a script', sampleFiles.js, 'app.js', 'text/javascript'],
    ['a Windows executable', sampleFiles.exe, 'setup.exe', 'application/octet-stream'],
    ['an ELF executable', sampleFiles.elf, 'programa', 'application/octet-stream'],
    ['a .png whose bytes are HTML', sampleFiles.html, 'foto.png', 'image/png'],
    ['HTML named .txt', sampleFiles.html, 'leia.txt', 'text/plain'],
    ['a shell script named .txt', sampleFiles.shellScript, 'leia.txt', 'text/plain'],
    ['a macro-enabled document named .docx', sampleFiles.macroDocx, 'carta.docx', 'application/octet-stream'],
    ['a plain zip', sampleFiles.plainZip, 'pacote.zip', 'application/zip'],
    ['an empty file', Buffer.alloc(0), 'vazio.txt', 'text/plain'],
  ])(
    'when %s is sent, then it is 400 with the pt-BR message and nothing is stored',
    async (_what, bytes, name, type) => {
      // Arrange
      const rowsBefore = (await fileRows()).length;
      const onDiskBefore = await storedFiles(server);

      // Act
      const result = await send(bytes, name, type);

      // Assert
      expect(result.status).toBe(400);
      expect(result.json).toEqual({
        error: { code: 'INVALID', message: fileMessages.typeNotAllowed, fields: { file: fileMessages.typeNotAllowed } },
      });
      expect((await fileRows()).length).toBe(rowsBefore);
      expect(await storedFiles(server)).toEqual(onDiskBefore);
    },
  );

  it('when the file is over 10 MB, then it is 413 and nothing is left on disk or in the table', async () => {
    // Arrange
    const rowsBefore = (await fileRows()).length;
    const onDiskBefore = await storedFiles(server);
    const big = Buffer.concat([sampleFiles.png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - sampleFiles.png.length)]);

    // Act
    const result = await send(big, 'grande.png', 'image/png');

    // Assert
    expect(result.status).toBe(413);
    expect(result.json).toEqual({ error: { code: 'TOO_LARGE', message: fileMessages.tooLarge } });
    expect((await fileRows()).length).toBe(rowsBefore);
    expect(await storedFiles(server)).toEqual(onDiskBefore);
    const leftovers = (await fs.readdir(server.config.dataDir, { recursive: true })).filter((entry) =>
      String(entry).includes('grande'),
    );
    expect(leftovers).toEqual([]);
  });

  it('when the file is exactly 10 MB, then it is accepted', async () => {
    // Arrange
    const exact = Buffer.concat([sampleFiles.pdf, Buffer.alloc(MAX_UPLOAD_BYTES - sampleFiles.pdf.length)]);

    // Act
    const result = await send(exact, 'limite.pdf', 'application/pdf');

    // Assert
    expect(result.status).toBe(201);
    expect(result.json.size).toBe(MAX_UPLOAD_BYTES);
  });

  it.each([
    ['../x', 'x.png'],
    ['a.jpg.php', 'a.jpg.php.png'],
    ['a.php%00.jpg', 'a.php%00.jpg.png'],
    ['..\\..\\evil.png', 'evil.png'],
    ['\u202Egnp.exe', 'gnp.exe.png'],
    ['.htaccess', 'htaccess.png'],
  ])(
    'when the client names the file %j, then it stays in the folder under a generated name, downloadable as %j',
    async (clientName, expected) => {
      // Arrange
      const outside = await fs.readdir(path.dirname(server.config.dataDir));

      // Act
      const result = await send(sampleFiles.png, clientName, 'image/png');

      // Assert
      expect(result.status).toBe(201);
      expect(result.json.name).toBe(expected);
      const [row] = (await fileRows()).filter((file) => file.id === result.json.id);
      expect(row!.storedName).toMatch(STORED_NAME);
      expect(row!.storedName.endsWith('.png')).toBe(true);
      for (const entry of await storedFiles(server)) expect(entry).toMatch(STORED_NAME);
      // Nothing new beside the data folder, but the folders of test servers another worker starts meanwhile.
      const added = (await fs.readdir(path.dirname(server.config.dataDir))).filter(
        (name) => !outside.includes(name) && !name.startsWith('formbuilder-'),
      );
      expect(added).toEqual([]);
      expect((await call(server.url, pathOf(result.json.url))).status).toBe(200);
    },
  );

  it('when the file name carries a raw NUL byte, then the part is refused as malformed and nothing is stored', async () => {
    // Arrange
    const onDiskBefore = await storedFiles(server);

    // Act
    const result = await send(sampleFiles.png, 'a.php\u0000.png', 'image/png');

    // Assert
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ error: { code: 'INVALID', message: messages.invalidRequest } });
    expect(await storedFiles(server)).toEqual(onDiskBefore);
  });

  it('when no file part is sent, then it is 400 naming the field', async () => {
    // Act
    const result = await upload(server.url, '/api/public/files', { fields: { nome: 'x' } });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ file: messages.required });
  });

  it('when the file comes under another field name, then it is 400', async () => {
    // Act
    const result = await upload(server.url, '/api/public/files', {
      file: { bytes: sampleFiles.png, name: 'a.png', field: 'arquivo' },
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.code).toBe('INVALID');
  });

  it('when no staff route lists files, then /api/files is 404', async () => {
    // Act
    const result = await call(server.url, '/api/files');

    // Assert
    expect(result.status).toBe(404);
  });
});

describe('GET /files/:id/:name', () => {
  it('when a raster image is fetched, then its bytes come inline with its type, nosniff and a long immutable cache', async () => {
    // Arrange
    const { json } = await send(sampleFiles.png, 'foto.png', 'image/png');

    // Act
    const response = await fetch(`${server.url}${pathOf(json.url)}`);

    // Assert
    expect(response.status).toBe(200);
    const [row] = (await fileRows()).filter((file) => file.id === json.id);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(await storedBytes(server, row!.storedName));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="foto.png"; filename*=UTF-8''foto.png`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['pdf', sampleFiles.pdf, 'contrato.pdf', 'application/pdf'],
    ['docx', sampleFiles.docx, 'carta.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['txt', sampleFiles.txt, 'notas.txt', 'text/plain'],
    ['csv', sampleFiles.csv, 'dados.csv', 'text/csv'],
  ])('when a %s is fetched, then it is an attachment with nosniff', async (_kind, bytes, name, mime) => {
    // Arrange
    const { json } = await send(bytes, name);

    // Act
    const result = await call(server.url, pathOf(json.url));

    // Assert
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe(mime);
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('when the name has accents and spaces, then the URL encodes it and the download keeps it exactly', async () => {
    // Arrange
    const { json } = await send(sampleFiles.pdf, 'relatório anual (2024).pdf');

    // Act
    const result = await call(server.url, pathOf(json.url));

    // Assert
    expect(json.url).toContain('/relat%C3%B3rio%20anual%20(2024).pdf');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-disposition')).toBe(
      `attachment; filename="relat_rio anual (2024).pdf"; filename*=UTF-8''relat%C3%B3rio%20anual%20%282024%29.pdf`,
    );
  });

  it('when the id is unknown or the name is wrong, then both are the same 404', async () => {
    // Arrange
    const { json } = await send(sampleFiles.png, 'certo.png');

    // Act
    const wrongName = await call(server.url, `/files/${json.id}/errado.png`);
    const unknownId = await call(server.url, `/files/00000000-0000-4000-8000-000000000000/certo.png`);
    const malformedId = await call(server.url, `/files/../../etc/passwd`);

    // Assert
    expect(wrongName.status).toBe(404);
    expect(wrongName.text).toBe(unknownId.text);
    expect(unknownId.json).toEqual({ error: { code: 'NOT_FOUND', message: messages.notFound } });
    expect(malformedId.status).toBe(404);
  });

  it('when the stored bytes are gone, then it is 404 rather than an error', async () => {
    // Arrange
    const { json } = await send(sampleFiles.gif, 'sumiu.gif');
    const [row] = (await fileRows()).filter((file) => file.id === json.id);
    await server.handle.storage.delete(row!.storedName);

    // Act
    const result = await call(server.url, pathOf(json.url));

    // Assert
    expect(result.status).toBe(404);
  });
});
